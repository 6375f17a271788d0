/**
 * The Newsfeed: news about the member's interests and favourite teams in one list,
 * newest first; refreshed every 30 minutes while the tab is open. Loaded when the tab is shown.
 */
import { Newspaper } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { NewsfeedTabQuery } from '../../__generated__/NewsfeedTabQuery.graphql';
import { buttonClasses } from '../../components/Button';
import { Link } from '../../router/Link';
import { FeedEmptyState } from './FeedEmptyState';
import { FeedLoading } from './groupfeed/FeedLoading';
import { mergeNews } from './newsfeed/merge-news';
import { NewsCard } from './newsfeed/NewsCard';

const REFRESH_EVERY_MS = 30 * 60 * 1000;

const newsfeedTabQuery = graphql`
  query NewsfeedTabQuery {
    newsfeed {
      personalizedNews {
        url
        publishedAt
        ...NewsCard_article
      }
      sportsTeamNews {
        url
        publishedAt
        ...NewsCard_article
      }
    }
  }
`;

export function NewsfeedTab() {
  return (
    <div className="grid gap-4">
      <h2 className="sr-only">Newsfeed</h2>
      <Suspense fallback={<FeedLoading label="Loading the news…" />}>
        <NewsList />
      </Suspense>
    </div>
  );
}

function NewsList() {
  const [fetchKey, setFetchKey] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setFetchKey((key) => key + 1), REFRESH_EVERY_MS);
    return () => clearInterval(timer);
  }, []);
  const { newsfeed } = useLazyLoadQuery<NewsfeedTabQuery>(
    newsfeedTabQuery,
    {},
    { fetchPolicy: 'store-and-network', fetchKey },
  );
  const stories = mergeNews(newsfeed.personalizedNews, newsfeed.sportsTeamNews);

  if (stories.length === 0) {
    return (
      <FeedEmptyState
        icon={Newspaper}
        title="No News Available"
        actions={
          <Link to="/profile" className={buttonClasses({ variant: 'outline' })}>
            Add interests and favourite teams
          </Link>
        }
      >
        News is picked from your interests and favourite teams: add some to your profile.
      </FeedEmptyState>
    );
  }
  return (
    <ul aria-label="News" className="grid gap-4">
      {stories.map(({ article, kind }) => (
        <li key={article.url}>
          <NewsCard article={article} kind={kind} />
        </li>
      ))}
    </ul>
  );
}
