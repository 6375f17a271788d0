/**
 * A listing tab's filters, applied on the server: a change refetches the tab's connection (the search once typing
 * pauses) in a transition, so the cards shown stay until the new ones are there. `refreshKey` changing (a join,
 * a new or deleted group) fetches the list again with the same filters.
 */
import { useEffect, useRef, useState, useTransition } from 'react';
import { useDebouncedValue } from '../Shell/useDebouncedValue';
import { NO_FILTERS, type GroupFilterValues } from './GroupFilters';

const SEARCH_DEBOUNCE_MS = 300;

export interface GroupListVariables {
  search: string | null;
  category: Exclude<GroupFilterValues['category'], 'all'> | null;
  format: Exclude<GroupFilterValues['format'], 'all'> | null;
}

export function listVariables(filters: GroupFilterValues): GroupListVariables {
  const search = filters.search.trim();
  return {
    search: search === '' ? null : search,
    category: filters.category === 'all' ? null : filters.category,
    format: filters.format === 'all' ? null : filters.format,
  };
}

type Refetch = (variables: GroupListVariables, options: { fetchPolicy: 'network-only' | 'store-and-network' }) => unknown;

export function useGroupListFilters(refetch: Refetch, refreshKey: number) {
  const [filters, setFilters] = useState<GroupFilterValues>(NO_FILTERS);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const [isPending, startTransition] = useTransition();
  const applied = listVariables({ ...filters, search });
  const key = JSON.stringify(applied);
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
      refetch(JSON.parse(key) as GroupListVariables, { fetchPolicy: refresh ? 'network-only' : 'store-and-network' });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the variables
  }, [key, refreshKey]);

  return { filters, setFilters, isPending };
}
