/**
 * One log line per request (pino-http, http/app.ts): method, path, status, duration, request id, and who asked
 * and what for when the request says so: the member's id (the /api router and the GraphQL context note it once
 * they know it) and the GraphQL operation's name. No headers (cookies and tokens live there), no query string (a
 * mailed link's token does); static files and images at `debug`, so `info` is the app's traffic.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

interface Noted {
  memberId?: string;
  operation?: string;
}

const noted = new WeakMap<IncomingMessage, Noted>();

function note(req: IncomingMessage, fields: Noted) {
  noted.set(req, { ...noted.get(req), ...fields });
}

/** The signed-in member the request acts for (a session's or an access token's). */
export function noteRequestMember(req: IncomingMessage | undefined, memberId: string | undefined): void {
  if (req && memberId) note(req, { memberId });
}

/** The GraphQL operation: its name, or the persisted id's first characters when it has none. */
export function noteRequestOperation(req: IncomingMessage | undefined, operation: string | undefined): void {
  if (req && operation) note(req, { operation });
}

/** What `customProps` adds to the request's line. */
export const requestLogFields = (req: IncomingMessage): Noted => noted.get(req) ?? {};

const QUIET_PATHS =
  /^\/(assets|uploads|fonts|icons)\/|^\/(favicon\.ico|robots\.txt|manifest\.webmanifest|sw\.js|metrics)$/;

export const pathOf = (url: string | undefined): string => (url ?? '').split('?')[0] ?? '';

/** The line's level: server failures at error, files at debug, the rest at info. */
export function requestLogLevel(req: IncomingMessage, res: ServerResponse, err?: Error): 'error' | 'info' | 'debug' {
  if (err || res.statusCode >= 500) return 'error';
  return QUIET_PATHS.test(pathOf(req.url)) ? 'debug' : 'info';
}

/** The request as the line shows it. */
export const requestSerializer = (req: { id?: unknown; method?: string; url?: string }) => ({
  id: req.id,
  method: req.method,
  url: pathOf(req.url),
});

export const responseSerializer = (res: { statusCode?: number }) => ({ statusCode: res.statusCode });
