import { BellOff } from 'lucide-react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { NotificationsListQuery } from '../../__generated__/NotificationsListQuery.graphql';
import { NotificationItem } from './NotificationItem';
import { NOTIFICATIONS_IN_DROPDOWN } from './shell-limits';

const latestNotificationsQuery = graphql`
  query NotificationsListQuery($first: Int!) @throwOnFieldError {
    notifications(first: $first) {
      edges {
        node {
          id
          ...NotificationItem_notification
        }
      }
    }
  }
`;

/** The 5 latest notifications, fetched again each time `refreshKey` changes (each opening of the dropdown). */
export function NotificationsList({ refreshKey }: { refreshKey: number }) {
  const { notifications } = useLazyLoadQuery<NotificationsListQuery>(
    latestNotificationsQuery,
    { first: NOTIFICATIONS_IN_DROPDOWN },
    { fetchKey: refreshKey, fetchPolicy: 'store-and-network' },
  );
  const latest = (notifications?.edges ?? []).slice(0, NOTIFICATIONS_IN_DROPDOWN);
  if (latest.length === 0) {
    return (
      <p className="flex flex-col items-center gap-2 px-3 py-8 text-sm text-stone-600">
        <BellOff aria-hidden className="size-6 text-stone-400" />
        No notifications
      </p>
    );
  }
  return (
    <ul className="space-y-1">
      {latest.map(({ node }) => (
        <NotificationItem key={node.id} notification={node} />
      ))}
    </ul>
  );
}
