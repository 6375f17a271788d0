/**
 * Notifications: creating them inside a command's transaction, announcing them once it commits, and the
 * unread count that the badge shows live.
 */
import { Repeater } from '@graphql-yoga/subscription';
import type { DbTx } from '../../db/prisma.js';
import type { EventBus } from '../../events/bus.js';
import type { NotificationTarget, NotificationType } from '../../generated/prisma/client.js';

export interface NewNotification {
  userId: string;
  actorId?: string | null;
  type: NotificationType;
  title: string;
  message: string;
  target?: { type: NotificationTarget; id: string };
}

/** Call inside the command's transaction; announce the returned recipients after it commits. */
export async function createNotifications(db: DbTx, notifications: NewNotification[]): Promise<string[]> {
  if (notifications.length === 0) return [];
  await db.notification.createMany({
    data: notifications.map((n) => ({
      userId: n.userId,
      actorId: n.actorId ?? null,
      type: n.type,
      title: n.title,
      message: n.message,
      targetType: n.target?.type ?? null,
      targetId: n.target?.id ?? null,
    })),
  });
  return [...new Set(notifications.map((n) => n.userId))];
}

/** Tells live subscribers (the unread badge) that these members' notifications changed. */
export function announceNotificationsChanged(events: EventBus, userIds: Iterable<string>): void {
  const at = new Date().toISOString();
  for (const userId of new Set(userIds)) events.publish('notificationsChanged', userId, { at });
}

export function countUnreadNotifications(db: DbTx, userId: string): Promise<number> {
  return db.notification.count({ where: { userId, isRead: false } });
}

/**
 * The member's unread count now, then again each time it changes. The listener is attached before the first
 * count is read, so a notification arriving in between is not missed. A Repeater rather than an async
 * generator: a generator's return() waits behind its pending next(), so a closed socket would keep its
 * listener until the member's next notification.
 */
export function watchUnreadCount(
  { prisma, events }: { prisma: DbTx; events: EventBus },
  userId: string,
): AsyncIterableIterator<number> {
  return new Repeater<number>(async (push, stop) => {
    const changes = events.subscribe('notificationsChanged', userId)[Symbol.asyncIterator]();
    let stopped = false;
    void stop.then(() => {
      stopped = true;
      void changes.return?.();
    });
    let nextChange = changes.next();
    let last = await countUnreadNotifications(prisma, userId);
    await push(last);
    while (!stopped && !(await nextChange).done && !stopped) {
      nextChange = changes.next();
      const count = await countUnreadNotifications(prisma, userId);
      if (count !== last) await push((last = count));
    }
    stop();
  });
}
