/**
 * Renders the route for the address. On each navigation the next screen's code and query start loading
 * together, outside render; the previous query is released once the new screen has taken over.
 */
import { Suspense, use, useEffect, useMemo, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { loadQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import type { GraphQLTaggedNode, IEnvironment, OperationType } from 'relay-runtime';
import { getLocation, subscribeToLocation, type AppLocation } from './history';
import { isLazyQuery } from './lazy-query';
import { findRoute, type RouteParams } from './match';
import type { RouteDefinition } from './routes';

type QueryRef = PreloadedQuery<OperationType>;

interface Entry {
  key: string;
  route: RouteDefinition | null;
  params: RouteParams;
  /** A promise while the query's artifact is still on its way (a `lazyQuery` route's first visit). */
  queryRef: QueryRef | Promise<QueryRef> | null;
}

function startQuery(
  environment: IEnvironment,
  route: RouteDefinition,
  params: RouteParams,
  first: boolean,
): Entry['queryRef'] {
  const query = route.query;
  if (!query) return null;
  const start = (node: GraphQLTaggedNode) =>
    loadQuery<OperationType>(environment, node, query.variables(params), {
      fetchPolicy: first ? 'store-or-network' : 'store-and-network',
    });
  if (!isLazyQuery(query.node)) return start(query.node);
  const loaded = query.node.current;
  return loaded ? start(loaded.default) : query.node.load().then((module) => start(module.default));
}

const release = (queryRef: Entry['queryRef']) =>
  void Promise.resolve(queryRef).then(
    (ref) => ref?.dispose(),
    () => undefined,
  );

/** Long enough for React to have rendered the next screen; then the old query's data may be collected. */
const RELEASE_DELAY_MS = 5_000;

/**
 * `first`: the screen the app opens with may find its data in the store already (the member app starts with the
 * first screen's query when it carries the shell): it is fetched only if missing. Later navigations fetch again.
 */
function prepare(
  environment: IEnvironment,
  routes: readonly RouteDefinition[],
  location: AppLocation,
  first = false,
): Entry {
  const found = findRoute(routes, location.pathname);
  if (!found) return { key: location.pathname, route: null, params: {}, queryRef: null };
  const { route, params } = found;
  void route.load().catch(() => undefined); // the Screen's lazy() reports a failed chunk
  return {
    key: `${location.pathname}${location.search}`,
    route,
    params,
    queryRef: startQuery(environment, route, params, first),
  };
}

function createRouteStore(environment: IEnvironment, routes: readonly RouteDefinition[]) {
  let entry = prepare(environment, routes, getLocation(), true);
  const listeners = new Set<() => void>();
  let unsubscribe: (() => void) | null = null;
  return {
    get: () => entry,
    subscribe(listener: () => void) {
      listeners.add(listener);
      unsubscribe ??= subscribeToLocation(() => {
        const previous = entry;
        entry = prepare(environment, routes, getLocation());
        for (const notify of listeners) notify();
        setTimeout(() => release(previous.queryRef), RELEASE_DELAY_MS);
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unsubscribe?.();
          unsubscribe = null;
        }
      };
    },
    dispose: () => release(entry.queryRef),
  };
}

interface RouterProps {
  routes: readonly RouteDefinition[];
  notFound: ComponentType;
  fallback: ReactNode;
}

export function Router({ routes, notFound: NotFound, fallback }: RouterProps) {
  const environment = useRelayEnvironment();
  const store = useMemo(() => createRouteStore(environment, routes), [environment, routes]);
  useEffect(
    () => () => {
      setTimeout(store.dispose, RELEASE_DELAY_MS);
    },
    [store],
  );
  const entry = useSyncExternalStore(store.subscribe, store.get);
  if (!entry.route) return <NotFound />;
  return (
    <Suspense key={entry.key} fallback={fallback}>
      <RouteScreen entry={entry} route={entry.route} />
    </Suspense>
  );
}

/** Suspends while a lazy query's artifact loads (a failed chunk reaches the error boundary, as a screen's does). */
function RouteScreen({ entry, route }: { entry: Entry; route: RouteDefinition }) {
  const queryRef = entry.queryRef instanceof Promise ? use(entry.queryRef) : entry.queryRef;
  const { Screen } = route;
  return <Screen params={entry.params} queryRef={queryRef as never} />;
}
