/**
 * A tab that fetches its own query when it is first shown (the admins' tabs: the Reports tab comes with the
 * screen's query), with a placeholder while it loads and a message if it fails. `reload` fetches it again.
 */
import { Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { useQueryLoader, type PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import { Skeleton } from '../components/Skeleton';
import { QuietBoundary } from '../screens/Shell/QuietBoundary';

interface Props<Q extends OperationType> {
  query: GraphQLTaggedNode;
  children: (queryRef: PreloadedQuery<Q>, reload: () => void) => ReactNode;
}

export function TabQuery<Q extends OperationType>({ query, children }: Props<Q>) {
  const [queryRef, load] = useQueryLoader<Q>(query);
  const reload = useCallback(() => load({} as Q['variables'], { fetchPolicy: 'network-only' }), [load]);
  useEffect(() => {
    load({} as Q['variables'], { fetchPolicy: 'store-and-network' });
  }, [load]);
  return (
    <QuietBoundary
      resetKey={queryRef}
      fallback={
        <p role="alert" className="text-sm text-red-700">
          This could not be loaded. Try again later.
        </p>
      }
    >
      <Suspense fallback={<Skeleton className="h-40" />}>{queryRef && children(queryRef, reload)}</Suspense>
    </QuietBoundary>
  );
}
