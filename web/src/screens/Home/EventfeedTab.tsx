/**
 * The Eventfeed: recent activity in the member's events, their upcoming events, events
 * recommended for them (joined from here), and ways to browse or create events. Loaded when the tab is shown.
 */
import { Activity, CalendarCheck, CalendarDays, Plus, Sparkles } from 'lucide-react';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { EventfeedTabQuery } from '../../__generated__/EventfeedTabQuery.graphql';
import { buttonClasses } from '../../components/Button';
import { Link } from '../../router/Link';
import { EventActivityItem } from './eventfeed/EventActivityItem';
import { EventfeedSection } from './eventfeed/EventfeedSection';
import { RecommendedEventCard } from './eventfeed/RecommendedEventCard';
import { UpcomingEventCard } from './eventfeed/UpcomingEventCard';
import { UPCOMING_LIMIT, useJoinEvent } from './eventfeed/useJoinEvent';
import { FeedLoading } from './groupfeed/FeedLoading';

const ACTIVITY_LIMIT = 10;
const RECOMMENDED_LIMIT = 6;

const eventfeedTabQuery = graphql`
  query EventfeedTabQuery($activity: Int!, $upcoming: Int!, $recommended: Int!) @throwOnFieldError {
    eventActivity(first: $activity) {
      id
      ...EventActivityItem_post
    }
    myUpcomingEvents(first: $upcoming) {
      id
      ...UpcomingEventCard_event
    }
    recommendedEvents(first: $recommended) {
      id
      ...RecommendedEventCard_event
    }
  }
`;

export function EventfeedTab() {
  return (
    <div className="grid gap-6">
      <h2 className="sr-only">Eventfeed</h2>
      <Suspense fallback={<FeedLoading label="Loading the Eventfeed…" />}>
        <EventfeedSections />
      </Suspense>
      <div className="flex flex-wrap justify-center gap-2 border-t border-stone-200 pt-4">
        <Link to="/events" className={buttonClasses({ variant: 'outline' })}>
          <CalendarDays aria-hidden />
          Browse All Events
        </Link>
        <Link to="/events/create" className={buttonClasses()}>
          <Plus aria-hidden />
          Create Event
        </Link>
      </div>
    </div>
  );
}

function EventfeedSections() {
  const data = useLazyLoadQuery<EventfeedTabQuery>(
    eventfeedTabQuery,
    { activity: ACTIVITY_LIMIT, upcoming: UPCOMING_LIMIT, recommended: RECOMMENDED_LIMIT },
    { fetchPolicy: 'store-and-network' },
  );
  const { statusOf, join } = useJoinEvent();
  return (
    <>
      <EventfeedSection title="Recent Event Activity" icon={Activity} empty="No recent activity in your events yet.">
        {data.eventActivity.map((post) => (
          <li key={post.id}>
            <EventActivityItem post={post} />
          </li>
        ))}
      </EventfeedSection>
      <EventfeedSection
        title="Your Upcoming Events"
        icon={CalendarCheck}
        empty="You have no upcoming events. Join one below or create your own."
      >
        {(data.myUpcomingEvents ?? []).map((event) => (
          <li key={event.id}>
            <UpcomingEventCard event={event} />
          </li>
        ))}
      </EventfeedSection>
      <EventfeedSection
        title="Recommended for You"
        icon={Sparkles}
        empty="No recommendations right now. Add your location and interests to your profile for better picks."
      >
        {data.recommendedEvents.map((event) => (
          <li key={event.id}>
            <RecommendedEventCard event={event} status={statusOf(event.id)} onJoin={(id) => void join(id)} />
          </li>
        ))}
      </EventfeedSection>
    </>
  );
}
