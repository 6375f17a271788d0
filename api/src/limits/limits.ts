/**
 * Rate limits every API process shares: with REDIS_URL the counters live in Redis, so a limit holds however
 * many processes serve; otherwise in memory. Built on rate-limiter-flexible (fixed windows per key).
 */
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config/config.js';
import { rateLimited } from '../domain/errors.js';

export interface LimitOptions {
  /** Names the counter (part of its keys): one name per rule, such as `sign-in:account`. */
  name: string;
  /** What a key may consume per window. */
  points: number;
  durationSeconds: number;
}

export type Limiter = RateLimiterAbstract;

export interface RateLimits {
  /** Where the counters live, for logs. */
  description: string;
  /**
   * The limiter for one rule. Made on first use and the same object afterwards: a memory limiter keeps its
   * counters inside itself, so every caller of a rule must share one. A name means one rule: asking for it
   * again with other points or another window is a programming error and throws.
   */
  limiter(options: LimitOptions): Limiter;
  close(): Promise<void>;
}

/** One limiter per rule name, checked to be asked for with the same settings each time. */
function memoized(make: (options: LimitOptions) => Limiter): (options: LimitOptions) => Limiter {
  const made = new Map<string, { options: LimitOptions; limiter: Limiter }>();
  return (options) => {
    const existing = made.get(options.name);
    if (!existing) {
      const limiter = make(options);
      made.set(options.name, { options, limiter });
      return limiter;
    }
    if (existing.options.points !== options.points || existing.options.durationSeconds !== options.durationSeconds) {
      throw new Error(`The rate limit '${options.name}' is already defined with other settings.`);
    }
    return existing.limiter;
  };
}

export function createRateLimits(config: Pick<Config, 'redisUrl' | 'redisKeyPrefix'>): RateLimits {
  if (!config.redisUrl) {
    return {
      description: 'in memory',
      limiter: memoized(({ name, points, durationSeconds }) =>
        new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds })),
      close: async () => {},
    };
  }
  // Commands wait for the connection at start; once Redis is unreachable they fail after one retry, and a
  // failing Redis must not take sign-in or GraphQL down with it: each limiter falls back to memory meanwhile.
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on('error', () => {});
  const { host, port } = new URL(config.redisUrl);
  return {
    description: `Redis at ${host}:${port || 6379}`,
    limiter: memoized(({ name, points, durationSeconds }) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${config.redisKeyPrefix}:limit:${name}`,
        points,
        duration: durationSeconds,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: durationSeconds }),
      })),
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** rate-limiter-flexible refuses with a RateLimiterRes (not an Error) when a key is over its limit. */
export function isOverLimit(outcome: unknown): outcome is RateLimiterRes {
  return outcome instanceof RateLimiterRes;
}

/**
 * Takes `points` from `key`'s budget, or throws RATE_LIMITED (429, Retry-After) with `message` when it is spent.
 * Returns what is left, for RateLimit headers.
 */
export async function consume(limiter: Limiter, key: string, points: number, message: string): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key, points);
  } catch (outcome) {
    if (isOverLimit(outcome)) throw rateLimited(message, outcome.msBeforeNext / 1000);
    throw outcome;
  }
}

/** 'Try again in 15 minutes.' (rounded up, at least one minute). */
export function tryAgainIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
