/**
 * /api spends the same points budget as GraphQL (./points.ts), at a flat price per request: what a page of
 * the same objects would cost over GraphQL, roughly (docs/graphql-limits.md). Every answer carries the
 * RateLimit headers; a spent budget is 429 with Retry-After.
 */
import type { Request, RequestHandler, Response } from 'express';
import { rateLimited } from '../domain/errors.js';
import type { Services } from '../domain/services.js';
import { budgetSpentMessage, pointsBudget, rateLimitHeaders, type Spender } from './points.js';

export const API_PRICES = {
  read: 5,
  write: 10,
  /** Search, the feeds and uploads: many rows (or an image) per request. */
  heavy: 50,
} as const;

const HEAVY_READS = new Set(['/search', '/posts', '/groups/posts/feed', '/news/personalized']);
const HEAVY_WRITES = new Set(['/uploads/images', '/comments/upload-image']);
/** Writes that carry an image under an id in the path (event photos). */
const HEAVY_WRITE_PATTERNS = [/^\/events\/[^/]+\/photos$/];

export function apiPrice(req: Pick<Request, 'method' | 'path'>): number {
  const path = req.path.replace(/\/+$/, '') || '/';
  if (req.method === 'GET' || req.method === 'HEAD') return HEAVY_READS.has(path) ? API_PRICES.heavy : API_PRICES.read;
  return HEAVY_WRITES.has(path) || HEAVY_WRITE_PATTERNS.some((p) => p.test(path)) ? API_PRICES.heavy : API_PRICES.write;
}

/** Who a request spends as: the member and the access token the adapter identified (none: the address alone). */
export type IdentifiedSpender = (res: Response) => Pick<Spender, 'memberId' | 'tokenId'>;

/** Mounted after the member is identified; `identified` reads who that is. */
export function spendApiPoints(services: Services, identified: IdentifiedSpender): RequestHandler {
  const budget = pointsBudget(services);
  return async (req, res, next) => {
    const spender = { ...identified(res), address: req.ip ?? 'unknown' };
    const charge = await budget.charge(spender, apiPrice(req));
    res.set(rateLimitHeaders(charge.status));
    if (charge.allowed) return next();
    next(rateLimited(budgetSpentMessage(charge.status, charge.retryAfterSeconds), charge.retryAfterSeconds));
  };
}
