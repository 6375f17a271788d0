import { CircleCheck } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { UpcomingEventCard_event$key } from '../../../__generated__/UpcomingEventCard_event.graphql';
import { Badge } from '../../../components/Badge';
import { CreatorBadge, ManageEventLink, ViewDetailsLink } from './CreatorActions';
import { EventFacts } from '../../../events/EventFacts';

/** One of the member's upcoming events: attending (or hosting), when, where, who comes, and its details. */
export function UpcomingEventCard({ event }: { event: UpcomingEventCard_event$key }) {
  const data = useFragment(
    graphql`
      fragment UpcomingEventCard_event on Event {
        databaseId
        title
        isAttending
        isViewerCreator
        ...EventFacts_event
      }
    `,
    event,
  );
  return (
    <article aria-label={data.title} className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-center gap-2">
        <h4 className="font-bold text-ink">{data.title}</h4>
        {data.isAttending && (
          <Badge variant="secondary" className="bg-emerald-100 text-emerald-800">
            <CircleCheck aria-hidden />
            Attending
          </Badge>
        )}
        {data.isViewerCreator && <CreatorBadge />}
      </header>
      <EventFacts event={data} />
      <footer className="flex flex-wrap gap-2">
        <ViewDetailsLink databaseId={data.databaseId} />
        {data.isViewerCreator && <ManageEventLink databaseId={data.databaseId} />}
      </footer>
    </article>
  );
}
