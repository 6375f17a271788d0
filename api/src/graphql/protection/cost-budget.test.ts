/**
 * What an operation costs (extensions.cost, as in Shopify's Admin API) and the points budget it spends: per
 * member and per address, shared with /api and across API processes, with RateLimit headers and 429s.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildPost, signedInClient, signedInMember } from '../../testing/factories.js';
import { collectSubscription, graphqlWsClient } from '../../testing/graphql-ws.js';
import type { HttpClient } from '../../testing/http-client.js';
import { COSTS } from './cost.js';

const apps: TestApp[] = [];
/** The default budgets. */
let app: TestApp;
beforeAll(async () => {
  app = await start();
});
afterAll(() => Promise.all(apps.map((opened) => opened.close())));

async function start(env: Record<string, string> = {}, shared?: TestApp) {
  const app = await createTestApp(env, shared ? { db: shared.db } : undefined);
  apps.push(app);
  return app;
}

const remaining = (response: Response) => Number(response.headers.get('ratelimit-remaining'));

/** viewer 1 + stats 1: 2 points, requested and actual alike. */
const TWO_POINTS = '{ viewer { stats { posts } } }';

describe('extensions.cost', () => {
  let client: HttpClient;
  beforeAll(async () => {
    const me = await signedInMember(app);
    client = me.client;
    for (let i = 0; i < 3; i++) await buildPost(app.services.prisma, me.user.id);
  });

  it('gives the requested and the actual cost of a feed page, and the budget left', async () => {
    const { response, body } = await client.graphql(
      '{ dadfeed(first: 10) { pageInfo { hasNextPage } edges { node { id author { id } } } } }',
    );
    expect(response.status).toBe(200);
    // Requested: connection 1 + pageInfo 1 + 10 × (edge, post, author). Actual: the page holds 3 posts.
    const requested = 2 + 10 * 3;
    const actual = 2 + 3 * 3;
    const limit = app.config.graphql.memberPointsPerHour;
    expect((body as any).extensions.cost).toEqual({
      requestedQueryCost: requested,
      actualQueryCost: actual,
      throttleStatus: {
        maximumAvailable: limit,
        currentlyAvailable: limit - actual,
        restoreRate: Math.round((limit / 3600) * 100) / 100,
      },
    });
    // The unused points were given back.
    expect(remaining(response)).toBe(limit - actual);
  });

  it('refuses an operation dearer than GRAPHQL_MAX_COST before running it, and charges nothing', async () => {
    const before = remaining((await client.graphql(TWO_POINTS)).response);
    const { response, body } = await client.graphql(
      '{ dadfeed(first: 50) { edges { node { comments(first: 100) { edges { node { id } } } } } } }',
    );
    expect(response.status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^This operation would cost 10151 points; one operation may cost at most 1000\./),
      extensions: { code: 'BAD_USER_INPUT', cost: { requested: 10151, maximum: 1000 } },
    });
    expect((body as any).extensions.cost).toMatchObject({ requestedQueryCost: 10151, actualQueryCost: null });
    expect(remaining(response)).toBe(before);
  });

  it('counts the base of a mutation', async () => {
    const { body } = await client.graphql('mutation { generateReferralCode { __typename } }');
    expect((body as any).extensions.cost).toMatchObject({
      requestedQueryCost: COSTS.mutation + 1,
      actualQueryCost: COSTS.mutation + 1,
    });
  });
});

describe('the points budget', () => {
  /** 14 points an hour per member: each test spends a new member's. */
  let tight: TestApp;
  beforeAll(async () => {
    tight = await start({ GRAPHQL_POINTS_PER_HOUR: '14' });
  });

  it('is in the RateLimit headers of every response, going down as it is spent', async () => {
    const { client } = await signedInMember(app);
    const first = (await client.graphql(TWO_POINTS)).response;
    const second = (await client.graphql(TWO_POINTS)).response;
    for (const name of [
      'ratelimit-limit',
      'ratelimit-remaining',
      'ratelimit-reset',
      'x-ratelimit-limit',
      'x-ratelimit-remaining',
      'x-ratelimit-reset',
    ]) {
      expect(first.headers.get(name), name).toMatch(/^\d+$/);
    }
    expect(first.headers.get('ratelimit-limit')).toBe(String(app.config.graphql.memberPointsPerHour));
    expect(remaining(second)).toBe(remaining(first) - 2);
    // Refused before it costs anything, the answer still says where the caller stands.
    const invalid = (await client.graphql('{ nope }')).response;
    expect(remaining(invalid)).toBe(remaining(second));
  });

  it('answers 429 with Retry-After once spent, and RATE_LIMITED', async () => {
    const { client } = await signedInMember(tight);
    for (let i = 0; i < 6; i++) await client.graphql(TWO_POINTS);
    expect(remaining((await client.graphql('{ viewer { id } }')).response)).toBe(1);
    const { response, body } = await client.graphql(TWO_POINTS);
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(remaining(response)).toBe(1);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Rate limit reached: 14 points per hour\. Try again in \d+ s\.$/),
      extensions: { code: 'RATE_LIMITED' },
    });
    // Another member has a budget of their own.
    expect((await (await signedInMember(tight)).client.graphql(TWO_POINTS)).response.status).toBe(200);
  });

  it('holds per client address too, for visitors and members alike', async () => {
    // Signing in (POST /api/login, 10 points) happens from another address.
    const spot = await start({ GRAPHQL_ADDRESS_POINTS_PER_MINUTE: '12' });
    const address = '203.0.113.9';
    const { client } = await signedInMember(spot);
    Object.assign(client, { ipAddress: address });
    const visitor = spot.client(address);
    for (let i = 0; i < 5; i++) expect((await client.graphql(TWO_POINTS)).response.status).toBe(200);
    expect(remaining((await visitor.graphql('{ memberCount }')).response)).toBe(2);
    // The member's headers report the member's own hourly budget; the address's is now spent too.
    expect(remaining((await client.graphql(TWO_POINTS)).response)).toBe(spot.config.graphql.memberPointsPerHour - 12);
    // The visitor has spent nothing, but shares the address: refused.
    const { response, body } = await visitor.graphql('{ viewer { id } }');
    expect(response.status).toBe(429);
    expect(body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });

  it('is spent by /api requests too, at a flat price', async () => {
    const { client } = await signedInMember(tight);
    const rest = await client.get('/api/auth/user');
    expect(rest.status).toBe(200);
    expect(rest.headers.get('ratelimit-limit')).toBe('14');
    expect(remaining(rest)).toBe(9);
    expect(remaining((await client.graphql(TWO_POINTS)).response)).toBe(7);
    await client.get('/api/users/count');
    const spent = await client.get('/api/users/count');
    expect(spent.status).toBe(429);
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await spent.json()).toEqual({ message: expect.stringMatching(/^Rate limit reached: 14 points per hour/) });
  });

  it('is one budget for two API processes sharing Redis', async () => {
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `test_${randomBytes(6).toString('hex')}`,
      GRAPHQL_POINTS_PER_HOUR: '5',
    };
    const first = await start(env);
    const second = await start(env, first);
    const { user, client } = await signedInMember(first);
    const onSecond = await signedInClient(second, user);
    expect((await client.graphql(TWO_POINTS)).response.status).toBe(200);
    expect(remaining((await onSecond.graphql(TWO_POINTS)).response)).toBe(1);
    expect((await client.graphql(TWO_POINTS)).response.status).toBe(429);
  });

  it('charges operations over WebSocket, and refuses them with an error message once spent', async () => {
    const { client } = await signedInMember(tight);
    for (let i = 0; i < 3; i++) await client.graphql(TWO_POINTS); // 8 left: a subscription costs 10
    const socket = graphqlWsClient(tight.url, { cookie: client.cookieHeader(), origin: tight.url });
    const stream = collectSubscription(socket, 'subscription { unreadNotificationCount }');
    try {
      await stream.until(1);
      expect(stream.values).toEqual([
        {
          errors: [
            {
              message: expect.stringMatching(/^Rate limit reached/),
              extensions: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) },
            },
          ],
          extensions: { cost: expect.objectContaining({ requestedQueryCost: COSTS.subscription }) },
        },
      ]);
    } finally {
      stream.unsubscribe();
      await socket.dispose();
    }
  });
});
