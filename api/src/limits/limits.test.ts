import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../domain/errors.js';
import { consume, createRateLimits, type RateLimits } from './limits.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const opened: RateLimits[] = [];
afterAll(() => Promise.all(opened.map((limits) => limits.close())));

function open(redis: boolean, prefix = `test_${randomBytes(6).toString('hex')}`) {
  const limits = createRateLimits({
    redisUrl: redis ? redisUrl : undefined,
    redisKeyPrefix: prefix,
    redisTimeoutMs: 500,
  });
  opened.push(limits);
  return limits;
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe.each([
  ['memory', false],
  ['Redis', true],
])('rate limits in %s', (_kind, redis) => {
  it('lets a key spend its points, then refuses with 429 and the seconds until the window ends', async () => {
    const limiter = open(redis).limiter({ name: 'test', points: 5, durationSeconds: 60 });
    expect((await consume(limiter, 'a', 3, 'Slow down.')).remainingPoints).toBe(2);
    expect((await consume(limiter, 'a', 2, 'Slow down.')).remainingPoints).toBe(0);
    const error = await refusal(consume(limiter, 'a', 1, 'Slow down.'));
    expect([error.status, error.message]).toEqual([429, 'Slow down.']);
    expect(error.extra.retryAfterSeconds).toBeGreaterThan(55);
    expect(error.extra.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another key has its own budget.
    expect((await consume(limiter, 'b', 5, 'Slow down.')).remainingPoints).toBe(0);
  });
});

describe('rate limits across API processes', () => {
  it('count together in Redis when two processes share its prefix', async () => {
    const prefix = `test_${randomBytes(6).toString('hex')}`;
    const first = open(true, prefix).limiter({ name: 'shared', points: 4, durationSeconds: 60 });
    const second = open(true, prefix).limiter({ name: 'shared', points: 4, durationSeconds: 60 });
    await consume(first, 'member', 3, 'Slow down.');
    expect((await consume(second, 'member', 1, 'Slow down.')).remainingPoints).toBe(0);
    expect((await refusal(consume(first, 'member', 1, 'Slow down.'))).status).toBe(429);
    // The counter is Redis' (not each process's fallback memory).
    const redis = new Redis(redisUrl);
    try {
      expect(await redis.get(`${prefix}:limit:shared:member`)).toBe('5');
    } finally {
      redis.disconnect();
    }
  });

  it('fall back to memory while Redis is unreachable, rather than failing the request', async () => {
    const limits = createRateLimits({
      redisUrl: 'redis://127.0.0.1:1',
      redisKeyPrefix: 'unreachable',
      redisTimeoutMs: 500,
    });
    opened.push(limits);
    const limiter = limits.limiter({ name: 'down', points: 2, durationSeconds: 60 });
    await consume(limiter, 'k', 2, 'Slow down.');
    expect((await refusal(consume(limiter, 'k', 1, 'Slow down.'))).status).toBe(429);
  });
});

describe('a rule', () => {
  it('is one limiter per name, so every caller counts in the same counter', async () => {
    const limits = open(false);
    const rule = { name: 'one', points: 2, durationSeconds: 60 };
    await consume(limits.limiter(rule), 'k', 2, 'Slow down.');
    expect((await refusal(consume(limits.limiter({ ...rule }), 'k', 1, 'Slow down.'))).status).toBe(429);
  });

  it('cannot be asked for again with other settings', () => {
    const limits = open(false);
    limits.limiter({ name: 'two', points: 2, durationSeconds: 60 });
    expect(() => limits.limiter({ name: 'two', points: 3, durationSeconds: 60 })).toThrow(/already defined/);
  });
});
