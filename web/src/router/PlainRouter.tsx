/**
 * The visitor's router: the same route table shape without Relay, so a signed-out visitor downloads neither
 * Relay nor the member app.
 */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useLocation } from './history';
import { findRoute } from './match';
import type { RouteDefinition } from './routes';

interface PlainRouterProps {
  routes: readonly RouteDefinition[];
  notFound: ComponentType;
  fallback: ReactNode;
}

export function PlainRouter({ routes, notFound: NotFound, fallback }: PlainRouterProps) {
  const { pathname } = useLocation();
  const found = findRoute(routes, pathname);
  if (!found) return <NotFound />;
  const { Screen } = found.route;
  return (
    <Suspense key={pathname} fallback={fallback}>
      <Screen params={found.params} queryRef={null as never} />
    </Suspense>
  );
}
