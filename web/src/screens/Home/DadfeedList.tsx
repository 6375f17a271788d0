import { MessageSquarePlus } from 'lucide-react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import type { DadfeedList_query$key } from '../../__generated__/DadfeedList_query.graphql';
import type { DadfeedListPaginationQuery } from '../../__generated__/DadfeedListPaginationQuery.graphql';
import type { DadfeedListQuery } from '../../__generated__/DadfeedListQuery.graphql';
import { Button } from '../../components/Button';
import { categoryLabel, type CategoryId } from './categories';
import { FeedEmptyState } from './FeedEmptyState';
import { FeedPageList } from './FeedPageList';
import { PostCard } from './PostCard';

const PAGE_SIZE = 20;

const dadfeedListQuery = graphql`
  query DadfeedListQuery($category: FeedCategory, $first: Int!) {
    ...DadfeedList_query @arguments(category: $category, first: $first)
  }
`;

interface Props {
  category: CategoryId | null;
  /** The empty state's 'Share Your First Post': to the composer. */
  onShareFirst: () => void;
}

/** The Dadfeed's posts, newest first, in the chosen category; a new category fetches the feed again. */
export function DadfeedList({ category, onShareFirst }: Props) {
  const query = useLazyLoadQuery<DadfeedListQuery>(
    dadfeedListQuery,
    { category, first: PAGE_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<DadfeedListPaginationQuery, DadfeedList_query$key>(
    graphql`
      fragment DadfeedList_query on Query
      @argumentDefinitions(
        category: { type: "FeedCategory" }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      )
      @refetchable(queryName: "DadfeedListPaginationQuery") {
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
  const posts = data.dadfeed.edges;

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
