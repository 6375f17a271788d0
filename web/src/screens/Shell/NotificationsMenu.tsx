/**
 * The bell: a live unread badge, and a dropdown with the 5 latest notifications. Opening it marks them all
 * read and fetches the list again.
 */
import { Bell, LoaderCircle } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import type { useUnreadNotificationCount_query$key } from '../../__generated__/useUnreadNotificationCount_query.graphql';
import { CountBadge } from '../../components/Badge';
import { buttonClasses } from '../../components/Button';
import { lazyComponent } from '../../components/lazy-component';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/Popover';
import { Link } from '../../router/Link';
import { QuietBoundary } from './QuietBoundary';
import { useMarkAllNotificationsRead } from './useMarkAllNotificationsRead';
import { useUnreadNotificationCount } from './useUnreadNotificationCount';

// Loaded when the bell is pointed at or focused (the list is fetched on opening anyway).
const NotificationsList = lazyComponent(
  () => import('./NotificationsList'),
  (m) => m.NotificationsList,
);

const listLoading = (
  <p role="status" className="grid place-items-center py-8">
    <LoaderCircle aria-hidden className="size-5 animate-spin text-brand-600" />
    <span className="sr-only">Loading notifications…</span>
  </p>
);

const listFailed = <p className="px-3 py-6 text-sm text-stone-600">Notifications could not be loaded.</p>;

function NotificationsPopover({ unreadCount }: { unreadCount: number }) {
  const [open, setOpen] = useState(false);
  const [refreshKey, setRefreshKey] = useState(0);
  const markAllRead = useMarkAllNotificationsRead();
  const countId = useId();
  const titleId = useId();

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) return;
    setRefreshKey((key) => key + 1);
    // The list is fetched again once the server has marked them read, so they no longer show as new.
    markAllRead()
      .then(() => setRefreshKey((key) => key + 1))
      .catch(() => undefined);
  }

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger
        aria-label="Notifications"
        aria-describedby={countId}
        className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'relative' })}
        onPointerEnter={NotificationsList.preload}
        onFocus={NotificationsList.preload}
      >
        <Bell aria-hidden />
        <CountBadge count={unreadCount} className="absolute -top-0.5 -right-0.5" />
      </PopoverTrigger>
      <span id={countId} className="sr-only">
        {unreadCount > 0 ? `${unreadCount} unread` : 'No unread notifications'}
      </span>
      <PopoverContent align="end" aria-labelledby={titleId} className="w-[min(24rem,calc(100vw-1rem))] p-2">
        <h2 id={titleId} className="px-3 pt-2 pb-2 text-base font-bold text-ink">
          Notifications
        </h2>
        <QuietBoundary resetKey={refreshKey} fallback={listFailed}>
          <Suspense fallback={listLoading}>
            <NotificationsList refreshKey={refreshKey} />
          </Suspense>
        </QuietBoundary>
        <div className="mt-1 border-t border-stone-100 pt-1">
          <Link
            to="/notifications"
            onClick={() => setOpen(false)}
            className="block rounded-lg px-3 py-2 text-center text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            View all
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}

function LiveNotificationsPopover({ query }: { query: useUnreadNotificationCount_query$key }) {
  return <NotificationsPopover unreadCount={useUnreadNotificationCount(query)} />;
}

/** The count comes with the page's query; should its live part fail, the bell works without a badge. */
export function NotificationsMenu({ query }: { query: useUnreadNotificationCount_query$key }) {
  return (
    <QuietBoundary fallback={<NotificationsPopover unreadCount={0} />}>
      <LiveNotificationsPopover query={query} />
    </QuietBoundary>
  );
}
