import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { PendingRequestsBadgeQuery } from '../../__generated__/PendingRequestsBadgeQuery.graphql';
import { CountBadge } from '../../components/Badge';
import { QuietBoundary } from './QuietBoundary';
import { PENDING_REQUESTS_POLL_MS } from './shell-limits';
import { usePollingKey } from './usePollingKey';

const pendingRequestsQuery = graphql`
  query PendingRequestsBadgeQuery {
    pendingConnectionRequests(first: 1) {
      totalCount
    }
  }
`;

function PendingRequestsCount({ className }: { className?: string }) {
  const fetchKey = usePollingKey(PENDING_REQUESTS_POLL_MS);
  const data = useLazyLoadQuery<PendingRequestsBadgeQuery>(
    pendingRequestsQuery,
    {},
    { fetchKey, fetchPolicy: 'store-and-network' },
  );
  return (
    <CountBadge count={data.pendingConnectionRequests.totalCount} label="pending connection requests" className={className} />
  );
}

/** The Network link's count of connection requests waiting for an answer; nothing while loading or at 0. */
export function PendingRequestsBadge({ className }: { className?: string }) {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <PendingRequestsCount className={className} />
      </Suspense>
    </QuietBoundary>
  );
}
