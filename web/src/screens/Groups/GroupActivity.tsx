/**
 * Group Activity: the group's posts, newest first, as the shared post cards (a click on a post, or its Comments button,
 * toggles its comments). A deleted post leaves the list with 'Post Deleted'. Empty for a private group's non-member.
 */
import { MessageSquare } from 'lucide-react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { GroupActivity_group$key } from '../../__generated__/GroupActivity_group.graphql';
import type { GroupActivityPaginationQuery } from '../../__generated__/GroupActivityPaginationQuery.graphql';
import { EmptyState } from '../../components/EmptyState';
import { PagedPostList } from '../../posts/PagedPostList';

const PAGE_SIZE = 10;

export function GroupActivity({ group }: { group: GroupActivity_group$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    GroupActivityPaginationQuery,
    GroupActivity_group$key
  >(
    graphql`
      fragment GroupActivity_group on Group
      @refetchable(queryName: "GroupActivityPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 10 }, cursor: { type: "String" }) {
        posts(first: $count, after: $cursor) @connection(key: "GroupActivity_posts") {
          __id
          edges {
            node {
              id
              ...PostCard_post
            }
          }
        }
      }
    `,
    group,
  );
  return (
    <section aria-labelledby="group-activity" className="grid gap-3">
      <h2 id="group-activity" className="text-xl font-bold text-ink">
        Group Activity
      </h2>
      <PagedPostList
        label="Group posts"
        posts={(data.posts?.edges ?? []).map((edge) => edge.node)}
        connectionId={data.posts?.__id}
        deletedTitle="Post Deleted"
        empty={<EmptyState icon={MessageSquare} title="No posts yet" text="Posts shared in this group show here." />}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={() => loadNext(PAGE_SIZE)}
      />
    </section>
  );
}
