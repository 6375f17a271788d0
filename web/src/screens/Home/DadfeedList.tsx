import { MessageSquarePlus } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { DadfeedList_query$key } from '../../__generated__/DadfeedList_query.graphql';
import type { DadfeedListPaginationQuery } from '../../__generated__/DadfeedListPaginationQuery.graphql';
import { Button } from '../../components/Button';
import { categoryLabel, type CategoryId } from './categories';
import { FeedEmptyState } from './FeedEmptyState';
import { LiveFeedList } from './LiveFeedList';
import { useDadfeedNewPosts } from './useDadfeedNewPosts';
import { PostCard } from '../../posts/PostCard';

const PAGE_SIZE = 20;

interface Props {
  /** The page's query: its first page of the Dadfeed, unfiltered. */
  query: DadfeedList_query$key;
  category: CategoryId | null;
  /** Only the posts that carry this hashtag (a post's tag links to /home?tag=). */
  hashtag?: string | null;
  /** The empty state's 'Share Your First Post': to the composer. */
  onShareFirst: () => void;
}

/**
 * The Dadfeed's posts, newest first, in the chosen category: the first page comes with the page's query; another
 * category fetches the feed again (from the store when it was seen before), 'Load more' the next page. Others' new
 * posts are announced as "N new posts" and inserted above on a click (useDadfeedNewPosts).
 */
export function DadfeedList({ query, category, hashtag = null, onShareFirst }: Props) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment<
    DadfeedListPaginationQuery,
    DadfeedList_query$key
  >(
    graphql`
      fragment DadfeedList_query on Query
      @argumentDefinitions(
        category: { type: "FeedCategory" }
        hashtag: { type: "String" }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      )
      @refetchable(queryName: "DadfeedListPaginationQuery")
      @throwOnFieldError {
        dadfeed(first: $first, after: $after, category: $category, hashtag: $hashtag)
          @connection(key: "Dadfeed_dadfeed", filters: ["category", "hashtag"]) {
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
  // A hashtag from the address is fetched the same way (the page's query brings the unfiltered feed).
  const filter = `${category ?? ''}#${hashtag ?? ''}`;
  const shown = useRef('#');
  useEffect(() => {
    if (shown.current === filter) return;
    shown.current = filter;
    refetch({ category, hashtag, first: PAGE_SIZE }, { fetchPolicy: 'store-and-network' });
  }, [filter, category, hashtag, refetch]);
  const posts = data.dadfeed?.edges ?? [];
  const shownIds = useMemo(() => posts.map(({ node }) => node.id), [posts]);
  const feed = useRef<HTMLDivElement>(null);
  const newPosts = useDadfeedNewPosts({ category, hashtag }, shownIds, feed);
  return (
    <LiveFeedList
      newPosts={newPosts}
      feed={feed}
      empty={
        <FeedEmptyState
          icon={MessageSquarePlus}
          title="Welcome to the Dadfeed!"
          actions={<Button onClick={onShareFirst}>Share Your First Post</Button>}
        >
          {hashtag
            ? `No posts tagged #${hashtag} here yet.`
            : category
              ? `No ${categoryLabel(category)} posts yet. Start the conversation, or clear the filter to see everything.`
              : 'This is where dads share wins, questions, grill photos and terrible jokes. Be the first to post.'}
        </FeedEmptyState>
      }
      label="Posts"
      posts={posts.map(({ node }) => node)}
      renderPost={(post) => <PostCard post={post} />}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={() => loadNext(PAGE_SIZE)}
    />
  );
}
