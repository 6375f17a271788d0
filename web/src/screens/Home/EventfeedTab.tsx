import { CalendarDays, Plus } from 'lucide-react';
import { buttonClasses } from '../../components/Button';
import { Link } from '../../router/Link';
import { FeedEmptyState } from './FeedEmptyState';

/** The Eventfeed: event activity, the member's events and recommendations, once the events API lands. */
export function EventfeedTab() {
  return (
    <div className="grid gap-4">
      <h2 className="sr-only">Eventfeed</h2>
      <FeedEmptyState
        icon={CalendarDays}
        title="No event activity yet"
        actions={
          <>
            <Link to="/events" className={buttonClasses({ variant: 'outline' })}>
              Browse All Events
            </Link>
            <Link to="/events/create" className={buttonClasses()}>
              <Plus aria-hidden />
              Create Event
            </Link>
          </>
        }
      >
        Meetups, cookouts and game nights near you will show up here.
      </FeedEmptyState>
    </div>
  );
}
