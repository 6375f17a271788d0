/**
 * Writing notifications by each member's choices (docs/notifications.md), in one statement whatever their number:
 * the in-app notifications the members keep in the app, and the deliveries (mail, push) they asked for, skipping
 * what they muted. The deliveries' job is woken for when they are due.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma, type NotificationChannel } from '../../generated/prisma/client.js';
import { CATEGORIES } from './categories.js';
import { scheduleDeliveries } from './delivery.js';
import type { Notifier } from './notifications.js';

/** Each category's defaults as rows the statement joins: a member without a preference row gets these. */
const DEFAULTS = Prisma.sql`(VALUES ${Prisma.join(
  CATEGORIES.map(
    ({ category, defaults, alwaysInApp = false }) =>
      Prisma.sql`(${category}::"NotificationCategory", ${defaults.inApp}::boolean, ${defaults.email}::boolean, ${defaults.push}::boolean, ${alwaysInApp}::boolean)`,
  ),
)}) AS d(category, in_app, email, push, always_in_app)`;

/**
 * The statement's common part: `input` and what each member chose for it (`chosen`: in_app, email, push, and
 * the id of the in-app notification, `notificationId` or taken from the input).
 */
function chosenSql(input: Prisma.Sql, notificationId: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`
    input AS (${input}),
    chosen AS MATERIALIZED (
      SELECT i.*, ${notificationId}
             i.type <> 'message' AND (coalesce(p."inApp", d.in_app) OR d.always_in_app) AS in_app,
             coalesce(p.email, d.email) AS email, coalesce(p.push, d.push) AS push
      FROM input AS i
      JOIN ${DEFAULTS} ON d.category = i.category
      LEFT JOIN "NotificationPreference" AS p ON p."userId" = i.user_id AND p.category = i.category
      WHERE NOT EXISTS (
        SELECT 1 FROM "NotificationSubscription" AS s
        WHERE s."userId" = i.user_id AND s."targetType" = i.about_type AND s."targetId" = i.about_id
          AND s.level = 'muted')
    )`;
}

/** The deliveries (mail, push) of `chosen` that its members asked for, as a CTE named `delivered`. */
function deliveredSql(now: Date, emailDueAt: Date): Prisma.Sql {
  return Prisma.sql`
    delivered AS (
      INSERT INTO "NotificationDelivery" (id, "userId", channel, category, "notificationId", "actorId", title, message,
                                          "targetType", "targetId", "createdAt", "dueAt")
      SELECT dadhood_uuid7(), c.user_id, ch.channel, c.category, CASE WHEN c.in_app THEN c.notification_id END,
             c.actor_id, c.title, c.message, c.target_type, c.target_id, ${now}::timestamptz,
             CASE ch.channel WHEN 'email' THEN ${emailDueAt}::timestamptz ELSE ${now}::timestamptz END
      FROM chosen AS c
      CROSS JOIN (VALUES ('email'::"NotificationChannel"), ('push'::"NotificationChannel")) AS ch(channel)
      WHERE CASE ch.channel
        -- Mail only to an address the member proved; push only to a member with a device that accepts it.
        WHEN 'email' THEN c.email
          AND EXISTS (SELECT 1 FROM "User" AS u WHERE u.id = c.user_id AND u."emailVerifiedAt" IS NOT NULL)
        ELSE c.push AND EXISTS (SELECT 1 FROM "PushSubscription" AS ps WHERE ps."userId" = c.user_id)
      END
      RETURNING channel
    )`;
}

/** Wakes the deliveries' job for the channels written (`rows` as the statements below return them). */
async function scheduleWritten(
  db: DbTx,
  notifier: Notifier,
  rows: readonly { channel: NotificationChannel | null }[],
  now: Date,
  emailDueAt: Date,
): Promise<void> {
  const channels = new Set(rows.flatMap((row) => (row.channel ? [row.channel] : [])));
  await scheduleDeliveries(db, notifier, {
    ...(channels.has('email') ? { email: emailDueAt } : {}),
    ...(channels.has('push') ? { push: now } : {}),
  });
}

const emailDueAtFrom = (now: Date, notifier: Notifier) =>
  new Date(now.getTime() + notifier.config.notifications.emailDelaySeconds * 1000);

/**
 * `input` selects the notifications: user_id, actor_id, type, category, title, message, target_type, target_id,
 * about_type, about_id, created_at. Returns the members who got an in-app notification (one entry each time).
 * Messages are never written in the app (they have their own badge), only delivered.
 *
 * With `deliveries: 'later'` only the in-app notifications are written: a large fan-out writes its mail and
 * pushes after the notifications have committed and their counts have gone out (`writeDeliveries`), so the
 * members watching the badge wait for one insert rather than two.
 */
export async function writeNotifications(
  db: DbTx,
  input: Prisma.Sql,
  notifier: Notifier,
  now: Date,
  { deliveries = 'now' }: { deliveries?: 'now' | 'later' } = {},
): Promise<string[]> {
  const emailDueAt = emailDueAtFrom(now, notifier);
  const rows = await db.$queryRaw<{ userId: string | null; channel: NotificationChannel | null }[]>(Prisma.sql`
    WITH ${chosenSql(input, Prisma.sql`dadhood_uuid7() AS notification_id,`)},
    shown AS (
      INSERT INTO "Notification" (id, "userId", "actorId", type, title, message, "targetType", "targetId", "createdAt")
      SELECT notification_id, user_id, actor_id, type, title, message, target_type, target_id, created_at
      FROM chosen WHERE in_app
      RETURNING "userId"
    )${
      deliveries === 'now'
        ? Prisma.sql`, ${deliveredSql(now, emailDueAt)}
    SELECT "userId", NULL::"NotificationChannel" AS channel FROM shown
    UNION ALL
    SELECT DISTINCT NULL::uuid, channel FROM delivered`
        : Prisma.sql`
    SELECT "userId", NULL::"NotificationChannel" AS channel FROM shown`
    }`);
  await scheduleWritten(db, notifier, rows, now, emailDueAt);
  return rows.flatMap((row) => (row.userId ? [row.userId] : []));
}

/**
 * The mail and pushes of notifications written earlier with `deliveries: 'later'`, by the members' choices now.
 * `input` selects what `writeNotifications` takes, plus notification_id: the in-app notification each repeats
 * (null when the member has none).
 */
export async function writeDeliveries(db: DbTx, input: Prisma.Sql, notifier: Notifier, now: Date): Promise<void> {
  const emailDueAt = emailDueAtFrom(now, notifier);
  const rows = await db.$queryRaw<{ channel: NotificationChannel }[]>(Prisma.sql`
    WITH ${chosenSql(input, Prisma.empty)}, ${deliveredSql(now, emailDueAt)}
    SELECT DISTINCT channel FROM delivered`);
  await scheduleWritten(db, notifier, rows, now, emailDueAt);
}
