/**
 * A panic alert's notifications, written by a job after the request that raised it has committed and answered, so
 * the request costs the same for 5 connections or 5,000: one INSERT ... SELECT for all of them, then their new
 * unread counts go out live, then their mail and pushes in a second INSERT ... SELECT. The job is written in the
 * alert's transaction, so a committed alert always has one; it runs once across the API processes and is retried
 * when it fails or its process dies (docs/jobs.md). `notifiedAt` is set in the same transaction as the
 * notifications and `deliveriesWrittenAt` in the same as the deliveries, so a retry after a lost acknowledgement
 * writes nothing twice. docs/live-events.md.
 */
import type { DbTx } from '../../db/prisma.js';
import { TRANSACTION_MAX_WAIT_MS, TRANSACTION_TIMEOUT_MS } from '../../db/unit-of-work.js';
import { Prisma } from '../../generated/prisma/client.js';
import { acceptedConnectionIdsSql } from '../connections/list.js';
import {
  announceNotificationsChanged,
  deliverToMembers,
  notifyMembers,
  type SharedNotification,
} from '../notifications/notifications.js';
import { defineJob } from '../../jobs/queue.js';
import type { Services } from '../services.js';

/**
 * A request's transaction limits rather than Prisma's defaults (2 s to get a connection, 5 s to run): the
 * fan-out of a member with thousands of connections on a busy database must not fail over and over.
 */
const FAN_OUT_LIMITS = { maxWait: TRANSACTION_MAX_WAIT_MS, timeout: TRANSACTION_TIMEOUT_MS };

export function panicNotificationText(username: string) {
  return {
    title: 'Community alert',
    message: `@${username} pressed the panic button! Check in on them: a fellow dad may need backup (or at least someone to hold the ladder).`,
  };
}

interface ClaimedAlert {
  userId: string;
  username: string;
  createdAt: Date;
}

type FanOutServices = Pick<Services, 'prisma' | 'events' | 'jobs' | 'config'>;

/** The two steps of a fan-out, each claimed by its own column of the alert. */
const STEPS = {
  notifications: { column: Prisma.raw('"notifiedAt"'), after: Prisma.empty },
  deliveries: { column: Prisma.raw('"deliveriesWrittenAt"'), after: Prisma.sql`AND a."notifiedAt" IS NOT NULL` },
};

/**
 * Claims a step of the alert in `tx`, unless it was done (or, for the deliveries, the notifications are not):
 * of two processes at once, the second waits for the first's commit, then finds it done. Returns who to notify
 * and of what, the same for each connection, dated when the button was pressed (also when written late).
 */
async function claimStep(
  tx: DbTx,
  alertId: string,
  step: keyof typeof STEPS,
): Promise<{ recipients: Prisma.Sql; notification: SharedNotification } | undefined> {
  const { column, after } = STEPS[step];
  const [alert] = await tx.$queryRaw<ClaimedAlert[]>(Prisma.sql`
    UPDATE "PanicAlert" AS a SET ${column} = now()
    FROM "User" AS u
    WHERE a.id = ${alertId}::uuid AND a.${column} IS NULL ${after} AND u.id = a."userId"
    RETURNING a."userId", u.username, a."createdAt"`);
  if (!alert) return undefined;
  return {
    recipients: acceptedConnectionIdsSql(alert.userId),
    notification: {
      actorId: alert.userId,
      type: 'panic',
      ...panicNotificationText(alert.username),
      target: { type: 'panic_alert', id: alertId },
      createdAt: alert.createdAt,
    },
  };
}

/**
 * Notifies the alert's connections unless that was done; returns how many were notified now. Two transactions:
 * the in-app notifications, whose counts go out as soon as they commit, then the mail and pushes the members
 * asked for. Each claims its own column of the alert, so a retry after either commit does only what is left.
 */
export async function notifyAlertRecipients(services: FanOutServices, alertId: string): Promise<number> {
  const notified = await writeAlertNotifications(services, alertId);
  await writeAlertDeliveries(services, alertId);
  return notified;
}

/** The first step: the in-app notifications, unless written; their new counts go out once they commit. */
export async function writeAlertNotifications(
  { prisma, events, jobs, config }: FanOutServices,
  alertId: string,
): Promise<number> {
  const counts = await prisma.$transaction(async (tx) => {
    const claimed = await claimStep(tx, alertId, 'notifications');
    if (!claimed) return [];
    const { recipients, notification } = claimed;
    return notifyMembers(tx, recipients, notification, { jobs, config }, { deliveries: 'later' });
  }, FAN_OUT_LIMITS);
  announceNotificationsChanged(events, counts);
  return counts.length;
}

/** The second step, once the first has committed: the mail and pushes the connections asked for, unless written. */
async function writeAlertDeliveries({ prisma, jobs, config }: FanOutServices, alertId: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const claimed = await claimStep(tx, alertId, 'deliveries');
    if (claimed) await deliverToMembers(tx, claimed.recipients, claimed.notification, { jobs, config });
  }, FAN_OUT_LIMITS);
}

export const panicFanOutJob = defineJob<{ alertId: string }>({
  name: 'panic-fan-out',
  // Members wait for this one: retry soon, and give an attempt the transaction's own time limit.
  retryLimit: 8,
  retryDelaySeconds: 2,
  expireInSeconds: TRANSACTION_TIMEOUT_MS / 1000 + 30,
  pollingIntervalSeconds: 1,
  run: (services, { alertId }) => notifyAlertRecipients(services, alertId),
});
