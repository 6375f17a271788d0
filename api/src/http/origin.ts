/**
 * Who may call /graphql and /api from a web page (docs/security.md). Our own origin needs no CORS and keeps
 * the member's cookies; origins listed in CORS_ORIGINS may read our answers, but never as a member (their
 * requests run without cookies, and no credentials are allowed); any other site gets no CORS headers, no
 * cookies and no writes. Requests without an Origin header are not from a browser page.
 *
 * A request with `Authorization: Bearer` proves itself with its access token, not with cookies (it is never
 * sent by a browser on its own), so it may come from any origin: it gets CORS without credentials and its
 * cookies are dropped.
 */
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import type { Config } from '../config/config.js';
import {
  badInput,
  forbidden,
  isAppError,
  payloadTooLarge,
  unsupportedMediaType,
  type AppError,
} from '../domain/errors.js';

/** Our own page: PUBLIC_URL's origin, or the origin of the host the request was sent to. */
export function isAllowedOrigin(config: Config, origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true;
  if (origin === new URL(config.publicUrl).origin) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_HEADERS = 'Content-Type, Accept, X-Request-Id, Idempotency-Key';
/** A page on another site calling with a token asks first whether it may send the Authorization header. */
const BEARER_ALLOWED_HEADERS = `Authorization, ${ALLOWED_HEADERS}`;
const EXPOSED_HEADERS = [
  'RateLimit-Policy, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset',
  'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-RateLimit-Used, Retry-After, X-Request-Id',
].join(', ');
const ALL_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';

/** The request carries an access token (the header's value is checked when the caller is identified). */
export const hasBearer = (req: Request) => /^Bearer\s/i.test(req.get('authorization') ?? '');

/** A preflight for a request that will carry the Authorization header. */
const preflightsBearer = (req: Request) =>
  isPreflight(req) &&
  (req.get('access-control-request-headers') ?? '')
    .split(',')
    .some((name) => name.trim().toLowerCase() === 'authorization');
const PREFLIGHT_MAX_AGE_SECONDS = '600';

const isPreflight = (req: Request) =>
  req.method === 'OPTIONS' && req.get('access-control-request-method') !== undefined;

function allow(res: Response, origin: string, credentials: boolean) {
  res.set('Access-Control-Allow-Origin', origin);
  res.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  if (credentials) res.set('Access-Control-Allow-Credentials', 'true');
}

function answerPreflight(res: Response, methods: string, headers = ALLOWED_HEADERS) {
  res.set({
    'Access-Control-Allow-Methods': methods,
    'Access-Control-Allow-Headers': headers,
    'Access-Control-Max-Age': PREFLIGHT_MAX_AGE_SECONDS,
  });
  res.status(204).end();
}

/** The cross-origin policy of /graphql and /api; a refused request is passed on as a 403 AppError. */
export function crossOriginPolicy(config: Config): RequestHandler {
  const partners = new Set(config.corsOrigins);
  return (req, res, next) => {
    const origin = req.get('origin');
    if (!origin) return next();
    res.vary('Origin');
    // PUBLIC_URL is read per request: tests learn their port after the app is built.
    const ours = new URL(config.publicUrl).origin;
    if (isAllowedOrigin(config, origin, req.get('host'))) {
      // Same-origin requests need no CORS; PUBLIC_URL's page may also reach an API on another host, as itself.
      if (origin === ours) allow(res, origin, true);
      if (isPreflight(req)) return answerPreflight(res, ALL_METHODS, BEARER_ALLOWED_HEADERS);
      return next();
    }
    // Not our page: whatever the browser sends, this request does not act as a member.
    delete req.headers.cookie;
    // ...but it may act as the member whose token it carries, from anywhere.
    if (hasBearer(req) || preflightsBearer(req)) {
      allow(res, origin, false);
      if (isPreflight(req)) return answerPreflight(res, ALL_METHODS, BEARER_ALLOWED_HEADERS);
      return next();
    }
    if (partners.has(origin)) {
      allow(res, origin, false);
      if (isPreflight(req)) return answerPreflight(res, 'GET, HEAD, POST');
      return next();
    }
    if (SAFE_METHODS.has(req.method) && !isPreflight(req)) return next();
    next(forbidden('Cross-site requests are not allowed.'));
  };
}

/** A body Express could not read (body-parser's errors), as the AppError it means. */
export function unreadableBody(error: unknown): AppError | undefined {
  const e = error as { type?: string; status?: number; limit?: number; message?: string };
  if (typeof e?.status !== 'number' || e.status < 400 || e.status >= 500) return undefined;
  if (e.type === 'entity.too.large') {
    return payloadTooLarge(`The request body is too large: at most ${Math.round((e.limit ?? 0) / 1024)} KB.`);
  }
  if (e.type === 'entity.parse.failed') return badInput('The request body is not valid JSON.');
  if (e.type === 'encoding.unsupported')
    return unsupportedMediaType('Unsupported Content-Encoding: send gzip, deflate, br or none.');
  if (e.type === 'charset.unsupported') return unsupportedMediaType('Unsupported charset: send UTF-8.');
  // A body that does not match its Content-Encoding (zlib's errors), a body cut short, a bad Content-Length.
  return badInput('The request body could not be read: it does not match its Content-Encoding or Content-Length.');
}

/** Failures before GraphQL runs (the origin check, the body), answered the way GraphQL answers. */
export const graphqlTransportError: ErrorRequestHandler = (error, _req, res, next) => {
  const known = isAppError(error) ? error : unreadableBody(error);
  if (!known) return next(error);
  if (known.extra.retryAfterSeconds) res.set('Retry-After', String(known.extra.retryAfterSeconds));
  res.status(known.status).json({ errors: [{ message: known.message, extensions: { code: known.code } }] });
};
