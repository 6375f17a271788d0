/** The group-event card: the group the event belongs to, with View Group (nothing for an event without one). */
import { graphql, useFragment } from 'react-relay/hooks';
import type { EventGroupCard_event$key } from '../../__generated__/EventGroupCard_event.graphql';
import { Avatar } from '../../components/Avatar';
import { buttonClasses } from '../../components/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/Card';
import { Link } from '../../router/Link';

export function EventGroupCard({ event }: { event: EventGroupCard_event$key }) {
  const { group } = useFragment(
    graphql`
      fragment EventGroupCard_event on Event {
        group {
          databaseId
          name
          imageUrl
        }
      }
    `,
    event,
  );
  if (!group) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Group Event</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-3">
        <Avatar user={{ username: group.name }} src={group.imageUrl} size="md" alt="" />
        <p className="min-w-0 grow font-semibold text-ink">{group.name}</p>
        <Link to={`/groups/${group.databaseId}`} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
          View Group
        </Link>
      </CardContent>
    </Card>
  );
}
