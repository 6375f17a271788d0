/**
 * The notifications this browser has already shown on /notifications: 'New' is for
 * a notification that is unread and not yet viewed here. Kept in localStorage, newest last, at most
 * VIEWED_NOTIFICATIONS_KEPT ids; a browser without storage (private mode, full) simply forgets.
 */

export const VIEWED_NOTIFICATIONS_KEY = 'dadhood:viewed-notifications';
/** Far more than anyone scrolls through; the oldest ids go first. */
export const VIEWED_NOTIFICATIONS_KEPT = 500;

export function readViewedNotifications(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(VIEWED_NOTIFICATIONS_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Adds the ids (once each) and keeps the newest VIEWED_NOTIFICATIONS_KEPT. */
export function rememberViewedNotifications(
  ids: readonly string[],
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = safeStorage(),
): void {
  if (!storage || ids.length === 0) return;
  const viewed = readViewedNotifications(storage);
  const fresh = ids.filter((id) => !viewed.has(id));
  if (fresh.length === 0) return;
  const kept = [...viewed, ...fresh].slice(-VIEWED_NOTIFICATIONS_KEPT);
  try {
    storage.setItem(VIEWED_NOTIFICATIONS_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the badges show again next time, nothing worse.
  }
}

/** 'New': unread on the server and not yet shown on this browser. */
export function isNewNotification(
  notification: { databaseId: string; isRead: boolean },
  viewed: ReadonlySet<string>,
): boolean {
  return !notification.isRead && !viewed.has(notification.databaseId);
}

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // some browsers throw on access when storage is disabled
  }
}
