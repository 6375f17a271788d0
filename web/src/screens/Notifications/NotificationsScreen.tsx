/**
 * /notifications, All Notifications: every notification with its kind's icon, 'New' on
 * those unread and not yet viewed on this browser, each leading to what it is about; 'Mark all as read' while
 * some are unread; Settings leads to the notification settings.
 */
import { CheckCheck, Cog } from 'lucide-react';
import { useState } from 'react';
import { graphql, usePreloadedQuery } from 'react-relay/hooks';
import type { NotificationsScreenQuery } from '../../__generated__/NotificationsScreenQuery.graphql';
import { Button, buttonClasses } from '../../components/Button';
import { Card } from '../../components/Card';
import { PRODUCT_NAME } from '../../product';
import { Link } from '../../router/Link';
import type { ScreenProps } from '../../router/routes';
import { useMarkAllNotificationsRead } from '../Shell/useMarkAllNotificationsRead';
import { NotificationFeed } from './NotificationFeed';

export const notificationsScreenQuery = graphql`
  query NotificationsScreenQuery {
    unreadNotificationCount
    ...NotificationFeed_query
  }
`;

export default function NotificationsScreen({ queryRef }: ScreenProps<NotificationsScreenQuery>) {
  const data = usePreloadedQuery<NotificationsScreenQuery>(notificationsScreenQuery, queryRef!);
  const unreadCount = data.unreadNotificationCount ?? 0;
  const markAllRead = useMarkAllNotificationsRead();
  const [marking, setMarking] = useState(false);

  async function markAll() {
    setMarking(true);
    // The unread count drops to 0 in the store, and the list is fetched again with it (NotificationFeed).
    await markAllRead().catch((error: unknown) => console.error(error));
    setMarking(false);
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-3 py-4 pb-24 sm:px-6 sm:py-8">
      <title>{`Notifications · ${PRODUCT_NAME}`}</title>
      <Card className="p-2 sm:p-4">
        <div className="flex flex-wrap items-center justify-between gap-2 px-3 pt-2 pb-3">
          <h1 className="text-xl font-bold text-ink sm:text-2xl">All Notifications</h1>
          <div className="flex flex-wrap items-center gap-2">
            {unreadCount > 0 && (
              <Button variant="outline" size="sm" loading={marking} onClick={markAll}>
                {!marking && <CheckCheck aria-hidden />}
                Mark all as read
              </Button>
            )}
            <Link to="/settings/notifications" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
              <Cog aria-hidden />
              Settings
            </Link>
          </div>
        </div>
        <NotificationFeed query={data} unreadCount={unreadCount} />
      </Card>
    </div>
  );
}
