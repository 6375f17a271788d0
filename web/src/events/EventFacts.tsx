import { CalendarDays, Clock, MapPinned, Users, Video } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EventFacts_event$key } from '../__generated__/EventFacts_event.graphql';
import { attendeeLabel, eventDay, eventTime } from './event-facts';

/** An event's date, time, place (or 'Virtual event') and attendee count, as a small list. */
export function EventFacts({ event }: { event: EventFacts_event$key }) {
  const data = useFragment(
    graphql`
      fragment EventFacts_event on Event {
        startDate
        endDate
        location
        isVirtual
        attendeeCount
        maxAttendees
      }
    `,
    event,
  );
  const facts = [
    { icon: CalendarDays, label: 'Date', text: eventDay(data.startDate) },
    { icon: Clock, label: 'Time', text: eventTime(data.startDate, data.endDate) },
    data.isVirtual
      ? { icon: Video, label: 'Location', text: 'Virtual event' }
      : { icon: MapPinned, label: 'Location', text: data.location || 'Location to be announced' },
    { icon: Users, label: 'Attendees', text: attendeeLabel(data.attendeeCount, data.maxAttendees) },
  ];
  return (
    <dl className="grid gap-1 text-sm text-stone-700 sm:grid-cols-2">
      {facts.map(({ icon: Icon, label, text }) => (
        <div key={label} className="flex min-w-0 items-center gap-1.5">
          <Icon aria-hidden className="size-4 shrink-0 text-brand-700" />
          <dt className="sr-only">{label}</dt>
          <dd className="truncate" title={text}>
            {text}
          </dd>
        </div>
      ))}
    </dl>
  );
}
