/**
 * The viewer's notification list and marking notifications read. Each change announces the new unread count,
 * so the live badge (Subscription.unreadNotificationCount) updates in every open tab.
 */
import type { DbTx } from '../../db/prisma.js';
import { readUnreadCounts } from '../../events/unread-counts.js';
import { Prisma } from '../../generated/prisma/client.js';
import { badInput, notFound } from '../errors.js';
import { pageOf, pageStart } from '../paging.js';
import type { Services } from '../services.js';
import { viewerParam } from '../visibility.js';
import { announceNotificationsChanged } from './notifications.js';

export const DEFAULT_NOTIFICATION_LIMIT = 50;
export const MAX_NOTIFICATION_LIMIT = 100;

/** A member's notifications: theirs alone. */
export const notificationsWhere = (userId: string): Prisma.NotificationWhereInput => ({ userId });

/** The same rule as SQL, on the "Notification" row aliased `n`. */
export const notificationsSql = (userId: string, n: Prisma.Sql) => Prisma.sql`${n}."userId" = ${viewerParam(userId)}`;

export const newestNotificationFirst: Prisma.NotificationOrderByWithRelationInput[] = [
  { createdAt: 'desc' },
  { id: 'desc' },
];

/** The same order as SQL, on rows aliased `n` with the columns "createdAt" and id. */
export const newestNotificationFirstSql = (n: Prisma.Sql) => Prisma.sql`${n}."createdAt" DESC, ${n}.id DESC`;

/**
 * A page of the member's notifications, newest first, with the member who caused each one, and the cursor
 * of the next page: (createdAt, id), the order of the list, so a page continues where the last one ended.
 */
export async function listNotifications(
  db: DbTx,
  userId: string,
  query: { limit?: unknown; cursor?: string | undefined } = {},
) {
  const { size, after } = pageStart(query, DEFAULT_NOTIFICATION_LIMIT, MAX_NOTIFICATION_LIMIT);
  const rows = await db.notification.findMany({
    where: {
      ...notificationsWhere(userId),
      ...(after
        ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }
        : {}),
    },
    orderBy: newestNotificationFirst,
    take: size + 1,
    include: { actor: true },
  });
  return pageOf(rows, size);
}

/** Marks every notification of the member read; returns the unread count afterwards (0, unless one just came). */
export async function markAllNotificationsRead({ prisma, events }: Services, userId: string): Promise<number> {
  const { count } = await prisma.notification.updateMany({ where: { userId, isRead: false }, data: { isRead: true } });
  const [unread] = await readUnreadCounts(prisma, 'notifications', [userId]);
  if (count > 0) announceNotificationsChanged(events, [unread!]);
  return unread!.count;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the member's own notifications; someone else's is "not found", never "forbidden" (no probing). */
export async function markNotificationRead({ prisma, events }: Services, userId: string, id: string) {
  if (!UUID.test(id))
    throw badInput('That notification id is not valid.', [{ field: 'id', message: 'Not a valid id.' }]);
  const { count } = await prisma.notification.updateMany({
    where: { id, userId, isRead: false },
    data: { isRead: true },
  });
  const notification = await prisma.notification.findFirst({ where: { id, userId }, include: { actor: true } });
  if (!notification) throw notFound('Notification');
  if (count > 0) announceNotificationsChanged(events, await readUnreadCounts(prisma, 'notifications', [userId]));
  return notification;
}
