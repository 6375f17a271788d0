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
import { notifyAlertRecipients } from './fan-out.js';
import { buildConnectedCrowd, panicNotifications } from '../../testing/panic.js';

let statements = 0;
let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: () => (statements += 1) });
});
afterAll(() => app.close());

const meta = { ipAddress: '127.0.0.1' };

async function sessionCookie(userId: string): Promise<string> {
  const { token } = await startSession(app.services, userId, meta);
  return `${SESSION_COOKIE}=${token}`;
}

/** Presses the panic button as `hubId` while each crowd member listens; returns what it cost and delivered. */
async function pressWithCrowdListening(size: number) {
  const hub = await buildUser(app.services.prisma);
  const crowd = await buildConnectedCrowd(app.services.prisma, hub.id, size);
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
    // 11 today: the request (session, lock, cooldown, connection count, alert, its job, COMMIT) and the fan-out
    // (claim, one insert, one read of the counts, COMMIT), whatever the crowd.
    expect(withTen).toBeLessThanOrEqual(12);
  }, 120_000);
});

describe('the fan-out after the request', () => {
  it('notifies an alert whose process died between the commit and the fan-out, from another process, once', async () => {
    const other = await createTestApp({}, { db: app.db });
    try {
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
    } finally {
      await other.close();
    }
  });

  it('notifies once when two processes take up the same alert at the same moment', async () => {
    const other = await createTestApp({}, { db: app.db });
    try {
      const hub = await buildUser(app.services.prisma);
      await buildConnectedCrowd(app.services.prisma, hub.id, 4);
      const alert = await app.services.prisma.panicAlert.create({ data: { userId: hub.id } });
      const notified = await Promise.all([
        notifyAlertRecipients(app.services, alert.id),
        notifyAlertRecipients(other.services, alert.id),
      ]);
      expect(notified.sort()).toEqual([0, 4]);
      expect(await app.services.prisma.notification.count({ where: { targetId: alert.id } })).toBe(4);
    } finally {
      await other.close();
    }
  });
});
