/** 'Your Groups & Teams': the first 3 of the member's groups, each linking to its page, and the way to more. */
import { Users } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MyGroupsWidget_query$key } from '../../../__generated__/MyGroupsWidget_query.graphql';
import { buttonClasses } from '../../../components/Button';
import { Link } from '../../../router/Link';
import { SectionCard, SectionEmpty } from '../SectionCard';
import { WidgetData } from '../WidgetData';
import { GROUPS_SHOWN } from './left-limits';
import { WidgetEntry } from './WidgetEntry';

const linkLook = buttonClasses({ variant: 'link', size: 'sm' });

type Props = { query: MyGroupsWidget_query$key };

export function MyGroupsWidget({ query }: Props) {
  return (
    <SectionCard title="Your Groups & Teams" icon={Users}>
      <WidgetData
        rows={GROUPS_SHOWN}
        label="Loading your groups…"
        failedMessage="Your groups could not be loaded right now."
      >
        <MyGroupsList query={query} />
      </WidgetData>
    </SectionCard>
  );
}

/** Read inside the widget's boundary: a failed `myGroups` shows the widget's own message. */
function MyGroupsList({ query }: Props) {
  const { myGroups } = useFragment(
    // first: GROUPS_SHOWN (home-query.test.ts checks they agree)
    graphql`
      fragment MyGroupsWidget_query on Query @throwOnFieldError {
        myGroups(first: 3) {
          totalCount
          edges {
            node {
              group {
                id
                databaseId
                name
                imageUrl
                memberCount
              }
            }
          }
        }
      }
    `,
    query,
  );
  const groups = (myGroups?.edges ?? []).slice(0, GROUPS_SHOWN).map((edge) => edge.node.group);
  const total = myGroups?.totalCount ?? 0;
  if (groups.length === 0) {
    return (
      <SectionEmpty
        action={
          <Link to="/groups" className={linkLook}>
            Find a group
          </Link>
        }
      >
        You have not joined any groups yet.
      </SectionEmpty>
    );
  }
  return (
    <div className="grid gap-3">
      <ul aria-label="Your groups" className="grid gap-3">
        {groups.map((group) => (
          <li key={group.id} className="flex items-center gap-3 text-sm">
            <WidgetEntry
              name={group.name}
              imageUrl={group.imageUrl}
              to={`/groups/${group.databaseId}`}
              count={group.memberCount}
              noun="member"
            />
          </li>
        ))}
      </ul>
      {total > GROUPS_SHOWN && (
        <Link to="/groups" className={linkLook}>
          View all {total} groups
        </Link>
      )}
    </div>
  );
}
