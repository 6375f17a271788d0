/** What My Events and Explore Events show: the filters, then the cards (within the distance) or the empty state. */
import { matchesDistance } from '../../lib/event-distance';
import { EventFilters, isFiltered } from './EventFilters';
import { EventGrid, type ListedEvent } from './EventGrid';
import { useEventListFilters, type EventListRefetch } from './useEventListFilters';

export const EVENTS_PAGE_SIZE = 12;

/** What the screen gives each listing tab. */
export interface TabProps<K> {
  query: K;
  /** Changes after a new event or an answered invitation: the tab fetches its list again. */
  refreshKey: number;
  /** The viewer's own location, for the distance filter. */
  viewerLocation: string | null;
  timeZone: string;
}

interface Props extends Omit<TabProps<unknown>, 'query'> {
  tabName: string;
  listLabel: string;
  empty: { title: string; text: string };
  events: readonly ListedEvent[];
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
  refetch: EventListRefetch;
}

export function EventsTabBody({
  tabName,
  listLabel,
  empty,
  events,
  hasNext,
  isLoadingNext,
  loadNext,
  refetch,
  refreshKey,
  viewerLocation,
  timeZone,
}: Props) {
  const { filters, setFilters, isPending } = useEventListFilters(refetch, refreshKey, timeZone);
  const shown = events.filter((event) => matchesDistance(event, filters.distance, viewerLocation));
  return (
    <section aria-label={tabName} className="grid gap-4">
      <EventFilters tabName={tabName} value={filters} onChange={setFilters} />
      <EventGrid
        label={listLabel}
        events={shown}
        filtered={isFiltered(filters)}
        outOfDistance={events.length > 0 && shown.length === 0}
        pending={isPending}
        empty={empty}
        hasNext={hasNext}
        isLoadingNext={isLoadingNext}
        loadNext={() => loadNext(EVENTS_PAGE_SIZE)}
      />
    </section>
  );
}
