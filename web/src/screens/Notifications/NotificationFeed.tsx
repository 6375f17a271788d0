/**
 * The viewer's notifications, newest first, 20 at a time with 'Load more'. 'New' is worked out against the ids this
 * browser had viewed when the page opened, and what is shown is then remembered as viewed: a reload shows no
 * 'New' on them. A rising unread count (a notification arrived) fetches the first page again.
 */
import { BellOff } from 'lucide-react';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { NotificationFeed_query$key } from '../../__generated__/NotificationFeed_query.graphql';
import type { NotificationFeedPaginationQuery } from '../../__generated__/NotificationFeedPaginationQuery.graphql';
import notificationFeedQuery from '../../__generated__/NotificationFeedPaginationQuery.graphql';
import { EmptyState } from '../../components/EmptyState';
import { LoadMoreButton } from '../../components/LoadMoreButton';
import {
  isNewNotification,
  readViewedNotifications,
  rememberViewedNotifications,
} from '../../lib/viewed-notifications';
import { NotificationRow } from './NotificationRow';
import { useMarkNotificationRead } from './useMarkNotificationRead';

const MORE_PAGE = 20;

interface Props {
  query: NotificationFeed_query$key;
  /** The live unread count: when it changes the first page is fetched again. */
  unreadCount: number;
}

export function NotificationFeed({ query, unreadCount }: Props) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    NotificationFeedPaginationQuery,
    NotificationFeed_query$key
  >(
    graphql`
      fragment NotificationFeed_query on Query
      @refetchable(queryName: "NotificationFeedPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        notifications(first: $count, after: $cursor) @connection(key: "NotificationFeed_notifications") {
          edges {
            node {
              id
              databaseId
              isRead
              ...NotificationRow_notification
            }
          }
        }
      }
    `,
    query,
  );
  const notifications = (data.notifications?.edges ?? []).map((edge) => edge.node);
  // What had been viewed before this visit: the badges stay put while the member reads them.
  const [viewedBefore] = useState(() => readViewedNotifications());
  const shownIds = notifications.map((n) => n.databaseId).join(',');
  useEffect(() => {
    if (shownIds) rememberViewedNotifications(shownIds.split(','));
  }, [shownIds]);

  const environment = useRelayEnvironment();
  const [lastCount, setLastCount] = useState(unreadCount);
  useEffect(() => {
    if (unreadCount === lastCount) return;
    setLastCount(unreadCount);
    fetchQuery<NotificationFeedPaginationQuery>(
      environment,
      notificationFeedQuery,
      {},
      { fetchPolicy: 'network-only' },
    ).subscribe({});
  }, [unreadCount, lastCount, environment]);

  const markRead = useMarkNotificationRead();
  const open = (notification: { id: string; isRead: boolean }) => {
    // The page opens at once; the mark lands in the background (a failure only leaves the row unread).
    if (!notification.isRead) markRead(notification.id).catch((error: unknown) => console.error(error));
  };

  if (notifications.length === 0) {
    return (
      <EmptyState
        icon={BellOff}
        title="No notifications yet"
        text="Fist bumps, comments, requests and invitations show here."
      />
    );
  }
  return (
    <div className="grid gap-4">
      <ul aria-label="Notifications" className="grid gap-1">
        {notifications.map((notification) => (
          <NotificationRow
            key={notification.id}
            notification={notification}
            isNew={isNewNotification(notification, viewedBefore)}
            onOpen={open}
          />
        ))}
      </ul>
      <LoadMoreButton hasNext={hasNext} isLoadingNext={isLoadingNext} loadNext={() => loadNext(MORE_PAGE)} />
    </div>
  );
}
