import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PANIC_COOLDOWN_MS } from '../domain/panic/activate.js';
import { panicLines } from '../domain/panic/lines.js';
import { buildDadWithFriends, panicNotifications } from '../testing/panic.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildUser, signedInClient } from '../testing/factories.js';
import { collectSubscription, graphqlWsClient } from '../testing/graphql-ws.js';
import { cookieFor } from '../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('POST /api/panic/activate', () => {
  it('answers 401 to a visitor', async () => {
    const response = await app.client().post('/api/panic/activate');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('records the alert and notifies accepted connections only, with a humorous line', async () => {
    const { dad, friendA, friendB, pending, declined, stranger } = await buildDadWithFriends(app.services.prisma);
    const response = await (await signedInClient(app, dad)).post('/api/panic/activate');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; notified: number; line: string };
    expect(body).toEqual({ success: true, notified: 2, line: expect.any(String) });
    expect(panicLines).toContain(body.line);

    // The notifications are written by a job right after the answer, off the request (domain/panic/fan-out.ts).
    await app.runJobs();
    const alerts = await app.services.prisma.panicAlert.findMany({ where: { userId: dad.id } });
    expect(alerts).toHaveLength(1);
    for (const friend of [friendA, friendB]) {
      expect(await panicNotifications(app.services.prisma, friend.id)).toEqual([
        expect.objectContaining({
          actorId: dad.id,
          title: 'Community alert',
          message: expect.stringContaining(`@${dad.username} pressed the panic button`),
          isRead: false,
          targetType: 'panic_alert',
          targetId: alerts[0]!.id,
        }),
      ]);
    }
    for (const other of [dad, pending, declined, stranger])
      expect(await panicNotifications(app.services.prisma, other.id)).toEqual([]);
  });

  it('works for a member without connections (nobody to notify), whose cool-down does not claim anyone was alerted', async () => {
    const loner = await buildUser(app.services.prisma);
    const client = await signedInClient(app, loner);
    const response = await client.post('/api/panic/activate');
    expect(await response.json()).toMatchObject({ success: true, notified: 0 });
    const again = await client.post('/api/panic/activate');
    expect(again.status).toBe(429);
    expect(await again.json()).toEqual({
      message: 'You can raise one community alert every 5 minutes. You have no connections yet, so nobody was alerted.',
    });
  });

  it('allows one alert per 5 minutes: the next press is a 429 with Retry-After', async () => {
    const { dad, friendA } = await buildDadWithFriends(app.services.prisma);
    const client = await signedInClient(app, dad);
    expect((await client.post('/api/panic/activate')).status).toBe(200);

    const again = await client.post('/api/panic/activate');
    expect(again.status).toBe(429);
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(290);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(await again.json()).toEqual({
      message: 'You can raise one community alert every 5 minutes. Your connections have already been alerted.',
    });
    expect(await app.services.prisma.panicAlert.count({ where: { userId: dad.id } })).toBe(1);
    await app.runJobs();
    expect(await panicNotifications(app.services.prisma, friendA.id)).toHaveLength(1);

    // Once the last alert is 5 minutes old, the button works again.
    await app.services.prisma.panicAlert.updateMany({
      where: { userId: dad.id },
      data: { createdAt: new Date(Date.now() - PANIC_COOLDOWN_MS - 1000) },
    });
    expect((await client.post('/api/panic/activate')).status).toBe(200);
    await app.runJobs();
    expect(await panicNotifications(app.services.prisma, friendA.id)).toHaveLength(2);
  });

  it('lets exactly one of two simultaneous presses through', async () => {
    const { dad, friendA } = await buildDadWithFriends(app.services.prisma);
    const client = await signedInClient(app, dad);
    const responses = await Promise.all([client.post('/api/panic/activate'), client.post('/api/panic/activate')]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(await app.services.prisma.panicAlert.count({ where: { userId: dad.id } })).toBe(1);
    await app.runJobs();
    expect(await panicNotifications(app.services.prisma, friendA.id)).toHaveLength(1);
  });

  it("moves a connection's live unread count", async () => {
    const { dad, friendA } = await buildDadWithFriends(app.services.prisma);
    const ws = graphqlWsClient(app.url, { cookie: await cookieFor(app, friendA), origin: app.url });
    const stream = collectSubscription(ws, 'subscription { unreadNotificationCount }');
    try {
      await stream.until(1);
      expect(stream.values).toEqual([{ data: { unreadNotificationCount: 0 } }]);
      expect((await (await signedInClient(app, dad)).post('/api/panic/activate')).status).toBe(200);
      await app.runJobs();
      await stream.until(2);
      expect(stream.values[1]).toEqual({ data: { unreadNotificationCount: 1 } });
    } finally {
      stream.unsubscribe();
      await ws.dispose();
    }
  });
});
