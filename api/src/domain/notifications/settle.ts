/**
 * Invitations whose event or group goes away: their notifications no longer ask for an answer, so they stop
 * reading as new (marked read), and the badge counts them no more.
 */
import type { DbTx } from '../../db/prisma.js';
import { readUnreadCounts, type MemberUnreadCount } from '../../events/unread-counts.js';
import type { NotificationTarget, NotificationType } from '../../generated/prisma/client.js';

/**
 * Call inside the command's transaction; announce what it returns after the commit
 * (`announceNotificationsChanged`), together with any other counts of the same members.
 */
export async function settleNotificationsAbout(
  db: DbTx,
  about: { type: NotificationType; targetType: NotificationTarget; targetId: string },
): Promise<MemberUnreadCount[]> {
  const settled = await db.notification.updateManyAndReturn({
    where: { ...about, isRead: false },
    data: { isRead: true },
    select: { userId: true },
  });
  return readUnreadCounts(
    db,
    'notifications',
    settled.map((n) => n.userId),
  );
}

/** One count per member, the later read winning: the counts of two steps of one transaction, announced once. */
export function latestCounts(...lists: ReadonlyArray<readonly MemberUnreadCount[]>): MemberUnreadCount[] {
  const byMember = new Map<string, MemberUnreadCount>();
  for (const count of lists.flat()) byMember.set(count.userId, count);
  return [...byMember.values()];
}
