/** The host card: who organises the event, with a link to his profile. */
import { graphql, useFragment } from 'react-relay/hooks';
import type { EventHostCard_event$key } from '../../__generated__/EventHostCard_event.graphql';
import { Avatar } from '../../components/Avatar';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/Card';
import { dadCardName } from '../../lib/display-name';
import { Link } from '../../router/Link';

export function EventHostCard({ event }: { event: EventHostCard_event$key }) {
  const { creator } = useFragment(
    graphql`
      fragment EventHostCard_event on Event {
        creator {
          databaseId
          username
          firstName
          lastName
          profileImageUrl
          location
        }
      }
    `,
    event,
  );
  const name = creator.firstName || creator.lastName ? dadCardName(creator) : (creator.username ?? 'Dad');
  return (
    <Card>
      <CardHeader>
        <CardTitle>Host</CardTitle>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <Avatar user={creator} src={creator.profileImageUrl} size="lg" alt="" />
        <div className="min-w-0">
          <Link
            to={`/profile/${creator.databaseId}`}
            className="font-bold text-ink hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {name}
          </Link>
          {creator.username && name !== creator.username && (
            <p className="text-sm text-stone-600">{`@${creator.username}`}</p>
          )}
          {creator.location && <p className="text-sm text-stone-600">{creator.location}</p>}
        </div>
      </CardContent>
    </Card>
  );
}
