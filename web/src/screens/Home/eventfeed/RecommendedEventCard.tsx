import { CircleCheck, Plus } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RecommendedEventCard_event$key } from '../../../__generated__/RecommendedEventCard_event.graphql';
import { Button } from '../../../components/Button';
import { CreatorBadge, ManageEventLink, ViewDetailsLink } from './CreatorActions';
import { EventFacts } from '../../../events/EventFacts';
import type { JoinStatus } from './useJoinEvent';

interface Props {
  event: RecommendedEventCard_event$key;
  status: JoinStatus;
  onJoin: (id: string) => void;
}

/** An event picked for the member: View Details, then Join Event (or, for its host, Event Creator and Manage Event). */
export function RecommendedEventCard({ event, status, onJoin }: Props) {
  const data = useFragment(
    graphql`
      fragment RecommendedEventCard_event on Event {
        id
        databaseId
        title
        isAttending
        isViewerCreator
        ...EventFacts_event
      }
    `,
    event,
  );
  const attending = status === 'joined' || data.isAttending;
  return (
    <article aria-label={data.title} className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-center gap-2">
        <h4 className="font-bold text-ink">{data.title}</h4>
        {data.isViewerCreator && <CreatorBadge />}
      </header>
      <EventFacts event={data} />
      <footer className="flex flex-wrap gap-2">
        <ViewDetailsLink databaseId={data.databaseId} />
        {data.isViewerCreator ? (
          <ManageEventLink databaseId={data.databaseId} />
        ) : attending ? (
          <Button size="sm" variant="secondary" disabled>
            <CircleCheck aria-hidden />
            Attending
          </Button>
        ) : (
          <Button size="sm" loading={status === 'joining'} onClick={() => onJoin(data.id)}>
            {status === 'joining' ? (
              'Joining'
            ) : (
              <>
                <Plus aria-hidden />
                Join Event
              </>
            )}
          </Button>
        )}
      </footer>
    </article>
  );
}
