/**
 * A signed-in member's app: Relay, the toasts, and the route table for their access state. The viewer query
 * starts as soon as this chunk loads; completing onboarding updates it in the store and the table switches.
 */
import { Suspense, useEffect } from 'react';
import { graphql, loadQuery, RelayEnvironmentProvider, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { MemberAppQuery } from '../__generated__/MemberAppQuery.graphql';
import { Spinner } from '../components/Spinner';
import { Toaster } from '../components/toast/Toaster';
import { environment } from '../relay/environment';
import { Router } from '../router/Router';
import NotFoundScreen from '../screens/NotFound/NotFoundScreen';
import { SignedInLayout } from '../screens/Shell/SignedInLayout';
import { handleSessionLoss } from '../session/session-loss';
import { completeProfileRoutes, incompleteProfileRoutes } from './member-routes';

const memberAppQuery = graphql`
  query MemberAppQuery {
    viewer {
      isProfileComplete
      ...SignedInLayout_viewer
    }
  }
`;

const viewerRef = loadQuery<MemberAppQuery>(environment, memberAppQuery, {});

function MemberRoutes({ queryRef }: { queryRef: PreloadedQuery<MemberAppQuery> }) {
  const { viewer } = usePreloadedQuery<MemberAppQuery>(memberAppQuery, queryRef);
  useEffect(() => {
    if (!viewer) handleSessionLoss();
  }, [viewer]);
  if (!viewer) return <Spinner />;
  if (!viewer.isProfileComplete) {
    return <Router routes={incompleteProfileRoutes} notFound={NotFoundScreen} fallback={<Spinner />} />;
  }
  return (
    <SignedInLayout viewer={viewer}>
      <Router routes={completeProfileRoutes} notFound={NotFoundScreen} fallback={<Spinner />} />
    </SignedInLayout>
  );
}

export default function MemberApp() {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Suspense fallback={<Spinner />}>
        <MemberRoutes queryRef={viewerRef} />
      </Suspense>
      <Toaster />
    </RelayEnvironmentProvider>
  );
}
