import { graphql, useFragment } from 'react-relay/hooks';
import type { ProfileStats_user$key } from '../../__generated__/ProfileStats_user.graphql';
import { Card } from '../../components/Card';

/** Posts, Connections, Groups; nothing when the server keeps them from the viewer (a block). */
export function ProfileStats({ user: userKey }: { user: ProfileStats_user$key }) {
  const { stats } = useFragment(
    graphql`
      fragment ProfileStats_user on User {
        stats {
          posts
          connections
          groups
        }
      }
    `,
    userKey,
  );
  if (!stats) return null;
  const items = [
    ['Posts', stats.posts],
    ['Connections', stats.connections],
    ['Groups', stats.groups],
  ] as const;
  return (
    <Card>
      <dl className="grid grid-cols-3 divide-x divide-stone-100 text-center">
        {items.map(([label, count]) => (
          <div key={label} className="flex flex-col-reverse gap-0.5 px-2 py-4">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="text-2xl font-bold text-ink tabular-nums">{count}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
