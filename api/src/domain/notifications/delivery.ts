/**
 * Sending what members chose to get outside the app (docs/notifications.md): the notification-delivery job takes
 * each member's due deliveries, checks them against the member as they are now (verified, not suspended, the
 * switch still on, not read in the app yet, outside quiet hours), and sends one mail per category (a burst is one
 * mail) and one push per notification. Claiming, settling and writing the mail to the outbox are one transaction
 * with the rows locked (SKIP LOCKED), so of two processes only one sends a delivery, and it is never sent twice.
 */
import type { DbTx } from '../../db/prisma.js';
import type { NotificationCategory, NotificationChannel, NotificationTarget } from '../../generated/prisma/client.js';
import { defineJob } from '../../jobs/queue.js';
import { isSuspended } from '../moderation/visibility.js';
import type { Services } from '../services.js';
import { categoryInfo, effectiveChoice } from './categories.js';
import type { Notifier } from './notifications.js';
import { notificationMail } from './notification-mail.js';
import { notificationPath } from './paths.js';
import { sendPush, type PushPayload } from './push.js';
import { quietHoursEnd, quietHoursOf } from './quiet-hours.js';
import { unsubscribeLinks } from './unsubscribe.js';

/** Wake-ups are rounded up to slots this long: every write in one slot shares one job. */
const SLOT_MS = 5_000;
/** Members handled per pass; the job goes on while more are due. */
const MEMBERS_PER_PASS = 200;

export const notificationDeliveryJob = defineJob({
  name: 'notification-delivery',
  // The sweep: what a lost wake-up, quiet hours or a failed attempt left waiting goes out within a minute.
  cron: '* * * * *',
  // Wake-ups sent by other processes are found within seconds.
  pollingIntervalSeconds: 2,
  retryLimit: 2,
  retryDelaySeconds: 5,
  run: (services) => deliverDueNotifications(services),
});

/** Wakes the job when deliveries written in `db` fall due (one job per slot, whatever writes ask for it). */
export async function scheduleDeliveries(
  db: DbTx,
  notifier: Notifier,
  due: Partial<Record<NotificationChannel, Date>>,
): Promise<void> {
  for (const [channel, at] of Object.entries(due)) {
    const wakeAt = new Date(Math.ceil(at.getTime() / SLOT_MS) * SLOT_MS);
    await notifier.jobs.send(
      notificationDeliveryJob,
      {},
      { tx: db, startAfter: wakeAt, singleton: { key: `${channel}@${wakeAt.toISOString()}`, seconds: 60 } },
    );
  }
}

interface DueRow {
  id: string;
  category: NotificationCategory;
  title: string;
  message: string;
  actorId: string | null;
  targetType: NotificationTarget | null;
  targetId: string | null;
  dueAt: Date;
  createdAt: Date;
  /** The in-app notification is read, or the conversation was read since the message. */
  seen: boolean;
}

export interface DeliveryOutcome {
  mails: number;
  pushes: number;
  /** Held back by quiet hours. */
  held: number;
  /** Settled without sending (see NotificationDelivery.skipped). */
  skipped: number;
}

/** Sends every delivery due at `now`; answers what it did. */
export async function deliverDueNotifications(services: Services, now = new Date()): Promise<DeliveryOutcome> {
  const outcome: DeliveryOutcome = { mails: 0, pushes: 0, held: 0, skipped: 0 };
  for (;;) {
    const batches = await services.prisma.$queryRaw<{ userId: string; channel: NotificationChannel }[]>`
      SELECT DISTINCT "userId", channel FROM "NotificationDelivery"
      WHERE "settledAt" IS NULL AND "dueAt" <= ${now}
      LIMIT ${MEMBERS_PER_PASS}`;
    for (const { userId, channel } of batches) await deliverToMember(services, userId, channel, now, outcome);
    if (batches.length < MEMBERS_PER_PASS) return outcome;
  }
}

async function deliverToMember(
  services: Services,
  userId: string,
  channel: NotificationChannel,
  now: Date,
  outcome: DeliveryOutcome,
): Promise<void> {
  const { prisma, mailer } = services;
  const after = await prisma.$transaction(async (tx) => {
    // Everything unsettled of the member's on this channel, locked; rows another process holds are its to send.
    const rows = await tx.$queryRaw<DueRow[]>`
      SELECT d.id, d.category, d.title, d.message, d."actorId", d."targetType", d."targetId", d."dueAt", d."createdAt",
             coalesce(n."isRead", false) OR coalesce(d.category = 'messages' AND p."lastReadAt" >= d."createdAt", false)
               AS seen
      FROM "NotificationDelivery" AS d
      LEFT JOIN "Notification" AS n ON n.id = d."notificationId"
      LEFT JOIN "ConversationParticipant" AS p
        ON d."targetType" = 'conversation' AND p."conversationId" = d."targetId" AND p."userId" = d."userId"
      WHERE d."userId" = ${userId}::uuid AND d.channel = ${channel}::"NotificationChannel" AND d."settledAt" IS NULL
      ORDER BY d."createdAt", d.id
      FOR UPDATE OF d SKIP LOCKED`;
    // A mail waits for its batch's first delivery to fall due, then takes the rest with it; a push goes when due.
    const firstDue = Math.min(...rows.map((row) => row.dueAt.getTime()));
    const due = channel === 'email' ? (firstDue <= now.getTime() ? rows : []) : rows.filter((row) => row.dueAt <= now);
    if (due.length === 0) return null;
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: {
        email: true,
        emailVerifiedAt: true,
        suspendedAt: true,
        suspendedUntil: true,
        notificationSettings: { select: { timeZone: true, quietHoursStart: true, quietHoursEnd: true } },
        notificationPreferences: true,
        pushSubscriptions:
          channel === 'push' ? { select: { id: true, endpoint: true, p256dh: true, auth: true } } : false,
      },
    });
    const settle = (ids: string[], skipped: string | null) =>
      ids.length
        ? tx.notificationDelivery.updateMany({ where: { id: { in: ids } }, data: { settledAt: now, skipped } })
        : null;
    const memberRefusal = isSuspended(user, now)
      ? 'suspended'
      : channel === 'email' && !user.emailVerifiedAt
        ? 'unverified'
        : channel === 'push' && !user.pushSubscriptions?.length
          ? 'no device'
          : null;
    if (memberRefusal) {
      await settle(
        due.map((row) => row.id),
        memberRefusal,
      );
      outcome.skipped += due.length;
      return null;
    }
    const stored = new Map(user.notificationPreferences.map((p) => [p.category, p]));
    const switchedOff = due.filter((row) => !effectiveChoice(row.category, stored.get(row.category))[channel]);
    const seen = due.filter((row) => row.seen && !switchedOff.includes(row));
    await settle(
      switchedOff.map((row) => row.id),
      'turned off',
    );
    await settle(
      seen.map((row) => row.id),
      'seen in the app',
    );
    outcome.skipped += switchedOff.length + seen.length;
    let send = due.filter((row) => !switchedOff.includes(row) && !seen.includes(row));

    const quietEnd = quietHoursEnd(now, quietHoursOf(user.notificationSettings));
    if (quietEnd) {
      const held = send.filter((row) => !categoryInfo(row.category).ignoresQuietHours);
      if (held.length) {
        await tx.notificationDelivery.updateMany({
          where: { id: { in: held.map((row) => row.id) } },
          data: { dueAt: quietEnd },
        });
        await scheduleDeliveries(tx, services, { [channel]: quietEnd });
        outcome.held += held.length;
        send = send.filter((row) => !held.includes(row));
      }
    }
    await settle(
      send.map((row) => row.id),
      null,
    );
    if (channel === 'email') {
      const byCategory = new Map<NotificationCategory, DueRow[]>();
      for (const row of send) byCategory.set(row.category, [...(byCategory.get(row.category) ?? []), row]);
      const mails = await Promise.all(
        [...byCategory].map(async ([category, batch]) =>
          notificationMail(
            services.config,
            user.email,
            category,
            batch,
            await unsubscribeLinks({ prisma: tx, config: services.config }, userId, category),
          ),
        ),
      );
      outcome.mails += mails.length;
      const ids = await mailer.enqueue(tx, mails);
      return () => mailer.deliver(ids);
    }
    const devices = user.pushSubscriptions ?? [];
    outcome.pushes += send.length;
    return () =>
      Promise.all(send.map((row) => sendPush(services, devices, pushPayload(services.config.productName, row))));
  });
  // After the commit: the outbox's rows exist for good (a failed send is retried from there); a push goes once.
  await after?.();
}

function pushPayload(productName: string, row: DueRow): PushPayload {
  return {
    title: row.title || productName,
    body: row.message,
    url: notificationPath(row) ?? '/notifications',
    // A burst of one kind about one thing replaces itself on the device rather than piling up.
    tag: row.category === 'community_alerts' ? 'community-alert' : `${row.category}-${row.targetId ?? 'all'}`,
  };
}
