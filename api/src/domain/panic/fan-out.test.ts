/**
 * The panic button as a live fan-out: every connection holding a graphql-ws subscription hears its own new
 * unread count, and the database work the press costs does not grow with the number of connections.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../http/auth.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser } from '../../testing/factories.js';
import { collectSubscription, graphqlWsClient } from '../../testing/graphql-ws.js';
import { watchUnreadCount } from '../notifications/notifications.js';
import { startSession } from '../sessions/sessions.js';
import { activatePanic } from './activate.js';
import { notifyAlertRecipients, writeAlertNotifications } from './fan-out.js';
import { buildConnectedCrowd, panicNotifications } from '../../testing/panic.js';

let statements = 0;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: () => (statements += 1) });
});
afterAll(() => app.close());

const meta = { ipAddress: '127.0.0.1' };

/** Members who proved their address get mail for what their settings say. */
async function verifyAddresses(members: readonly { id: string }[]) {
  await app.services.prisma.user.updateMany({
    where: { id: { in: members.map((m) => m.id) } },
    data: { emailVerifiedAt: new Date() },
  });
}

/** A second API process on the same database, closed after `work`. */
async function withOtherProcess(work: (other: Awaited<ReturnType<typeof createTestApp>>) => Promise<void>) {
  const other = await createTestApp({}, { db: app.db });
  try {
    await work(other);
  } finally {
    await other.close();
  }
}

async function sessionCookie(userId: string): Promise<string> {
  const { token } = await startSession(app.services, userId, meta);
  return `${SESSION_COOKIE}=${token}`;
}

/** Presses the panic button as `hubId` while each crowd member listens; returns what it cost and delivered. */
async function pressWithCrowdListening(size: number) {
  const hub = await buildUser(app.services.prisma);
  const crowd = await buildConnectedCrowd(app.services.prisma, hub.id, size);
  await verifyAddresses(crowd);
  const cookies: string[] = [];
  // A few at a time: each is a transaction, and the pool has 10 connections.
  for (let i = 0; i < crowd.length; i += 20)
    cookies.push(...(await Promise.all(crowd.slice(i, i + 20).map((m) => sessionCookie(m.id)))));
  const clients = cookies.map((cookie) => graphqlWsClient(app.url, { cookie, origin: app.url }));
  const streams = clients.map((client) => collectSubscription(client, 'subscription { unreadNotificationCount }'));
  const presser = app.client();
  presser.cookies.set(SESSION_COOKIE, (await sessionCookie(hub.id)).split('=')[1]!);
  try {
    // Generous waits: the machine running the tests may be busy, and 200 subscriptions share it.
    await Promise.all(streams.map((stream) => stream.until(1, 30_000)));
    expect(streams.map((s) => s.values[0])).toEqual(
      crowd.map((m) => ({ data: { unreadNotificationCount: m.unreadBefore } })),
    );

    statements = 0;
    const response = await presser.post('/api/panic/activate');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ success: true, notified: size });
    await app.runJobs();
    await Promise.all(streams.map((stream) => stream.until(2, 30_000)));
    const cost = statements;

    expect(streams.map((s) => s.values[1])).toEqual(
      crowd.map((m) => ({ data: { unreadNotificationCount: m.unreadBefore + 1 } })),
    );
    expect(streams.flatMap((s) => s.errors)).toEqual([]);
    return cost;
  } finally {
    for (const stream of streams) stream.unsubscribe();
    await Promise.all(clients.map((client) => client.dispose()));
  }
}

describe('the panic button notifying every connection live', () => {
  it('delivers each subscriber its own new count, for the same SQL statements with 10 or 200 listening', async () => {
    const withTen = await pressWithCrowdListening(10);
    const withTwoHundred = await pressWithCrowdListening(200);
    expect(withTwoHundred).toBe(withTen);
    // 15 today: the request (session, lock, cooldown, connection count, alert, its job, COMMIT), the
    // notifications (claim, one insert, one read of the counts, COMMIT) and their mail (claim, one insert, the
    // mail job's wake-up, COMMIT), whatever the crowd.
    expect(withTen).toBeLessThanOrEqual(15);
  }, 120_000);
});

describe('the fan-out after the request', () => {
  it('notifies an alert whose process died between the commit and the fan-out, from another process, once', () =>
    withOtherProcess(async (other) => {
      const hub = await buildUser(app.services.prisma);
      const [first, second, third] = await buildConnectedCrowd(app.services.prisma, hub.id, 3);
      // Heard where the job runs (without Redis, each process's live events stay in it).
      const counts = watchUnreadCount(other.services, first!.id);
      expect((await counts.next()).value).toBe(0);
      // What a process that dies right after the commit leaves: the alert and its job, no notifications.
      const { alertId } = await activatePanic(app.services, hub.id);
      expect(await app.services.prisma.notification.count({ where: { targetId: alertId } })).toBe(0);

      expect(await other.runJobs(['panic-fan-out'])).toBe(1);
      expect((await counts.next()).value).toBe(1);
      const alert = await app.services.prisma.panicAlert.findUniqueOrThrow({ where: { id: alertId } });
      for (const member of [first!, second!, third!]) {
        expect(await panicNotifications(app.services.prisma, member.id)).toEqual([
          expect.objectContaining({ actorId: hub.id, targetId: alertId, createdAt: alert.createdAt }),
        ]);
      }
      // The job ran once: neither process finds it again, and running the fan-out again notifies nobody.
      expect(await app.runJobs(['panic-fan-out'])).toBe(0);
      expect(await notifyAlertRecipients(app.services, alertId)).toBe(0);
      expect(await app.services.prisma.notification.count({ where: { targetId: alertId } })).toBe(3);
      await counts.return?.();
    }));

  it('notifies once when two processes take up the same alert at the same moment', () =>
    withOtherProcess(async (other) => {
      const hub = await buildUser(app.services.prisma);
      await verifyAddresses(await buildConnectedCrowd(app.services.prisma, hub.id, 4));
      const alert = await app.services.prisma.panicAlert.create({ data: { userId: hub.id } });
      const notified = await Promise.all([
        notifyAlertRecipients(app.services, alert.id),
        notifyAlertRecipients(other.services, alert.id),
      ]);
      expect(notified.sort()).toEqual([0, 4]);
      expect(await app.services.prisma.notification.count({ where: { targetId: alert.id } })).toBe(4);
      expect(await app.services.prisma.notificationDelivery.count({ where: { targetId: alert.id } })).toBe(4);
    }));

  it('writes the mail after the notifications, once, also when the process died between the two', () =>
    withOtherProcess(async (other) => {
      const hub = await buildUser(app.services.prisma);
      await verifyAddresses(await buildConnectedCrowd(app.services.prisma, hub.id, 3));
      const alert = await app.services.prisma.panicAlert.create({ data: { userId: hub.id } });
      const deliveries = () =>
        app.services.prisma.notificationDelivery.findMany({
          where: { targetId: alert.id },
          orderBy: { userId: 'asc' },
        });
      // What a process that dies between the two steps leaves: the notifications, and no mail yet.
      expect(await writeAlertNotifications(app.services, alert.id)).toBe(3);
      expect(await deliveries()).toEqual([]);

      // The job's retry, on another process, then once more: the mail alone, once, each repeating its notification.
      expect(await notifyAlertRecipients(other.services, alert.id)).toBe(0);
      expect(await notifyAlertRecipients(app.services, alert.id)).toBe(0);
      const notifications = await app.services.prisma.notification.findMany({
        where: { targetId: alert.id },
        orderBy: { userId: 'asc' },
      });
      expect(notifications).toHaveLength(3);
      expect(await deliveries()).toEqual(
        notifications.map((n) =>
          expect.objectContaining({
            userId: n.userId,
            channel: 'email',
            category: 'community_alerts',
            notificationId: n.id,
            actorId: hub.id,
            title: n.title,
            message: n.message,
          }),
        ),
      );
      expect(await app.services.prisma.panicAlert.findUniqueOrThrow({ where: { id: alert.id } })).toMatchObject({
        notifiedAt: expect.any(Date),
        deliveriesWrittenAt: expect.any(Date),
      });
    }));
});
