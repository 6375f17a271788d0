import { Users } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { graphql, useLazyLoadQuery, usePaginationFragment } from 'react-relay/hooks';
import type { GroupfeedList_query$key } from '../../../__generated__/GroupfeedList_query.graphql';
import type { GroupfeedListPaginationQuery } from '../../../__generated__/GroupfeedListPaginationQuery.graphql';
import type { GroupfeedListQuery } from '../../../__generated__/GroupfeedListQuery.graphql';
import { buttonClasses } from '../../../components/Button';
import { Link } from '../../../router/Link';
import { FeedEmptyState } from '../FeedEmptyState';
import { LiveFeedList } from '../LiveFeedList';
import { GroupfeedItem } from './GroupfeedItem';
import { useGroupfeedNewPosts } from './useGroupfeedNewPosts';

const PAGE_SIZE = 20;

const groupfeedListQuery = graphql`
  query GroupfeedListQuery($groupId: ID, $first: Int!) {
    ...GroupfeedList_query @arguments(groupId: $groupId, first: $first)
  }
`;

/**
 * The Groupfeed's posts, newest first: from all the member's groups, or from the chosen one (its chip). Others' new
 * posts there are announced as "N new posts" and inserted above on a click (useGroupfeedNewPosts).
 */
export function GroupfeedList({ groupId }: { groupId: string | null }) {
  const query = useLazyLoadQuery<GroupfeedListQuery>(
    groupfeedListQuery,
    { groupId, first: PAGE_SIZE },
    { fetchPolicy: 'store-and-network' },
  );
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    GroupfeedListPaginationQuery,
    GroupfeedList_query$key
  >(
    graphql`
      fragment GroupfeedList_query on Query
      @argumentDefinitions(groupId: { type: "ID" }, first: { type: "Int", defaultValue: 20 }, after: { type: "String" })
      @refetchable(queryName: "GroupfeedListPaginationQuery") {
        groupfeed(first: $first, after: $after, groupId: $groupId) @connection(key: "Groupfeed_groupfeed", filters: ["groupId"]) {
          edges {
            node {
              id
              ...GroupfeedItem_post
            }
          }
        }
      }
    `,
    query,
  );
  const posts = data.groupfeed.edges;
  const shownIds = useMemo(() => posts.map(({ node }) => node.id), [posts]);
  const feed = useRef<HTMLDivElement>(null);
  const newPosts = useGroupfeedNewPosts(groupId, shownIds, feed);
  return (
    <LiveFeedList
      newPosts={newPosts}
      feed={feed}
      empty={
        <FeedEmptyState
          icon={Users}
          title="No group posts yet"
          actions={
            <Link to="/groups" className={buttonClasses()}>
              Browse Groups
            </Link>
          }
        >
          {groupId
            ? 'Nobody has posted in this group yet. Start the conversation!'
            : 'Join a group or team and its posts show up here.'}
        </FeedEmptyState>
      }
      label="Group posts"
      posts={posts.map(({ node }) => node)}
      renderPost={(post) => <GroupfeedItem post={post} />}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={() => loadNext(PAGE_SIZE)}
    />
  );
}
