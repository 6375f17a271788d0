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
import type { Services } from '../services.js';
import { categoryOf } from './categories.js';
import { writeDeliveries, writeNotifications } from './write.js';

export interface NewNotification {
  userId: string;
  actorId?: string | null;
  type: NotificationType;
  title: string;
  message: string;
  target?: { type: NotificationTarget; id: string };
  /**
   * The group, event, channel, question or conversation it happens in, when there is one: a member who muted it
   * hears nothing about it (docs/notifications.md).
   */
  about?: { type: NotificationTarget; id: string } | undefined;
}

/** The group, event or channel a post is in, if any: muting it silences what happens to the post. */
export function placeOfPost(post: {
  groupId?: string | null;
  eventId?: string | null;
  channelId?: string | null;
}): NewNotification['about'] {
  if (post.groupId) return { type: 'group', id: post.groupId };
  if (post.eventId) return { type: 'event', id: post.eventId };
  if (post.channelId) return { type: 'channel', id: post.channelId };
  return undefined;
}

/** What writing notifications needs besides the transaction: the queue that sends their mail and pushes. */
export type Notifier = Pick<Services, 'jobs' | 'config'>;

/**
 * Call inside the command's transaction: one statement writes the notifications each member wants in the app and
 * the mail and pushes they want (deliveries), by their preferences and mutes; then the recipients' new unread
 * counts in one statement. Announce what it returns after the transaction (`announceNotificationsChanged`).
 */
export async function createNotifications(
  db: DbTx,
  notifications: NewNotification[],
  notifier: Notifier,
): Promise<MemberUnreadCount[]> {
  if (notifications.length === 0) return [];
  const column = <T>(pick: (n: NewNotification) => T) => notifications.map(pick);
  const now = new Date();
  // Enum values travel as text[] and are cast in SQL: embedded PGlite cannot serialise an array of a type made
  // after it started (a migration's enum), and would send ['like'] as the text "like".
  const input = Prisma.sql`
    SELECT i.user_id, i.actor_id, i.type::"NotificationType" AS type, i.category::"NotificationCategory" AS category,
           i.title, i.message, i.target_type::"NotificationTarget" AS target_type, i.target_id,
           i.about_type::"NotificationTarget" AS about_type, i.about_id, ${now}::timestamptz AS created_at
    FROM unnest(
      ${column((n) => n.userId)}::uuid[], ${column((n) => n.actorId ?? null)}::uuid[],
      ${column((n) => n.type)}::text[], ${column((n) => categoryOf(n.type))}::text[],
      ${column((n) => n.title)}::text[], ${column((n) => n.message)}::text[],
      ${column((n) => n.target?.type ?? null)}::text[], ${column((n) => n.target?.id ?? null)}::uuid[],
      ${column((n) => n.about?.type ?? null)}::text[], ${column((n) => n.about?.id ?? null)}::uuid[]
    ) AS i(user_id, actor_id, type, category, title, message, target_type, target_id, about_type, about_id)`;
  const shown = await writeNotifications(db, input, notifier, now);
  return readUnreadCounts(db, 'notifications', shown);
}

/** A notification sent alike to many members, dated by its sender. */
export type SharedNotification = Omit<NewNotification, 'userId'> & { createdAt: Date };

/** The input rows (write.ts) of the same notification for every member `recipients` selects (SQL: `id`). */
function sameNotificationFor(recipients: Prisma.Sql, notification: SharedNotification): Prisma.Sql {
  const { actorId = null, type, title, message, target, about, createdAt } = notification;
  return Prisma.sql`
    SELECT r.id AS user_id, ${actorId}::uuid AS actor_id, ${type}::"NotificationType" AS type,
           ${categoryOf(type)}::"NotificationCategory" AS category, ${title}::text AS title, ${message}::text AS message,
           ${target?.type ?? null}::"NotificationTarget" AS target_type, ${target?.id ?? null}::uuid AS target_id,
           ${about?.type ?? null}::"NotificationTarget" AS about_type, ${about?.id ?? null}::uuid AS about_id,
           ${createdAt}::timestamptz AS created_at
    FROM (${recipients}) AS r`;
}

/**
 * The same notification for every member `recipients` selects (SQL with one column, `id`), however many: one
 * statement, as `createNotifications`, then their new unread counts in one statement. For large fan-outs (a panic
 * alert to all connections), which the database does without sending the members through Node twice.
 * With `deliveries: 'later'`, the mail and pushes are left to `deliverToMembers` (writeNotifications).
 */
export async function notifyMembers(
  db: DbTx,
  recipients: Prisma.Sql,
  notification: SharedNotification,
  notifier: Notifier,
  options: { deliveries?: 'now' | 'later' } = {},
): Promise<MemberUnreadCount[]> {
  const input = sameNotificationFor(recipients, notification);
  const shown = await writeNotifications(db, input, notifier, new Date(), options);
  return readUnreadCounts(db, 'notifications', shown);
}

/**
 * The mail and pushes of a notification `notifyMembers` wrote with `deliveries: 'later'` (the same `recipients`
 * and `notification`), in one statement: each repeats the member's in-app notification, found by member and date.
 * The caller makes sure this runs once per notification.
 */
export async function deliverToMembers(
  db: DbTx,
  recipients: Prisma.Sql,
  notification: SharedNotification,
  notifier: Notifier,
): Promise<void> {
  const input = Prisma.sql`
    SELECT s.*, n.id AS notification_id
    FROM (${sameNotificationFor(recipients, notification)}) AS s
    LEFT JOIN "Notification" AS n
      ON n."userId" = s.user_id AND n."createdAt" = s.created_at AND n.type = s.type
      AND n."actorId" IS NOT DISTINCT FROM s.actor_id
      AND n."targetType" IS NOT DISTINCT FROM s.target_type AND n."targetId" IS NOT DISTINCT FROM s.target_id`;
  await writeDeliveries(db, input, notifier, new Date());
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
