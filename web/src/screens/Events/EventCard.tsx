/**
 * One event in the listing: its picture, title (opening /events/{id}), time status, Virtual or In-Person, privacy,
 * the viewer's part in it, at most 2 categories plus '+N', date, time, place and attendance.
 */
import { Lock } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EventCard_event$key } from '../../__generated__/EventCard_event.graphql';
import { Badge } from '../../components/Badge';
import { Card } from '../../components/Card';
import { SafeImage } from '../../components/SafeImage';
import { CategoryBadges } from '../../events/CategoryBadges';
import { EventFacts } from '../../events/EventFacts';
import { TimeStatusBadge } from '../../events/TimeStatusBadge';
import { Link } from '../../router/Link';

const VIEWER_BADGES: Partial<Record<string, string>> = {
  HOST: 'Hosting',
  ATTENDING: 'Attending',
  WAITING: 'On the waiting list',
  INVITED: 'Invited',
};

export function EventCard({ event }: { event: EventCard_event$key }) {
  const data = useFragment(
    graphql`
      fragment EventCard_event on Event {
        databaseId
        title
        description
        startDate
        isVirtual
        isPublic
        isFull
        imageUrl
        categories
        viewerStatus
        ...EventFacts_event
      }
    `,
    event,
  );
  const viewerBadge = VIEWER_BADGES[data.viewerStatus];
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      {data.imageUrl && <SafeImage src={data.imageUrl} alt="" loading="lazy" className="h-32 w-full object-cover" />}
      <div className="flex grow flex-col gap-3 p-4">
        <h3 className="text-lg font-bold text-ink">
          <Link
            to={`/events/${data.databaseId}`}
            className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {data.title}
          </Link>
        </h3>
        <div className="flex flex-wrap gap-1.5">
          <TimeStatusBadge startDate={data.startDate} />
          <Badge variant="secondary">{data.isVirtual ? 'Virtual' : 'In-Person'}</Badge>
          {!data.isPublic && (
            <Badge variant="outline">
              <Lock aria-hidden />
              Private
            </Badge>
          )}
          {viewerBadge && <Badge>{viewerBadge}</Badge>}
          {data.isFull && <Badge variant="destructive">Event Full</Badge>}
        </div>
        <CategoryBadges categories={data.categories} />
        {data.description && (
          <p className="line-clamp-2 text-sm text-stone-700" title={data.description}>
            {data.description}
          </p>
        )}
        <div className="mt-auto border-t border-stone-100 pt-3">
          <EventFacts event={data} />
        </div>
      </div>
    </Card>
  );
}
