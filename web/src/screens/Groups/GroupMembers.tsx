/** The members list with join dates, oldest first (the creator leads), paged. Refused to a private group's outsider. */
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { GroupMembers_group$key } from '../../__generated__/GroupMembers_group.graphql';
import type { GroupMembersPaginationQuery } from '../../__generated__/GroupMembersPaginationQuery.graphql';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/Card';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { GroupMemberRow } from './GroupMemberRow';

export function GroupMembers({ group }: { group: GroupMembers_group$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    GroupMembersPaginationQuery,
    GroupMembers_group$key
  >(
    graphql`
      fragment GroupMembers_group on Group
      @refetchable(queryName: "GroupMembersPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        members(first: $count, after: $cursor) @connection(key: "GroupMembers_members") {
          totalCount
          edges {
            node {
              user {
                id
              }
              ...GroupMemberRow_membership
            }
          }
        }
      }
    `,
    group,
  );
  const members = (data.members?.edges ?? []).map((edge) => edge.node);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{`Members (${data.members?.totalCount ?? members.length})`}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {members.length === 0 ? (
          <p className="text-sm text-stone-600">Members are shown to members only.</p>
        ) : (
          <ul aria-label="Members" className="grid grid-cols-1 gap-3">
            {members.map((member) => (
              <li key={member.user.id}>
                <GroupMemberRow membership={member} />
              </li>
            ))}
          </ul>
        )}
        <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(20)} />
      </CardContent>
    </Card>
  );
}
