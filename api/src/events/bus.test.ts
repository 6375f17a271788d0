/**
 * Two API processes side by side share events through Redis: a change made by one reaches members subscribed
 * on the other, with the count it left. Without Redis, one process's events stay in it.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceNotificationsChanged, createNotifications } from '../domain/notifications/notifications.js';
import { markAllNotificationsRead } from '../domain/notifications/read.js';
import { buildConnectedCrowd } from '../testing/panic.js';
import { startSession } from '../domain/sessions/sessions.js';
import { SESSION_COOKIE } from '../http/auth.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildConnection, buildUser } from '../testing/factories.js';
import { Redis } from 'ioredis';
import { collectSubscription, graphqlWsClient } from '../testing/graphql-ws.js';
import { connectRedis } from '../redis/connection.js';
import { createEventBus } from './bus.js';
import { unreadCountTopics } from './unread-counts.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let left: TestApp;
let right: TestApp;
beforeAll(async () => {
  left = await createTestApp({ REDIS_URL });
  right = await createTestApp({ REDIS_URL, REDIS_KEY_PREFIX: left.config.redisKeyPrefix }, { db: left.db });
});
afterAll(async () => {
  await right?.close();
  await left?.close();
});

async function sessionToken(userId: string): Promise<string> {
  return (await startSession(left.services, userId, { ipAddress: '127.0.0.1' })).token;
}

function subscribe(app: TestApp, token: string) {
  const client = graphqlWsClient(app.url, { cookie: `${SESSION_COOKIE}=${token}`, origin: app.url });
  const stream = collectSubscription(client, 'subscription { unreadNotificationCount }');
  return Object.assign(stream, {
    close: () => {
      stream.unsubscribe();
      return client.dispose();
    },
  });
}

describe('live events across processes (Redis)', () => {
  it('delivers the counts published by either process, up and down, to a subscriber on one of them', async () => {
    const user = await buildUser(left.services.prisma);
    const stream = subscribe(left, await sessionToken(user.id));
    try {
      // No pause before publishing: the first value is sent only once Redis has confirmed the subscription.
      await stream.until(1);
      expect(stream.values).toEqual([{ data: { unreadNotificationCount: 0 } }]);

      const notification = {
        userId: user.id,
        type: 'other' as const,
        title: 'From the other process',
        message: 'Hello',
      };
      announceNotificationsChanged(
        right.services.events,
        await createNotifications(right.services.prisma, [notification], right.services),
      );
      await stream.until(2);
      announceNotificationsChanged(
        left.services.events,
        await createNotifications(left.services.prisma, [notification], left.services),
      );
      await stream.until(3);
      await markAllNotificationsRead(right.services, user.id);
      await stream.until(4);
      expect(stream.values.slice(1)).toEqual([1, 2, 0].map((count) => ({ data: { unreadNotificationCount: count } })));
    } finally {
      await stream.close();
    }
  });

  it('brings a panic pressed on one process to connections subscribed on both', async () => {
    const hub = await buildUser(left.services.prisma);
    const crowd = await buildConnectedCrowd(left.services.prisma, hub.id, 6);
    const streams = await Promise.all(
      crowd.map(async (m) => subscribe(m.index % 2 ? left : right, await sessionToken(m.id))),
    );
    try {
      await Promise.all(streams.map((s) => s.until(1)));
      const presser = right.client();
      presser.cookies.set(SESSION_COOKIE, await sessionToken(hub.id));
      expect(await (await presser.post('/api/panic/activate')).json()).toMatchObject({ notified: 6 });
      // The fan-out job may run in either process; here the other one takes it.
      expect(await left.runJobs(['panic-fan-out'])).toBe(1);
      await Promise.all(streams.map((s) => s.until(2)));
      expect(streams.map((s) => s.values)).toEqual(
        crowd.map((m) =>
          [m.unreadBefore, m.unreadBefore + 1].map((count) => ({ data: { unreadNotificationCount: count } })),
        ),
      );
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  });

  it('brings a message sent through one process to a participant subscribed on the other', async () => {
    const [sender, reader] = [await buildUser(left.services.prisma), await buildUser(left.services.prisma)];
    await buildConnection(left.services.prisma, sender.id, reader.id);
    const readerToken = await sessionToken(reader.id);
    const client = graphqlWsClient(left.url, { cookie: `${SESSION_COOKIE}=${readerToken}`, origin: left.url });
    const messages = collectSubscription(
      client,
      'subscription { messageEvents { kind message { content sender { username } } } }',
    );
    const unread = collectSubscription(client, 'subscription { unreadMessageCount }');
    const redis = new Redis(REDIS_URL);
    try {
      await unread.until(1);
      // The message stream sends nothing first: wait until Redis has its subscription (what the bus waits for too).
      for (let n = 0; n === 0; ) {
        const channel = `${left.config.redisKeyPrefix}:messageEvent:${reader.id}`;
        const [, count] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
        n = Number(count);
      }
      const api = right.client();
      api.cookies.set(SESSION_COOKIE, await sessionToken(sender.id));
      const started = await api.post('/api/conversations', { json: { participant2Id: reader.id } });
      expect(started.status).toBe(201);
      const { id } = (await started.json()) as { id: string };
      expect(
        (await api.post(`/api/conversations/${id}/messages`, { json: { content: 'From the other process' } })).status,
      ).toBe(201);
      await messages.until(1);
      await unread.until(2);
      expect(messages.values).toEqual([
        {
          data: {
            messageEvents: {
              kind: 'ADDED',
              message: { content: 'From the other process', sender: { username: sender.username } },
            },
          },
        },
      ]);
      expect(unread.values).toEqual([{ data: { unreadMessageCount: 0 } }, { data: { unreadMessageCount: 1 } }]);
    } finally {
      messages.unsubscribe();
      unread.unsubscribe();
      await client.dispose();
      redis.disconnect();
    }
  });

  it('confirms a subscription before the state it follows is read: nothing published afterwards is missed', async () => {
    // A process that has just started: its subscribing connection is still opening, the publisher's is open.
    const redis = connectRedis(REDIS_URL, { timeoutMs: 500 });
    const listener = createEventBus(redis, right.services.config.redisKeyPrefix);
    try {
      const key = randomUUID();
      const heard: unknown[] = [];
      const listening = listener.events.listen(unreadCountTopics.notifications, key, (payload) => heard.push(payload));
      await listening.ready;
      right.services.events.publish(unreadCountTopics.notifications, key, {
        count: 1,
        version: 1,
        at: new Date().toISOString(),
      });
      for (let waited = 0; heard.length === 0 && waited < 2_000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard).toEqual([expect.objectContaining({ count: 1, version: 1 })]);
      listening.stop();
    } finally {
      await listener.close();
      await redis.close();
    }
  });

  it('keeps deployments sharing a Redis apart: channels carry REDIS_KEY_PREFIX', async () => {
    const redis = connectRedis(REDIS_URL, { timeoutMs: 500 });
    const ours = createEventBus(redis, right.services.config.redisKeyPrefix);
    const theirs = createEventBus(redis, `other-${randomUUID().slice(0, 8)}`);
    try {
      const key = randomUUID();
      const heardHere: unknown[] = [];
      const heardThere: unknown[] = [];
      const here = ours.events.listen(unreadCountTopics.notifications, key, (payload) => heardHere.push(payload));
      const there = theirs.events.listen(unreadCountTopics.notifications, key, (payload) => heardThere.push(payload));
      await Promise.all([here.ready, there.ready]);
      right.services.events.publish(unreadCountTopics.notifications, key, {
        count: 2,
        version: 1,
        at: new Date().toISOString(),
      });
      for (let waited = 0; heardHere.length === 0 && waited < 2_000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heardHere).toEqual([expect.objectContaining({ count: 2 })]);
      // The other deployment publishes on its own channel: this one hears nothing of it either.
      theirs.events.publish(unreadCountTopics.notifications, key, {
        count: 3,
        version: 2,
        at: new Date().toISOString(),
      });
      for (let waited = 0; heardThere.length === 0 && waited < 2_000; waited += 20)
        await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heardThere).toEqual([expect.objectContaining({ count: 3 })]);
      expect(heardHere).toHaveLength(1);
      here.stop();
      there.stop();
    } finally {
      await ours.close();
      await theirs.close();
      await redis.close();
    }
  });
});

describe('live events in one process (no Redis)', () => {
  it('takes any number of subscribers of one key, and warns of no leak', async () => {
    const { events } = createEventBus();
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => void warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const key = randomUUID();
      const heard: unknown[] = [];
      const listeners = Array.from({ length: 50 }, () =>
        events.listen(unreadCountTopics.notifications, key, (payload) => heard.push(payload)),
      );
      await Promise.all(listeners.map((listener) => listener.ready));
      events.publish(unreadCountTopics.notifications, key, { count: 1, version: 1, at: new Date().toISOString() });
      // Node emits its warning on the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
      expect(heard).toHaveLength(50);
      expect(warnings.map((warning) => warning.name)).not.toContain('MaxListenersExceededWarning');
      for (const listener of listeners) listener.stop();
    } finally {
      process.off('warning', onWarning);
    }
  });
});
