/**
 * The Groupfeed: the header with the member's group count, the composer, a chip per
 * group to narrow the posts, and the posts. Loaded when the tab is shown (the inactive tabs are not mounted).
 */
import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { GroupfeedTabQuery } from '../../__generated__/GroupfeedTabQuery.graphql';
import { Badge } from '../../components/Badge';
import { FeedLoading } from './groupfeed/FeedLoading';
import { GroupChips } from './groupfeed/GroupChips';
import { GroupfeedComposer } from './groupfeed/GroupfeedComposer';
import { GroupfeedList } from './groupfeed/GroupfeedList';

const groupfeedTabQuery = graphql`
  query GroupfeedTabQuery @throwOnFieldError {
    myGroups(first: 100) {
      totalCount
      edges {
        node {
          group {
            id
            name
          }
        }
      }
    }
  }
`;

export function GroupfeedTab() {
  return (
    <Suspense fallback={<FeedLoading label="Loading the Groupfeed…" />}>
      <Groupfeed />
    </Suspense>
  );
}

function Groupfeed() {
  const { myGroups } = useLazyLoadQuery<GroupfeedTabQuery>(groupfeedTabQuery, {}, { fetchPolicy: 'store-and-network' });
  const groups = (myGroups?.edges ?? []).map(({ node }) => node.group);
  const [chosen, setChosen] = useState<string | null>(null);
  // A chip for a group the member has since left reads as 'All Groups'.
  const groupId = groups.some((g) => g.id === chosen) ? chosen : null;
  const count = myGroups?.totalCount ?? 0;
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-2">
        <h2 className="text-lg font-bold text-ink">Groupfeed</h2>
        <Badge data-testid="group-count">
          {count}
          <span className="sr-only">{count === 1 ? ' group' : ' groups'}</span>
        </Badge>
      </div>
      <GroupfeedComposer groups={groups} chipGroupId={groupId} />
      {groups.length > 0 && <GroupChips groups={groups} value={groupId} onChange={setChosen} />}
      <Suspense fallback={<FeedLoading label="Loading group posts…" />}>
        <GroupfeedList groupId={groupId} />
      </Suspense>
    </div>
  );
}
