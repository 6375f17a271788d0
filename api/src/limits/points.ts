/**
 * The points budget both adapters spend (docs/graphql-limits.md): per hour for each access token and for each
 * member's browser sessions (the budget integrators plan around, reported in the RateLimit headers), and per
 * minute for each client address (a flood guard, anonymous callers' only budget). GraphQL spends an
 * operation's cost, /api a flat price per request. The counters are services.limits' (Redis when configured),
 * so one budget holds across API processes.
 */
import type { RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config/config.js';
import { addressKey } from './address.js';
import { isOverLimit, type Limiter, type RateLimits } from './limits.js';

/** The caller's own budget (a token's, a member's sessions'): an hour, as GitHub's. */
export const BUDGET_WINDOW_SECONDS = 60 * 60;
/** The address's flood guard. */
export const ADDRESS_WINDOW_SECONDS = 60;

/**
 * Who spends: a token spends from its own budget, a member's browser session from the member's, and both,
 * like a visitor, from their address's.
 */
export interface Spender {
  memberId: string | null | undefined;
  /** The access token the request carried. */
  tokenId?: string | null | undefined;
  address: string;
}

/** A budget's standing, for RateLimit headers, extensions.cost and Query.rateLimit. */
export interface BudgetStatus {
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the budget is full again. */
  resetSeconds: number;
  /** The window's length in seconds. */
  windowSeconds: number;
}

export type Charge =
  | { allowed: true; status: BudgetStatus; refund(points: number): Promise<void> }
  | { allowed: false; status: BudgetStatus; retryAfterSeconds: number };

export interface PointsBudget {
  charge(spender: Spender, points: number): Promise<Charge>;
  /** Where the spender stands, without spending (for requests refused before they cost anything). */
  peek(spender: Spender): Promise<BudgetStatus>;
}

interface Bucket {
  limiter: Limiter;
  limit: number;
  windowSeconds: number;
}

function statusOf(bucket: Bucket, res: RateLimiterRes | null): BudgetStatus {
  const { limit, windowSeconds } = bucket;
  if (!res) return { limit, remaining: limit, resetSeconds: windowSeconds, windowSeconds };
  return {
    limit,
    remaining: Math.max(0, limit - res.consumedPoints),
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
    windowSeconds,
  };
}

export function createPointsBudget(limits: RateLimits, config: Pick<Config, 'graphql'>): PointsBudget {
  const bucket = (name: string, limit: number, windowSeconds: number): Bucket => ({
    limiter: limits.limiter({ name, points: limit, durationSeconds: windowSeconds }),
    limit,
    windowSeconds,
  });
  const token = bucket('points:token', config.graphql.tokenPointsPerHour, BUDGET_WINDOW_SECONDS);
  const member = bucket('points:member-hour', config.graphql.memberPointsPerHour, BUDGET_WINDOW_SECONDS);
  const address = bucket('points:address', config.graphql.addressPointsPerMinute, ADDRESS_WINDOW_SECONDS);
  /** The caller's own budget first (the one the headers report), then the address's. */
  const bucketsOf = (spender: Spender): [Bucket, string][] => [
    ...(spender.tokenId
      ? [[token, spender.tokenId] as [Bucket, string]]
      : spender.memberId
        ? [[member, spender.memberId] as [Bucket, string]]
        : []),
    // IPv6 by its /64 network, as the sign-in throttle counts it: one home gets a whole /64.
    [address, addressKey(spender.address)],
  ];

  return {
    async charge(spender, points) {
      const taken: [Bucket, string, RateLimiterRes][] = [];
      for (const [b, key] of bucketsOf(spender)) {
        try {
          taken.push([b, key, await b.limiter.consume(key, points)]);
        } catch (outcome) {
          if (!isOverLimit(outcome)) throw outcome;
          // A refused request costs nothing: give back what it took, here and from the budgets before.
          await Promise.all([b.limiter.reward(key, points), ...taken.map(([t, k]) => t.limiter.reward(k, points))]);
          const status = {
            ...statusOf(b, outcome),
            remaining: Math.max(0, b.limit - (outcome.consumedPoints - points)),
          };
          return { allowed: false, status, retryAfterSeconds: status.resetSeconds };
        }
      }
      const windowEnds = Date.now() + Math.min(...taken.map(([, , res]) => res.msBeforeNext));
      const [own, , res] = taken[0]!;
      return {
        allowed: true,
        status: statusOf(own, res),
        async refund(unused) {
          // After the window ended, a refund would start the next one below zero.
          if (unused <= 0 || Date.now() >= windowEnds) return;
          await Promise.all(taken.map(([b, key]) => b.limiter.reward(key, unused)));
        },
      };
    },
    async peek(spender) {
      const [own, key] = bucketsOf(spender)[0]!;
      return statusOf(own, await own.limiter.get(key));
    },
  };
}

/** The budget over services.limits' counters: GraphQL and /api spend from the same limiters (one per name). */
export function pointsBudget(services: { limits: RateLimits; config: Pick<Config, 'graphql'> }): PointsBudget {
  return createPointsBudget(services.limits, services.config);
}

/**
 * RateLimit-* (IETF draft: Reset in seconds from now) and X-RateLimit-* (Reset as a Unix time, Used the points
 * spent in this window, as GitHub's).
 */
export function rateLimitHeaders(status: BudgetStatus, now = Date.now()): Record<string, string> {
  return {
    'RateLimit-Policy': `${status.limit};w=${status.windowSeconds}`,
    'RateLimit-Limit': String(status.limit),
    'RateLimit-Remaining': String(status.remaining),
    'RateLimit-Reset': String(status.resetSeconds),
    'X-RateLimit-Limit': String(status.limit),
    'X-RateLimit-Remaining': String(status.remaining),
    'X-RateLimit-Reset': String(Math.ceil(now / 1000) + status.resetSeconds),
    'X-RateLimit-Used': String(status.limit - status.remaining),
  };
}

export function budgetSpentMessage(status: BudgetStatus, retryAfterSeconds: number): string {
  const per =
    status.windowSeconds === BUDGET_WINDOW_SECONDS
      ? 'hour'
      : status.windowSeconds === 60
        ? 'minute'
        : `${status.windowSeconds} s`;
  return `Rate limit reached: ${status.limit} points per ${per}. Try again in ${retryAfterSeconds} s.`;
}
