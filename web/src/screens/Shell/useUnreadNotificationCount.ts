/**
 * The unread notification count, live: it arrives with the page's query (`useUnreadNotificationCount_query`), then
 * each value the subscription sends is written to the store's root `unreadNotificationCount`, the field the
 * fragment reads (Relay keeps a subscription's own payloads under a fresh record per event, so the updater copies
 * it across). While the socket is down (before the subscription has answered, after it failed, or while
 * graphql-ws reconnects) the count is fetched again every 30 s instead; a failed subscription is tried again at
 * that pace.
 */
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { useUnreadNotificationCount_query$key } from '../../__generated__/useUnreadNotificationCount_query.graphql';
import type { useUnreadNotificationCountQuery } from '../../__generated__/useUnreadNotificationCountQuery.graphql';
import unreadCountQuery from '../../__generated__/useUnreadNotificationCountQuery.graphql';
import type { useUnreadNotificationCountSubscription } from '../../__generated__/useUnreadNotificationCountSubscription.graphql';
import { useSocketConnected } from '../../relay/environment';
import { useRefresh } from '../../relay/refresh';
import { useRetriedSubscription } from '../../relay/useRetriedSubscription';
import { UNREAD_COUNT_POLL_MS } from './shell-limits';
import { usePolling } from './usePolling';

const unreadCountSubscription = graphql`
  subscription useUnreadNotificationCountSubscription {
    unreadNotificationCount
  }
`;

export function useUnreadNotificationCount(query: useUnreadNotificationCount_query$key): number {
  const { unreadNotificationCount } = useFragment(
    graphql`
      fragment useUnreadNotificationCount_query on Query @refetchable(queryName: "useUnreadNotificationCountQuery") {
        unreadNotificationCount
      }
    `,
    query,
  );
  const [live, setLive] = useState(false);
  useRetriedSubscription<useUnreadNotificationCountSubscription>(
    {
      subscription: unreadCountSubscription,
      variables: {},
      updater: (store, data) => {
        if (data) store.getRoot().setValue(data.unreadNotificationCount, 'unreadNotificationCount');
      },
      onNext: () => setLive(true),
      onStopped: () => setLive(false),
    },
    UNREAD_COUNT_POLL_MS,
  );

  const socketConnected = useSocketConnected();
  const refresh = useRefresh<useUnreadNotificationCountQuery>(unreadCountQuery);
  usePolling(UNREAD_COUNT_POLL_MS, () => void refresh().catch(() => undefined), !live || !socketConnected);
  // Null when the server could not count: the bell shows no badge rather than a made-up number.
  return unreadNotificationCount ?? 0;
}
