/**
 * GET /metrics: the process's metrics in Prometheus' text format (metrics/metrics.ts), for a scraper the
 * operator runs. Served only to the addresses METRICS_ALLOW names (loopback by default; addresses and CIDR
 * ranges, IPv4 or IPv6) or to a caller with `Authorization: Bearer <METRICS_TOKEN>`; anyone else gets a 403. The
 * address is the client's as TRUST_PROXY sees it, so a request relayed by a reverse proxy on the same machine is
 * not taken for a local one. docs/operations.md#metrics.
 */
import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { RequestHandler } from 'express';
import type { Metrics } from '../metrics/metrics.js';
import { pathOf } from './request-log.js';

export interface MetricsAccess {
  /** Addresses and CIDR ranges allowed without a token. */
  allow: string[];
  token: string | undefined;
}

export function allowList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const type = isIPv6(address!) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(bits), type);
  }
  return list;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function metricsRoute(metrics: Metrics, access: MetricsAccess): RequestHandler {
  const allowed = allowList(access.allow);
  const fromAllowed = (ip: string | undefined) => {
    if (!ip) return false;
    // An IPv4 client on a dual-stack socket reads as ::ffff:a.b.c.d.
    const plain = ip.startsWith('::ffff:') && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
    return allowed.check(plain, isIPv6(plain) ? 'ipv6' : 'ipv4');
  };
  return async (req, res, next) => {
    try {
      const bearer = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
      const byToken = access.token !== undefined && bearer !== undefined && sameSecret(bearer, access.token);
      if (!byToken && !fromAllowed(req.ip)) {
        res.status(403).json({
          message: 'Metrics are served only to the addresses METRICS_ALLOW names, or with the METRICS_TOKEN.',
        });
        return;
      }
      res.set('Cache-Control', 'no-store');
      res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Observes each request's route pattern, method, status and duration once it is answered. The path is read on the
 * way in (Express rewrites the request's URL fields while routing), the pattern on the way out; a failure here is
 * logged, never thrown: measuring must not take the process down.
 */
export function measureRequests(metrics: Metrics, onError: (error: unknown) => void): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const path = pathOf(req.originalUrl);
    res.once('finish', () => {
      try {
        metrics.request(
          { route: routeOf(req.baseUrl ?? '', req.route?.path, path), method: req.method, status: res.statusCode },
          (performance.now() - started) / 1000,
        );
      } catch (error) {
        onError(error);
      }
    });
    next();
  };
}

const FILES = /^\/(assets|fonts|icons)\/|^\/(favicon\.ico|robots\.txt|manifest\.webmanifest|sw\.js)$/;

/** A few dozen values at most: Express' pattern when a route answered, else the kind of path. */
export function routeOf(baseUrl: string, pattern: unknown, path: string): string {
  if (typeof pattern === 'string') return `${baseUrl}${pattern === '/' && baseUrl ? '' : pattern}` || '/';
  if (path.startsWith('/graphql')) return '/graphql';
  if (path.startsWith('/uploads/')) return '/uploads';
  if (FILES.test(path)) return 'static files';
  return baseUrl.startsWith('/api') || path.startsWith('/api/') ? '/api (no route)' : 'web pages';
}
