/**
 * The points budget both adapters spend (docs/graphql-limits.md): per member and per client address, per
 * minute. GraphQL spends an operation's cost, /api a flat price per request. The counters are services.limits'
 * (Redis when configured), so one budget holds across API processes.
 */
import type { RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../config/config.js';
import { addressKey } from './address.js';
import { isOverLimit, type Limiter, type RateLimits } from './limits.js';

export const BUDGET_WINDOW_SECONDS = 60;

/** Who spends: a signed-in member spends from their own budget and from their address's. */
export interface Spender {
  memberId: string | null | undefined;
  address: string;
}

/** The budget that binds (the one with the fewest points left), for RateLimit headers and extensions.cost. */
export interface BudgetStatus {
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the budget is full again. */
  resetSeconds: number;
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
}

function statusOf(bucket: Bucket, res: RateLimiterRes | null): BudgetStatus {
  if (!res) return { limit: bucket.limit, remaining: bucket.limit, resetSeconds: BUDGET_WINDOW_SECONDS };
  return {
    limit: bucket.limit,
    remaining: Math.max(0, bucket.limit - res.consumedPoints),
    resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
  };
}

const tightest = (statuses: BudgetStatus[]) => statuses.reduce((a, b) => (b.remaining < a.remaining ? b : a));

export function createPointsBudget(limits: RateLimits, config: Pick<Config, 'graphql'>): PointsBudget {
  const bucket = (name: string, limit: number): Bucket => ({
    limiter: limits.limiter({ name, points: limit, durationSeconds: BUDGET_WINDOW_SECONDS }),
    limit,
  });
  const member = bucket('points:member', config.graphql.memberPointsPerMinute);
  const address = bucket('points:address', config.graphql.addressPointsPerMinute);
  const bucketsOf = (spender: Spender): [Bucket, string][] => [
    ...(spender.memberId ? [[member, spender.memberId] as [Bucket, string]] : []),
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
          const status = { ...statusOf(b, outcome), remaining: Math.max(0, b.limit - (outcome.consumedPoints - points)) };
          return { allowed: false, status, retryAfterSeconds: status.resetSeconds };
        }
      }
      const windowEnds = Date.now() + Math.min(...taken.map(([, , res]) => res.msBeforeNext));
      return {
        allowed: true,
        status: tightest(taken.map(([b, , res]) => statusOf(b, res))),
        async refund(unused) {
          // After the window ended, a refund would start the next one below zero.
          if (unused <= 0 || Date.now() >= windowEnds) return;
          await Promise.all(taken.map(([b, key]) => b.limiter.reward(key, unused)));
        },
      };
    },
    async peek(spender) {
      const statuses = await Promise.all(bucketsOf(spender).map(async ([b, key]) => statusOf(b, await b.limiter.get(key))));
      return tightest(statuses);
    },
  };
}

/** The budget over services.limits' counters: GraphQL and /api spend from the same limiters (one per name). */
export function pointsBudget(services: { limits: RateLimits; config: Pick<Config, 'graphql'> }): PointsBudget {
  return createPointsBudget(services.limits, services.config);
}

/** RateLimit-* (IETF draft: Reset in seconds from now) and X-RateLimit-* (Reset as a Unix time, as GitHub's). */
export function rateLimitHeaders(status: BudgetStatus, now = Date.now()): Record<string, string> {
  return {
    'RateLimit-Policy': `${status.limit};w=${BUDGET_WINDOW_SECONDS}`,
    'RateLimit-Limit': String(status.limit),
    'RateLimit-Remaining': String(status.remaining),
    'RateLimit-Reset': String(status.resetSeconds),
    'X-RateLimit-Limit': String(status.limit),
    'X-RateLimit-Remaining': String(status.remaining),
    'X-RateLimit-Reset': String(Math.ceil(now / 1000) + status.resetSeconds),
  };
}

export function budgetSpentMessage(status: BudgetStatus, retryAfterSeconds: number): string {
  return `Rate limit reached: ${status.limit} points per minute. Try again in ${retryAfterSeconds} s.`;
}
