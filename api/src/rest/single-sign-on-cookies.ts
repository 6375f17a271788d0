/**
 * Single sign-on's two cookies (docs/security.md#single-sign-on). Each holds the key of a sign-in challenge, so a
 * step can only be finished by the browser that took the one before it; both are HttpOnly, SameSite=Lax (the
 * provider's return is a top-level navigation from its site, which Lax lets through) and live as long as the
 * challenge, ten minutes:
 * - the round trip's, sent only to /api/auth/oidc (the provider's return: a login CSRF needs this browser's key);
 * - a pending link's, sent only to /api/login, whose next successful password sign-in makes the link.
 */
import { parse, serialize } from 'cookie';
import type { Request, Response } from 'express';
import type { Config } from '../config/config.js';
import { SIGN_IN_CHALLENGE_LIFETIME_MS } from '../domain/accounts/sign-in-challenges.js';
import { completePendingLink } from '../domain/accounts/single-sign-on-consent.js';
import type { Services } from '../domain/services.js';
import type { User } from '../generated/prisma/client.js';
import { cookieAttributes } from '../http/auth.js';

export const ROUND_TRIP_COOKIE = 'dadhood_sso';
export const PENDING_LINK_COOKIE = 'dadhood_sso_link';
const PATHS = { [ROUND_TRIP_COOKIE]: '/api/auth/oidc', [PENDING_LINK_COOKIE]: '/api/login' };
type CookieName = keyof typeof PATHS;

const maxAge = SIGN_IN_CHALLENGE_LIFETIME_MS / 1000;

export function challengeCookie(config: Config, name: CookieName, key: string): string {
  return serialize(name, key, { ...cookieAttributes(config), path: PATHS[name], maxAge });
}

export function clearedChallengeCookie(config: Config, name: CookieName): string {
  return serialize(name, '', { ...cookieAttributes(config), path: PATHS[name], maxAge: 0 });
}

export function readChallengeCookie(req: Request, name: CookieName): string | undefined {
  return req.headers.cookie ? parse(req.headers.cookie)[name] : undefined;
}

/**
 * For the password sign-in routes, once the member proved who they are (password, and second factor where it is
 * on): the pending link this browser holds, if any, is made for them (or dropped), and its cookie cleared.
 */
export async function linkPendingAccount(services: Services, req: Request, res: Response, user: User): Promise<void> {
  const key = readChallengeCookie(req, PENDING_LINK_COOKIE);
  if (key === undefined) return;
  res.append('Set-Cookie', clearedChallengeCookie(services.config, PENDING_LINK_COOKIE));
  await completePendingLink(services, key, user.id);
}
