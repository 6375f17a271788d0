/**
 * Notifications: creating them inside a command's transaction, announcing the recipients' new unread counts
 * once it commits, and the unread count that the badge shows live (events/unread-counts.ts, docs/live-events.md).
 */
import type { DbTx } from '../../db/prisma.js';
import type { EventBus } from '../../events/bus.js';
import {
  liveUnreadCount,
  publishUnreadCounts,
  readUnreadCounts,
  type MemberUnreadCount,
} from '../../events/unread-counts.js';
import { Prisma, type NotificationTarget, type NotificationType } from '../../generated/prisma/client.js';

export interface NewNotification {
  userId: string;
  actorId?: string | null;
  type: NotificationType;
  title: string;
  message: string;
  target?: { type: NotificationTarget; id: string };
}

/**
 * Call inside the command's transaction: one insert, then the recipients' new unread counts in one statement.
 * Announce what it returns after the transaction (`announceNotificationsChanged`).
 */
export async function createNotifications(db: DbTx, notifications: NewNotification[]): Promise<MemberUnreadCount[]> {
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
  return readUnreadCounts(
    db,
    'notifications',
    notifications.map((n) => n.userId),
  );
}

/**
 * The same notification for every member `recipients` selects (SQL with one column, `id`), however many:
 * one INSERT ... SELECT, then their new unread counts in one statement. For large fan-outs (a panic alert to
 * all connections), which the database does without sending the members through Node twice.
 */
export async function notifyMembers(
  db: DbTx,
  recipients: Prisma.Sql,
  notification: Omit<NewNotification, 'userId'> & { createdAt: Date },
): Promise<MemberUnreadCount[]> {
  const { actorId = null, type, title, message, target, createdAt } = notification;
  const notified = await db.$queryRaw<{ userId: string }[]>(Prisma.sql`
    INSERT INTO "Notification" (id, "userId", "actorId", type, title, message, "targetType", "targetId", "createdAt")
    SELECT dadhood_uuid7(), r.id, ${actorId}::uuid, ${type}::"NotificationType", ${title}, ${message},
           ${target?.type ?? null}::"NotificationTarget", ${target?.id ?? null}::uuid, ${createdAt}
    FROM (${recipients}) AS r
    RETURNING "userId"`);
  return readUnreadCounts(
    db,
    'notifications',
    notified.map((n) => n.userId),
  );
}

/** Tells live subscribers (the unread badge) these members' new counts; after the commit when inside a unit. */
export function announceNotificationsChanged(events: EventBus, counts: readonly MemberUnreadCount[]): void {
  publishUnreadCounts(events, 'notifications', counts);
}

export async function countUnreadNotifications(db: DbTx, userId: string): Promise<number> {
  const [unread] = await readUnreadCounts(db, 'notifications', [userId]);
  return unread!.count;
}

/** The member's unread count now, then each change, forwarded from the events (no query per change). */
export function watchUnreadCount(
  services: { prisma: DbTx; events: EventBus },
  userId: string,
): AsyncIterableIterator<number> {
  return liveUnreadCount(services, 'notifications', userId);
}
