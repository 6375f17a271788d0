/**
 * Rate limits every API process shares: with REDIS_URL the counters live in Redis, so a limit holds however
 * many processes serve; otherwise in memory (./memory-storage.ts). Built on rate-limiter-flexible (fixed windows per
 * key).
 */
import { RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Config } from '../config/config.js';
import { rateLimited } from '../domain/errors.js';
import { connectRedis, type RedisConnection } from '../redis/connection.js';
import { sweptMemoryLimiter } from './memory-storage.js';

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

/**
 * `shared`: the app's Redis connection (redis/connection.ts); without it, the limits make their own from REDIS_URL
 * and close it with them.
 */
export function createRateLimits(
  config: Pick<Config, 'redisUrl' | 'redisKeyPrefix' | 'redisTimeoutMs'>,
  shared?: RedisConnection,
): RateLimits {
  const connection =
    shared ?? (config.redisUrl ? connectRedis(config.redisUrl, { timeoutMs: config.redisTimeoutMs }) : undefined);
  if (!connection) {
    return {
      description: 'in memory',
      limiter: memoized(({ name, points, durationSeconds }) =>
        sweptMemoryLimiter({ keyPrefix: name, points, duration: durationSeconds }),
      ),
      close: async () => {},
    };
  }
  // A failing Redis must not take sign-in or GraphQL down with it: while the connection is down each limiter
  // counts in memory at once, as it does for a command Redis does not answer in time (redis/connection.ts).
  const redis = connection.client('commands');
  return {
    description: connection.description,
    limiter: memoized(
      ({ name, points, durationSeconds }) =>
        new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `${config.redisKeyPrefix}:limit:${name}`,
          points,
          duration: durationSeconds,
          insuranceLimiter: sweptMemoryLimiter({ keyPrefix: name, points, duration: durationSeconds }),
        }),
    ),
    async close() {
      if (!shared) await connection.close();
    },
  };
}

/** rate-limiter-flexible refuses with a RateLimiterRes (not an Error) when a key is over its limit. */
export function isOverLimit(outcome: unknown): outcome is RateLimiterRes {
  return outcome instanceof RateLimiterRes;
}

/**
 * Takes `points` from `key`'s budget, or throws RATE_LIMITED (429, Retry-After) with `message` when it is spent
 * (a function of the seconds to wait, for messages that say when to try again). Returns what is left, for
 * RateLimit headers.
 */
export async function consume(
  limiter: Limiter,
  key: string,
  points: number,
  message: string | ((retryAfterSeconds: number) => string),
): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key, points);
  } catch (outcome) {
    if (!isOverLimit(outcome)) throw outcome;
    const seconds = outcome.msBeforeNext / 1000;
    throw rateLimited(typeof message === 'string' ? message : message(seconds), seconds);
  }
}

/** 'Try again in 15 minutes.' (rounded up, at least one minute). */
export function tryAgainIn(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
