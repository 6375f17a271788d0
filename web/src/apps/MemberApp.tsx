/**
 * A signed-in member's app: Relay, the toasts, and the route table for their access state. Its query starts as
 * soon as this chunk loads: the first screen's own query when that one carries the shell's data (the home page's
 * does, so opening it costs one request), else the shell's. Completing onboarding updates the viewer in the
 * store and the table switches.
 */
import { lazy, Suspense, useEffect } from 'react';
import {
  graphql,
  loadQuery,
  RelayEnvironmentProvider,
  useFragment,
  usePreloadedQuery,
  type PreloadedQuery,
} from 'react-relay/hooks';
import type { GraphQLTaggedNode, OperationType } from 'relay-runtime';
import type { MemberApp_query$key } from '../__generated__/MemberApp_query.graphql';
import type { MemberAppQuery } from '../__generated__/MemberAppQuery.graphql';
import { Spinner } from '../components/Spinner';
import { LazyToaster } from '../components/toast/LazyToaster';
import { environment } from '../relay/environment';
import { getLocation } from '../router/history';
import { isLazyQuery } from '../router/lazy-query';
import { findRoute } from '../router/match';
import { Router } from '../router/Router';
import { SignedInLayout } from '../screens/Shell/SignedInLayout';
import { signedInMember } from '../session/signed-in';
import { handleSessionLoss } from '../session/session-loss';
import { completeProfileRoutes, incompleteProfileRoutes } from './member-routes';

// A member rarely meets it: its code loads when he does (the router's fallback shows meanwhile).
const NotFoundScreen = lazy(() => import('../screens/NotFound/NotFoundScreen'));

/** What the app itself needs: which route table, and the shell. Screens that carry the shell spread it. */
const memberAppFragment = graphql`
  fragment MemberApp_query on Query {
    viewer {
      isProfileComplete
      ...SignedInLayout_viewer
    }
    ...SignedInLayout_query
  }
`;

const memberAppQuery = graphql`
  query MemberAppQuery {
    ...MemberApp_query
  }
`;

interface StartQuery {
  node: GraphQLTaggedNode;
  ref: PreloadedQuery<OperationType>;
}

function startQuery(): StartQuery {
  // The session said whether the profile is complete; only then is the first screen the one the address names.
  const found = signedInMember()?.isProfileComplete ? findRoute(completeProfileRoutes, getLocation().pathname) : null;
  const query = found?.route.query;
  if (found && query?.includesShell && !isLazyQuery(query.node)) {
    void found.route.load().catch(() => undefined); // the screen's code and its data side by side
    return { node: query.node, ref: loadQuery(environment, query.node, query.variables(found.params)) };
  }
  return { node: memberAppQuery, ref: loadQuery<MemberAppQuery>(environment, memberAppQuery, {}) };
}

const start = startQuery();

function MemberRoutes({ query }: { query: StartQuery }) {
  const data = usePreloadedQuery(query.node, query.ref) as MemberApp_query$key;
  const app = useFragment(memberAppFragment, data);
  const { viewer } = app;
  useEffect(() => {
    if (!viewer) handleSessionLoss();
  }, [viewer]);
  if (!viewer) return <Spinner />;
  if (!viewer.isProfileComplete) {
    return <Router routes={incompleteProfileRoutes} notFound={NotFoundScreen} fallback={<Spinner />} />;
  }
  return (
    <SignedInLayout viewer={viewer} query={app}>
      <Router routes={completeProfileRoutes} notFound={NotFoundScreen} fallback={<Spinner />} />
    </SignedInLayout>
  );
}

export default function MemberApp() {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback={<Spinner />}>
        <MemberRoutes query={start} />
      </Suspense>
      <LazyToaster />
    </RelayEnvironmentProvider>
  );
}
