/**
 * /events/{id}: the header with what the viewer can do (attend, leave, the waiting list, an
 * invitation; the host's tools), the host and group cards, the attendees; for attendees and the host, Event Photos
 * (in-person), the video lobby (virtual) and Event Discussion. 'Event not found' for an event that is missing or
 * hidden from the viewer. One query for the page, fetched again after each change; `eventChanged` keeps the
 * attendance, the waiting list and the details live.
 */
import { ArrowLeft } from 'lucide-react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { EventScreenQuery } from '../../__generated__/EventScreenQuery.graphql';
import { buttonClasses } from '../../components/Button';
import { PRODUCT_NAME } from '../../product';
import { Link } from '../../router/Link';
import type { ScreenProps } from '../../router/routes';
import { EventAttendees } from './EventAttendees';
import { EventGroupCard } from './EventGroupCard';
import { EventHeader } from './EventHeader';
import { EventHostCard } from './EventHostCard';
import { EventNotFound } from './EventNotFound';
import { EventDiscussion } from './discussion/EventDiscussion';
import { EventPhotos } from './photos/EventPhotos';
import { useEventLive } from './useEventLive';
import { useEventPageRefresh } from './useEventPageRefresh';
import { VideoLobby } from './VideoLobby';

export const eventScreenQuery = graphql`
  query EventScreenQuery($databaseId: String!) {
    event(databaseId: $databaseId) {
      id
      title
      viewerStatus
      ...EventHeader_event
      ...EventHostCard_event
      ...EventGroupCard_event
      ...EventAttendees_event
      ...EventPhotos_event
      ...VideoLobby_event
      ...EventDiscussion_event
    }
  }
`;

export default function EventScreen({ queryRef }: ScreenProps<EventScreenQuery>) {
  const { event } = usePreloadedQuery<EventScreenQuery>(eventScreenQuery, queryRef!);
  const refresh = useEventPageRefresh(queryRef!.variables.databaseId);
  const onChanged = () => void refresh().catch(() => undefined);
  useEventLive(event?.id ?? null, event?.viewerStatus ?? null, onChanged);
  if (!event) return <EventNotFound />;
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-3 py-4 pb-24 sm:px-6 sm:py-8">
      <title>{`${event.title} · ${PRODUCT_NAME}`}</title>
      <Link to="/events" className={buttonClasses({ variant: 'link', size: 'sm', className: 'justify-self-start' })}>
        <ArrowLeft aria-hidden />
        Back to Events
      </Link>
      <EventHeader event={event} onChanged={onChanged} />
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="grid content-start gap-6">
          <VideoLobby event={event} />
          <EventPhotos event={event} />
          <EventDiscussion event={event} />
        </div>
        <aside aria-label="About the event" className="grid content-start gap-6">
          <EventHostCard event={event} />
          <EventGroupCard event={event} />
          <EventAttendees event={event} />
        </aside>
      </div>
    </div>
  );
}
