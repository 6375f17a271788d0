/**
 * Fetching again what a screen already shows: the query goes out in the background, its answer lands in the store
 * and every fragment reading those fields re-renders. Nothing suspends, and a failure leaves what is on screen
 * (the promise rejects: the caller decides whether to say so).
 */
import { useCallback } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';

const noVariables = {};

/** For a query without variables (a fragment's `@refetchable` query): returns `refresh()`. */
export function useRefresh<Q extends OperationType>(query: GraphQLTaggedNode): () => Promise<void> {
  const environment = useRelayEnvironment();
  return useCallback(
    () =>
      fetchQuery<Q>(environment, query, noVariables as Q['variables'], { fetchPolicy: 'network-only' })
        .toPromise()
        .then(() => undefined),
    [environment, query],
  );
}
