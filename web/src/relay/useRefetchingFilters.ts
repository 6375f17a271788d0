/**
 * A listing's filters applied on the server: a change refetches the list's connection (the search once typing
 * pauses) in a transition, so the cards shown stay until the new ones are there. `refreshKey` changing (a join, a
 * new or deleted item) fetches the list again with the same filters. The first render shows the route query's page.
 */
import { useEffect, useRef, useState, useTransition } from 'react';
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

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const refresh = lastRefresh.current !== refreshKey;
    lastRefresh.current = refreshKey;
    startTransition(() => {
      refetch(JSON.parse(key) as V, { fetchPolicy: refresh ? 'network-only' : 'store-and-network' });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the variables
  }, [key, refreshKey]);

  // Typing that has not gone out yet counts as a search under way (the directory's spinner).
  return { filters, setFilters, isPending, isSearchPending: isPending || filters.search !== search };
}
