/** The attendees, in the order they got their place, 20 a page, and how many wait for a place. */
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { EventAttendees_event$key } from '../../__generated__/EventAttendees_event.graphql';
import type { EventAttendeesPaginationQuery } from '../../__generated__/EventAttendeesPaginationQuery.graphql';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/Card';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { groupMemberName } from '../../lib/display-name';
import { Link } from '../../router/Link';

export function EventAttendees({ event }: { event: EventAttendees_event$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    EventAttendeesPaginationQuery,
    EventAttendees_event$key
  >(
    graphql`
      fragment EventAttendees_event on Event
      @refetchable(queryName: "EventAttendeesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        maxAttendees
        waitlistCount
        attendees(first: $count, after: $cursor) @connection(key: "EventAttendees_attendees") {
          totalCount
          edges {
            node {
              id
              status
              user {
                databaseId
                username
                firstName
                lastName
                profileImageUrl
              }
            }
          }
        }
      }
    `,
    event,
  );
  const attendees = data.attendees.edges.map((edge) => edge.node);
  const count = data.attendees.totalCount;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          {data.maxAttendees ? `Attendees (${count} / ${data.maxAttendees})` : `Attendees (${count})`}
        </CardTitle>
        {data.waitlistCount > 0 && (
          <p className="text-sm text-stone-600">{`${data.waitlistCount} on the waiting list`}</p>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {attendees.length === 0 ? (
          <p className="text-sm text-stone-600">Nobody is attending yet.</p>
        ) : (
          <ul aria-label="Attendees" className="grid gap-3">
            {attendees.map((attendee) => (
              <li key={attendee.id} className="flex items-center gap-3">
                <Avatar user={attendee.user} src={attendee.user.profileImageUrl} size="sm" alt="" />
                <Link
                  to={`/profile/${attendee.user.databaseId}`}
                  className="min-w-0 grow truncate font-medium text-ink hover:underline"
                  title={groupMemberName(attendee.user, attendee.user.databaseId)}
                >
                  {groupMemberName(attendee.user, attendee.user.databaseId)}
                </Link>
                <Badge variant="secondary">{attendee.status === 'attending' ? 'Attending' : 'Waiting'}</Badge>
              </li>
            ))}
          </ul>
        )}
        <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(20)} />
      </CardContent>
    </Card>
  );
}
