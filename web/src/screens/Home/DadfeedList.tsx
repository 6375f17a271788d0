import { MessageSquarePlus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { DadfeedList_query$key } from '../../__generated__/DadfeedList_query.graphql';
import type { DadfeedListPaginationQuery } from '../../__generated__/DadfeedListPaginationQuery.graphql';
import { Button } from '../../components/Button';
import { categoryLabel, type CategoryId } from './categories';
import { FeedEmptyState } from './FeedEmptyState';
import { FeedPageList } from './FeedPageList';
import { PostCard } from '../../posts/PostCard';

const PAGE_SIZE = 20;

interface Props {
  /** The page's query: its first page of the Dadfeed, unfiltered. */
  query: DadfeedList_query$key;
  category: CategoryId | null;
  /** The empty state's 'Share Your First Post': to the composer. */
  onShareFirst: () => void;
}

/**
 * The Dadfeed's posts, newest first, in the chosen category: the first page comes with the page's query; another
 * category fetches the feed again (from the store when it was seen before), 'Load more' the next page.
 */
export function DadfeedList({ query, category, onShareFirst }: Props) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<DadfeedListPaginationQuery, DadfeedList_query$key>(
    graphql`
      fragment DadfeedList_query on Query
      @argumentDefinitions(
        category: { type: "FeedCategory" }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      )
      @refetchable(queryName: "DadfeedListPaginationQuery")
      @throwOnFieldError {
        dadfeed(first: $first, after: $after, category: $category) @connection(key: "Dadfeed_dadfeed", filters: ["category"]) {
          edges {
            node {
              id
              ...PostCard_post
            }
          }
        }
      }
    `,
    query,
  );
  // The chosen category is the feed's variable: a new one is fetched (the spinner shows until it arrives), one seen
  // before shows at once from the store and is fetched again in the background.
  const shown = useRef<CategoryId | null>(null);
  useEffect(() => {
    if (shown.current === category) return;
    shown.current = category;
    refetch({ category, first: PAGE_SIZE }, { fetchPolicy: 'store-and-network' });
  }, [category, refetch]);
  const posts = data.dadfeed?.edges ?? [];

  if (posts.length === 0) {
    return (
      <FeedEmptyState
        icon={MessageSquarePlus}
        title="Welcome to the Dadfeed!"
        actions={<Button onClick={onShareFirst}>Share Your First Post</Button>}
      >
        {category
          ? `No ${categoryLabel(category)} posts yet. Start the conversation, or clear the filter to see everything.`
          : 'This is where dads share wins, questions, grill photos and terrible jokes. Be the first to post.'}
      </FeedEmptyState>
    );
  }
  return (
    <FeedPageList
      label="Posts"
      items={posts.map(({ node }) => node)}
      renderItem={(post) => <PostCard post={post} />}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={() => loadNext(PAGE_SIZE)}
    />
  );
}
