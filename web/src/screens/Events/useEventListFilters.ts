/**
 * An events listing tab's filters: search, category, time, visibility and type go to the server
 * (relay/useRefetchingFilters.ts), with the member's time zone; distance stays in the browser.
 */
import type { EventCategoryId, TimeFilterId, TypeFilterId, VisibilityFilterId } from '../../lib/events';
import { useRefetchingFilters, type ListRefetch } from '../../relay/useRefetchingFilters';
import { NO_FILTERS, type EventFilterValues } from './EventFilters';

export interface EventListVariables {
  search: string | null;
  category: EventCategoryId | null;
  time: TimeFilterId;
  visibility: VisibilityFilterId;
  type: TypeFilterId;
  timeZone: string;
}

export function listVariables(filters: EventFilterValues, timeZone: string): EventListVariables {
  const search = filters.search.trim();
  return {
    search: search === '' ? null : search,
    category: filters.category === 'all' ? null : filters.category,
    time: filters.time,
    visibility: filters.visibility,
    type: filters.type,
    timeZone,
  };
}

export type EventListRefetch = ListRefetch<EventListVariables>;

export function useEventListFilters(refetch: EventListRefetch, refreshKey: number, timeZone: string) {
  return useRefetchingFilters(
    NO_FILTERS,
    (filters: EventFilterValues) => listVariables(filters, timeZone),
    refetch,
    refreshKey,
  );
}
