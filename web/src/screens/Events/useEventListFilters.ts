/**
 * A listing tab's filters: the server's (search once typing pauses, category, time, visibility, type) refetch the
 * tab's connection in a transition, so the cards shown stay until the new ones are there; distance stays in the
 * browser. `refreshKey` changing (a new event, an answered invitation) fetches the list again with the same filters.
 */
import { useEffect, useRef, useState, useTransition } from 'react';
import type { EventCategoryId, TimeFilterId, TypeFilterId, VisibilityFilterId } from '../../lib/events';
import { useDebouncedValue } from '../Shell/useDebouncedValue';
import { NO_FILTERS, type EventFilterValues } from './EventFilters';

const SEARCH_DEBOUNCE_MS = 300;

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

export type EventListRefetch = (variables: EventListVariables, options: { fetchPolicy: 'network-only' | 'store-and-network' }) => unknown;

export function useEventListFilters(refetch: EventListRefetch, refreshKey: number, timeZone: string) {
  const [filters, setFilters] = useState<EventFilterValues>(NO_FILTERS);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const [isPending, startTransition] = useTransition();
  const key = JSON.stringify(listVariables({ ...filters, search }, timeZone));
  const first = useRef(true);
  const lastRefresh = useRef(refreshKey);

  useEffect(() => {
    // The first render shows the route query's page; later ones refetch.
    if (first.current) {
      first.current = false;
      return;
    }
    const refresh = lastRefresh.current !== refreshKey;
    lastRefresh.current = refreshKey;
    startTransition(() => {
      refetch(JSON.parse(key) as EventListVariables, { fetchPolicy: refresh ? 'network-only' : 'store-and-network' });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the variables
  }, [key, refreshKey]);

  return { filters, setFilters, isPending };
}
