/**
 * A configured Redis that cannot be reached, that accepts connections and never answers, that stops and comes back,
 * or that hangs and resumes: the service keeps answering (rate limits in memory, live events within the process),
 * says it is not ready meanwhile, refuses new subscriptions with SERVICE_UNAVAILABLE, never crashes, and recovers
 * by itself. Each Redis here is the test's own (testing/redis-server.ts, testing/silent-server.ts).
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildConnection, buildUser, TEST_PASSWORD } from '../testing/factories.js';
import { collectSubscription, graphqlWsClient } from '../testing/graphql-ws.js';
import type { HttpClient } from '../testing/http-client.js';
import { freePort, startRedisServer, type RedisServer } from '../testing/redis-server.js';
import { startSilentServer, type SilentServer } from '../testing/silent-server.js';
import { within } from '../testing/within.js';

const statusOf = async (response: Promise<Response>) => {
  const answer = await within(5_000, response);
  return answer === 'no answer' ? answer : answer.status;
};

/** Asks /readyz until it answers `status` (what a load balancer would see), at most `ms`. */
async function readiness(app: TestApp, status: number, ms = 15_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const response = await within(2_000, fetch(`${app.url}/readyz`));
    const seen =
      response === 'no answer'
        ? response
        : { status: response.status, body: (await response.json()) as Record<string, unknown> };
    if ((seen !== 'no answer' && seen.status === status) || Date.now() > deadline) return seen;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Ten rate-limited reads, one after another: each answer's status, or 'no answer'. */
async function tenReads(client: HttpClient) {
  const statuses = [];
  for (let i = 0; i < 10; i++) statuses.push(await statusOf(client.get('/api/posts')));
  return statuses;
}

async function signIn(app: TestApp, email: string): Promise<HttpClient> {
  const client = app.client();
  expect(await statusOf(client.post('/api/login', { json: { email, password: TEST_PASSWORD } }))).toBe(200);
  return client;
}

/** Two connected members signed in on `app`, and their conversation. */
async function pair(app: TestApp) {
  const [sender, reader] = [await buildUser(app.services.prisma), await buildUser(app.services.prisma)];
  await buildConnection(app.services.prisma, sender.id, reader.id);
  const [senderClient, readerClient] = [await signIn(app, sender.email), await signIn(app, reader.email)];
  const started = await within(5_000, senderClient.post('/api/conversations', { json: { participant2Id: reader.id } }));
  expect(started === 'no answer' ? started : started.status).toBe(201);
  const { id } = (await (started as Response).json()) as { id: string };
  return { sender, reader, senderClient, readerClient, conversationId: id };
}

function subscriber(app: TestApp, client: HttpClient) {
  return graphqlWsClient(app.url, { cookie: client.cookieHeader(), origin: app.url });
}

const errorCodes = (stream: ReturnType<typeof collectSubscription>) =>
  [...stream.values, ...stream.errors].flatMap((value) => {
    const errors = Array.isArray(value) ? value : ((value as { errors?: unknown[] }).errors ?? []);
    return errors.map((error) => (error as { extensions?: { code?: string } }).extensions?.code);
  });

/** What every Redis fault must leave working, and refuse cleanly. */
async function servesWithoutRedis(app: TestApp) {
  const ready = await readiness(app, 503);
  expect(ready).toMatchObject({ status: 503, body: { status: 'unavailable', redis: 'unavailable' } });

  const { senderClient, readerClient, conversationId } = await pair(app);
  expect(await tenReads(readerClient)).toEqual(Array(10).fill(200));
  const graphql = await within(5_000, readerClient.graphql('{ viewer { id } }'));
  expect(graphql === 'no answer' ? graphql : graphql.response.status).toBe(200);

  // A message is saved; nothing crashes on publishing it.
  expect(
    await statusOf(
      senderClient.post(`/api/conversations/${conversationId}/messages`, { json: { content: 'While Redis is away' } }),
    ),
  ).toBe(201);
  expect(await app.services.prisma.message.count({ where: { conversationId, content: 'While Redis is away' } })).toBe(
    1,
  );

  // A subscription opened meanwhile is refused, and says why.
  const ws = subscriber(app, readerClient);
  try {
    const counts = collectSubscription(ws, 'subscription { unreadMessageCount }');
    const messages = collectSubscription(ws, 'subscription { messageEvents { kind } }');
    await Promise.all([counts.until(1), messages.until(1)]);
    expect(errorCodes(counts)).toEqual(['SERVICE_UNAVAILABLE']);
    expect(errorCodes(messages)).toEqual(['SERVICE_UNAVAILABLE']);
  } finally {
    await ws.dispose();
  }
  // Still serving after all that.
  expect(await statusOf(fetch(`${app.url}/healthz`))).toBe(200);
}

describe('a Redis that cannot be reached (a closed port)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
  });
  afterAll(() => app?.close());

  it('leaves the service answering, not ready, and refusing only new subscriptions', async () => {
    await servesWithoutRedis(app);
  });
});

describe('a Redis that accepts connections and never answers', () => {
  let silent: SilentServer;
  let app: TestApp;
  beforeAll(async () => {
    silent = await startSilentServer();
    app = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${silent.port}` });
  });
  afterAll(async () => {
    await app?.close();
    await silent?.close();
  });

  it('leaves the service answering, not ready, and refusing only new subscriptions', async () => {
    await servesWithoutRedis(app);
    expect(silent.accepted).toBeGreaterThan(0);
  });
});

describe('a Redis that goes away and comes back', () => {
  let redis: RedisServer;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    redis = await startRedisServer();
    one = await createTestApp({ REDIS_URL: redis.url });
    // A second API process of the same deployment, on the same database and Redis.
    two = await createTestApp({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: one.config.redisKeyPrefix }, { db: one.db });
  });
  afterAll(async () => {
    redis?.resume();
    await two?.close();
    await one?.close();
    await redis?.close();
  });

  /**
   * A member subscribed on `one` before the outage gets a message sent on `one` during it (without Redis), and one
   * sent on `two` after it (through Redis again: the subscription was renewed by itself).
   */
  async function throughAnOutage(away: () => Promise<void> | void, back: () => Promise<void> | void) {
    expect(await readiness(one, 200)).toMatchObject({ status: 200 });
    expect(await readiness(two, 200)).toMatchObject({ status: 200 });
    const { sender, reader, senderClient, readerClient, conversationId } = await pair(one);
    const ws = subscriber(one, readerClient);
    const messages = collectSubscription(ws, 'subscription { messageEvents { message { content } } }');
    const contents = () =>
      messages.values.map(
        (v) => (v as { data: { messageEvents: { message: { content: string } } } }).data.messageEvents.message.content,
      );
    const send = async (client: HttpClient, content: string) =>
      expect(await statusOf(client.post(`/api/conversations/${conversationId}/messages`, { json: { content } }))).toBe(
        201,
      );
    const watcher = new Redis(redis.url);
    try {
      // The message stream sends nothing first: wait until Redis holds its subscription.
      for (let channels: string[] = []; !channels.some((c) => c.includes('messageEvent')); ) {
        channels = (await watcher.pubsub('CHANNELS', `*${reader.id}*`)) as string[];
      }
      watcher.disconnect();
      await send(senderClient, 'Before');
      await messages.until(1);

      await away();
      expect(await readiness(one, 503)).toMatchObject({
        status: 503,
        body: { status: 'unavailable', redis: 'unavailable' },
      });
      expect(await readiness(two, 503)).toMatchObject({ status: 503 });
      // Rate limits and reads carry on.
      expect(await tenReads(readerClient)).toEqual(Array(10).fill(200));
      // Sent through the subscriber's own process: saved, and delivered to it without Redis.
      await send(senderClient, 'While Redis is away');
      await messages.until(2);
      expect(contents()).toEqual(['Before', 'While Redis is away']);
      expect(await one.services.prisma.message.count({ where: { conversationId } })).toBe(2);

      await back();
      expect(await readiness(one, 200)).toMatchObject({ status: 200, body: { status: 'ready', redis: 'ready' } });
      expect(await readiness(two, 200)).toMatchObject({ status: 200 });
      // Through the other process: it reaches the subscription opened before the outage, through Redis again.
      await send(await signIn(two, sender.email), 'After');
      await messages.until(3);
      expect(contents()).toEqual(['Before', 'While Redis is away', 'After']);
      expect(messages.errors).toEqual([]);
    } finally {
      watcher.disconnect();
      messages.unsubscribe();
      await ws.dispose();
    }
  }

  it('keeps delivering within a process while Redis is stopped, then across processes again, without a restart', async () => {
    await throughAnOutage(
      () => redis.stop(),
      () => redis.start(),
    );
  });

  it('does the same while Redis hangs with its connections open, and when it resumes', async () => {
    await throughAnOutage(
      () => redis.pause(),
      () => redis.resume(),
    );
  });
});
