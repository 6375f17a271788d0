import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createRateLimits, type RateLimits } from './limits.js';
import { createPointsBudget, rateLimitHeaders, type Charge } from './points.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const opened: RateLimits[] = [];
afterAll(() => Promise.all(opened.map((limits) => limits.close())));

function budget(
  redis: boolean,
  memberPointsPerHour = 100,
  addressPointsPerMinute = 300,
  prefix = `test_${randomBytes(6).toString('hex')}`,
) {
  const limits = createRateLimits({
    redisUrl: redis ? redisUrl : undefined,
    redisKeyPrefix: prefix,
    redisTimeoutMs: 500,
  });
  opened.push(limits);
  return createPointsBudget(limits, {
    graphql: { memberPointsPerHour, tokenPointsPerHour: 60, addressPointsPerMinute, maxCost: 1000, timeBudgetMs: 1000 },
  });
}

function allowed(charge: Charge) {
  if (!charge.allowed) throw new Error('refused');
  return charge;
}

describe.each([
  ['memory', false],
  ['Redis', true],
])('the points budget in %s', (_kind, redis) => {
  it("spends from the member and the address, and reports the member's own budget", async () => {
    const points = budget(redis);
    const member = { memberId: 'm1', address: '10.0.0.1' };
    expect(allowed(await points.charge(member, 30)).status).toMatchObject({ limit: 100, remaining: 70 });
    // A visitor at the same address spends the address's budget only: 300 - 30 - 50.
    expect(allowed(await points.charge({ memberId: null, address: '10.0.0.1' }, 50)).status).toMatchObject({
      limit: 300,
      remaining: 220,
    });
    expect(await points.peek(member)).toMatchObject({ limit: 100, remaining: 70 });
  });

  it('refuses what the budget cannot pay, without spending it, and says when it is full again', async () => {
    const points = budget(redis);
    const member = { memberId: 'm1', address: '10.0.0.2' };
    allowed(await points.charge(member, 80));
    const refused = await points.charge(member, 30);
    expect(refused.allowed).toBe(false);
    expect(refused.status).toMatchObject({ limit: 100, remaining: 20 });
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(3500);
    // The refusal cost nothing: what is left still pays for 20, and the address was not charged for it.
    expect(allowed(await points.charge(member, 20)).status.remaining).toBe(0);
    expect(await points.peek({ memberId: null, address: '10.0.0.2' })).toMatchObject({ remaining: 300 - 100 });
  });

  it("refuses when the address is spent, though the member's budget is not, and gives the member's points back", async () => {
    const points = budget(redis, 40, 50);
    allowed(await points.charge({ memberId: 'other', address: '10.0.0.3' }, 40));
    const refused = await points.charge({ memberId: 'm1', address: '10.0.0.3' }, 20);
    expect(refused).toMatchObject({ allowed: false, status: { limit: 50, remaining: 10 } });
    expect(await points.peek({ memberId: 'm1', address: '10.0.0.4' })).toMatchObject({ limit: 40, remaining: 40 });
  });

  it('counts an IPv6 address by its /64 network', async () => {
    const points = budget(redis);
    allowed(await points.charge({ memberId: null, address: '2001:db8:1:2::a' }, 100));
    expect(await points.peek({ memberId: null, address: '2001:db8:1:2:ffff::b' })).toMatchObject({ remaining: 200 });
    expect(await points.peek({ memberId: null, address: '2001:db8:1:3::a' })).toMatchObject({ remaining: 300 });
  });

  it("spends a token's own hourly budget, apart from its member's sessions", async () => {
    const points = budget(redis);
    const token = { memberId: 'm1', tokenId: 't1', address: '10.0.0.6' };
    expect(allowed(await points.charge(token, 20)).status).toMatchObject({
      limit: 60,
      remaining: 40,
      windowSeconds: 3600,
    });
    expect(await points.peek({ memberId: 'm1', address: '10.0.0.6' })).toMatchObject({ limit: 100, remaining: 100 });
    expect(await points.peek({ memberId: 'm1', tokenId: 't2', address: '10.0.0.6' })).toMatchObject({
      limit: 60,
      remaining: 60,
    });
    // The address's flood guard counts the token's spending too.
    expect(await points.peek({ memberId: null, address: '10.0.0.6' })).toMatchObject({
      limit: 300,
      remaining: 280,
      windowSeconds: 60,
    });
    const refused = await points.charge(token, 41);
    expect(refused).toMatchObject({ allowed: false, status: { limit: 60, remaining: 40 } });
  });

  it('refunds what an operation did not use', async () => {
    const points = budget(redis);
    const member = { memberId: 'm1', address: '10.0.0.5' };
    await allowed(await points.charge(member, 60)).refund(45);
    expect(await points.peek(member)).toMatchObject({ remaining: 85 });
  });
});

describe('RateLimit headers', () => {
  it('give the limit, what is left and when it resets, in both spellings', () => {
    const headers = rateLimitHeaders(
      { limit: 100, remaining: 40, resetSeconds: 30, windowSeconds: 3600 },
      Date.UTC(2026, 0, 1),
    );
    expect(headers).toEqual({
      'RateLimit-Policy': '100;w=3600',
      'RateLimit-Limit': '100',
      'RateLimit-Remaining': '40',
      'RateLimit-Reset': '30',
      'X-RateLimit-Limit': '100',
      'X-RateLimit-Remaining': '40',
      'X-RateLimit-Reset': String(Date.UTC(2026, 0, 1) / 1000 + 30),
      'X-RateLimit-Used': '60',
    });
  });
});
