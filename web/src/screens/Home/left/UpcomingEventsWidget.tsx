/** 'Upcoming Events': the member's next 4 events (attending or hosting), soonest first, each linking to its page. */
import { CalendarDays, MapPin } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { UpcomingEventsWidget_query$key } from '../../../__generated__/UpcomingEventsWidget_query.graphql';
import { buttonClasses } from '../../../components/Button';
import { formatDate } from '../../../lib/dates';
import { Link } from '../../../router/Link';
import { SectionCard, SectionEmpty } from '../SectionCard';
import { WidgetData } from '../WidgetData';
import { UPCOMING_EVENTS_SHOWN } from './left-limits';

type Props = { query: UpcomingEventsWidget_query$key };

export function UpcomingEventsWidget({ query }: Props) {
  return (
    <SectionCard title="Upcoming Events" icon={CalendarDays}>
      <WidgetData
        rows={2}
        label="Loading your events…"
        failedMessage="Your upcoming events could not be loaded right now."
      >
        <UpcomingEventsList query={query} />
      </WidgetData>
    </SectionCard>
  );
}

/** Read inside the widget's boundary: a failed `myUpcomingEvents` shows the widget's own message. */
function UpcomingEventsList({ query }: Props) {
  const { myUpcomingEvents } = useFragment(
    // first: UPCOMING_EVENTS_SHOWN (home-query.test.ts checks they agree)
    graphql`
      fragment UpcomingEventsWidget_query on Query @throwOnFieldError {
        myUpcomingEvents(first: 4) {
          id
          databaseId
          title
          startDate
          location
          isVirtual
        }
      }
    `,
    query,
  );
  const events = (myUpcomingEvents ?? []).slice(0, UPCOMING_EVENTS_SHOWN);
  if (events.length === 0) {
    return (
      <SectionEmpty
        action={
          <Link to="/events" className={buttonClasses({ variant: 'link', size: 'sm' })}>
            Browse events
          </Link>
        }
      >
        No upcoming events yet.
      </SectionEmpty>
    );
  }
  return (
    <ul aria-label="Your upcoming events" className="grid gap-3">
      {events.map((event) => {
        const start = new Date(event.startDate as string);
        return (
          <li key={event.id} className="grid gap-0.5 text-sm">
            <Link
              to={`/events/${event.databaseId}`}
              className="font-semibold text-ink hover:text-brand-700 hover:underline"
            >
              {event.title}
            </Link>
            <time dateTime={start.toISOString()} className="text-xs text-stone-600">
              {formatDate(start, 'dateTime')}
            </time>
            {(event.isVirtual || event.location) && (
              <span className="flex items-center gap-1 text-xs text-stone-500">
                <MapPin aria-hidden className="size-3" />
                {event.isVirtual ? 'Virtual' : event.location}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
