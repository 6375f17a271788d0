/**
 * What an access token may call on /api (docs/integrations.md), the REST side of the scopes the GraphQL schema
 * declares field by field (graphql/token-scopes.ts). A read (GET, HEAD) needs `read`; a write needs the scope
 * of the area it writes to, from the table below; a write the table does not name, and every call in
 * SESSION_ONLY, is refused to tokens. A browser session is limited by none of this.
 */
import type { RequestHandler } from 'express';
import { grantAllows, missingScopes, sessionOnly, type WriteNeed } from '../domain/access-tokens/scopes.js';
import { moderationNotFound } from '../domain/moderation/queue.js';
import type { Authentication } from '../http/auth.js';

/**
 * Calls only a browser session makes, whatever the method: signing in and out, the account, token management,
 * the member's sessions and sign-in history.
 */
const SESSION_ONLY: RegExp[] = [
  /^\/(login|logout|register)$/,
  /^\/(password|email)\//,
  /^\/access-tokens(\/|$)/,
  /^\/sessions(\/|$)/,
  /^\/users\/change-password$/,
  /^\/users\/two-factor\//,
  /^\/login\/second-factor$/,
  /^\/login\/passkey(\/options)?$/,
  /^\/passkeys(\/|$)/,
  /^\/auth\/oidc(\/|$)/,
  /^\/users\/linked-accounts(\/|$)/,
  /^\/users\/me$/,
  /^\/users\/me\/sign-ins$/,
  /^\/users\/send-invites$/,
  /^\/panic\//,
  // Reports are people's judgement, not a bot's.
  /^\/reports$/,
];

/** Moderation does not exist for a token, as for a member who is not a moderator: 404 (domain/moderation/queue.ts). */
const HIDDEN_FROM_TOKENS = /^\/moderation(\/|$)/;

/** Writes by path (the /api prefix left off), first match wins. */
const WRITE_SCOPES: [RegExp, WriteNeed][] = [
  [/^\/(posts|comments|questions|answers)(\/|$)/, 'write:posts'],
  [/^\/uploads\/images$/, 'write:posts'],
  [/^\/(conversations|messages)(\/|$)/, 'write:messages'],
  [/^\/groups(\/|$)/, 'write:groups'],
  [/^\/(events|calendar)(\/|$)/, 'write:events'],
  [/^\/channels(\/|$)/, 'write:channels'],
  [/^\/(users|connections|notifications)(\/|$)/, 'write:profile'],
];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a call needs of a token: a scope, or 'session' when no token may make it. */
export function tokenNeedOf(method: string, path: string): WriteNeed | 'read' {
  const clean = path.replace(/\/+$/, '') || '/';
  if (SESSION_ONLY.some((pattern) => pattern.test(clean))) return 'session';
  if (READS.has(method)) return 'read';
  return WRITE_SCOPES.find(([pattern]) => pattern.test(clean))?.[1] ?? 'session';
}

/** Mounted after the caller is identified (res.locals.auth). */
export const requireTokenScopes: RequestHandler = (req, res, next) => {
  const grant = (res.locals.auth as Authentication | undefined)?.grant;
  if (!grant) return next();
  if (HIDDEN_FROM_TOKENS.test(req.path)) return next(moderationNotFound());
  const need = tokenNeedOf(req.method, req.path);
  if (grantAllows(grant, need)) return next();
  next(need === 'session' ? sessionOnly() : missingScopes([need]));
};
