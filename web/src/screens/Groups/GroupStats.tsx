/** Group Stats: members, posts this week (the server's count) and an activity label derived from it. */
import { graphql, useFragment } from 'react-relay/hooks';
import type { GroupStats_group$key } from '../../__generated__/GroupStats_group.graphql';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/Card';
import { groupActivityLabel } from '../../lib/groups';

export function GroupStats({ group }: { group: GroupStats_group$key }) {
  const data = useFragment(
    graphql`
      fragment GroupStats_group on Group {
        memberCount
        postsThisWeek
      }
    `,
    group,
  );
  const postsThisWeek = data.postsThisWeek ?? 0;
  const rows: Array<[string, string]> = [
    ['Members', String(data.memberCount)],
    ['Posts this week', String(postsThisWeek)],
    ['Activity', groupActivityLabel(postsThisWeek)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Group Stats</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3 text-sm">
              <dt className="text-stone-600">{label}</dt>
              <dd className="font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
