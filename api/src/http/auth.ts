/**
 * The session cookie, shared by every way in (the /api routes, GraphQL over HTTP, GraphQL over WebSocket):
 * httpOnly, SameSite=Lax, Secure when the app is served over https.
 */
import { parse, serialize } from 'cookie';
import type { Config } from '../config/config.js';
import { resumeSession } from '../domain/sessions/sessions.js';
import type { Services } from '../domain/services.js';
import type { Viewer } from '../domain/users/viewer.js';

export const SESSION_COOKIE = 'dadhood_session';

export function readSessionToken(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const token = parse(cookieHeader)[SESSION_COOKIE];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

/** The attributes every cookie of ours carries (the referral cookie too). */
export function cookieAttributes(config: Config) {
  return { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: config.publicUrl.startsWith('https:') };
}

export function sessionCookie(config: Config, token: string, expiresAt: Date): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  return serialize(SESSION_COOKIE, token, { ...cookieAttributes(config), maxAge });
}

export function clearedSessionCookie(config: Config): string {
  return serialize(SESSION_COOKIE, '', { ...cookieAttributes(config), maxAge: 0 });
}

export interface Authentication {
  viewer: Viewer | null;
  /** The session token the request carried, valid or not. */
  token: string | undefined;
  /** A cookie to send back: the renewed session, or a cleared one when the cookie was stale. */
  setCookie: string | undefined;
}

export async function authenticate(services: Services, cookieHeader: string | null | undefined): Promise<Authentication> {
  const token = readSessionToken(cookieHeader);
  if (!token) return { viewer: null, token: undefined, setCookie: undefined };
  const session = await resumeSession(services, token);
  if (!session) return { viewer: null, token, setCookie: clearedSessionCookie(services.config) };
  return {
    viewer: session.user,
    token,
    setCookie: session.extended ? sessionCookie(services.config, token, session.expiresAt) : undefined,
  };
}
