/**
 * A listing's filters applied on the server: a change refetches the list's connection (the search once typing
 * pauses) in a transition, so the cards shown stay until the new ones are there. `refreshKey` changing (a join, a
 * new or deleted item) fetches the list again with the same filters. The first render shows the route query's page.
 */
import { useEffect, useEffectEvent, useRef, useState, useTransition } from 'react';
import { useDebouncedValue } from '../screens/Shell/useDebouncedValue';

const SEARCH_DEBOUNCE_MS = 300;

export type ListRefetch<V> = (variables: V, options: { fetchPolicy: 'network-only' | 'store-and-network' }) => unknown;

export function useRefetchingFilters<F extends { search: string }, V>(
  initial: F,
  variablesOf: (filters: F) => V,
  refetch: ListRefetch<V>,
  refreshKey: number,
) {
  const [filters, setFilters] = useState<F>(initial);
  const search = useDebouncedValue(filters.search, SEARCH_DEBOUNCE_MS);
  const [isPending, startTransition] = useTransition();
  const key = JSON.stringify(variablesOf({ ...filters, search }));
  const first = useRef(true);
  const lastRefresh = useRef(refreshKey);
  // The key stands for the variables: only it and refreshKey decide when to fetch, never refetch's identity.
  const fetchList = useEffectEvent((variablesKey: string, refresh: boolean) => {
    startTransition(() => {
      refetch(JSON.parse(variablesKey) as V, { fetchPolicy: refresh ? 'network-only' : 'store-and-network' });
    });
  });

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const refresh = lastRefresh.current !== refreshKey;
    lastRefresh.current = refreshKey;
    fetchList(key, refresh);
  }, [key, refreshKey]);

  // Typing that has not gone out yet counts as a search under way (the directory's spinner).
  return { filters, setFilters, isPending, isSearchPending: isPending || filters.search !== search };
}
