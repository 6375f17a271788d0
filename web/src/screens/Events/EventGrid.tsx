/**
 * A listing tab's cards with 'Load more', after the distance filter (applied here, to the loaded events), or the
 * tab's empty state (one for no events, one for no matches).
 */
import { CalendarX2, SearchX } from 'lucide-react';
import type { EventCard_event$key } from '../../__generated__/EventCard_event.graphql';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import { cn } from '../../lib/cn';
import { EventCard } from './EventCard';

export interface ListedEvent extends EventCard_event$key {
  readonly id: string;
  readonly location: string;
  readonly isVirtual: boolean;
}

interface Props {
  label: string;
  events: readonly ListedEvent[];
  filtered: boolean;
  /** Some events were loaded, but none is within the chosen distance. */
  outOfDistance: boolean;
  /** A refetch is under way: the cards shown fade until the new ones are there. */
  pending: boolean;
  empty: { title: string; text: string };
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: () => void;
}

export function EventGrid({
  label,
  events,
  filtered,
  outOfDistance,
  pending,
  empty,
  hasNext,
  isLoadingNext,
  loadNext,
}: Props) {
  const more = <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={loadNext} />;
  if (events.length === 0) {
    return (
      <div className="grid gap-4" aria-busy={pending}>
        {filtered ? (
          <EmptyState
            icon={SearchX}
            title="No events found"
            text={
              outOfDistance
                ? 'None of the events loaded is within that distance. Load more to look further.'
                : 'Try another search or filter.'
            }
          />
        ) : (
          <EmptyState icon={CalendarX2} title={empty.title} text={empty.text} />
        )}
        {more}
      </div>
    );
  }
  return (
    <div className="grid gap-4" aria-busy={pending}>
      <ul
        aria-label={label}
        className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3', pending && 'opacity-60')}
      >
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
      {more}
    </div>
  );
}
