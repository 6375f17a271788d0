import { graphql, useFragment } from 'react-relay/hooks';
import type { PendingRequestsBadge_query$key } from '../../__generated__/PendingRequestsBadge_query.graphql';
import type { PendingRequestsBadgeQuery } from '../../__generated__/PendingRequestsBadgeQuery.graphql';
import pendingRequestsQuery from '../../__generated__/PendingRequestsBadgeQuery.graphql';
import { useRefresh } from '../../relay/refresh';
import { useConnectionLive } from '../../people/useConnectionLive';
import { PENDING_REQUESTS_POLL_MS, UNREAD_COUNT_POLL_MS } from './shell-limits';
import { usePolling } from './usePolling';

/**
 * How many connection requests wait for the viewer's answer: read with the page's query, then kept live by
 * `connectionChanged` (useConnectionLive), and fetched again every minute in the background as a fallback (a failed
 * refresh keeps the last count). 0 when the server could not count.
 */
export function usePendingRequestCount(query: PendingRequestsBadge_query$key): number {
  const data = useFragment(
    graphql`
      fragment PendingRequestsBadge_query on Query @refetchable(queryName: "PendingRequestsBadgeQuery") {
        pendingConnectionRequests(first: 1) {
          totalCount
        }
      }
    `,
    query,
  );
  const refresh = useRefresh<PendingRequestsBadgeQuery>(pendingRequestsQuery);
  useConnectionLive(UNREAD_COUNT_POLL_MS);
  usePolling(PENDING_REQUESTS_POLL_MS, () => void refresh().catch(() => undefined));
  return data.pendingConnectionRequests?.totalCount ?? 0;
}
