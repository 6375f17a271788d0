/**
 * Who is calling, shared by every way in (the /api routes, GraphQL over HTTP, GraphQL over WebSocket): a
 * browser's session cookie (httpOnly, SameSite=Lax, Secure when the app is served over https), or an
 * integrator's personal access token in `Authorization: Bearer` (docs/integrations.md). A request with a token
 * is that token's alone: its cookies are not read.
 */
import { parse, serialize } from 'cookie';
import type { Config } from '../config/config.js';
import { resumeAccessToken } from '../domain/access-tokens/access-tokens.js';
import type { TokenGrant } from '../domain/access-tokens/scopes.js';
import { unauthenticated } from '../domain/errors.js';
import { isSecretTokenShape } from '../domain/secret-tokens.js';
import { resumeSession } from '../domain/sessions/sessions.js';
import type { Services } from '../domain/services.js';
import type { MemberRow } from '../domain/users/credentials.js';
import type { Viewer } from '../domain/users/viewer.js';

export const SESSION_COOKIE = 'dadhood_session';

export function readSessionToken(cookieHeader: string | null | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const token = parse(cookieHeader)[SESSION_COOKIE];
  return isSecretTokenShape(token) ? token : undefined;
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
  /** Set when the caller sent an access token: its id and scopes (domain/access-tokens/scopes.ts). */
  grant?: TokenGrant | undefined;
  /** The member's whole row (no credentials), read with the session or token when the request asked (`withMember`). */
  member?: MemberRow | undefined;
}

/** What a request brings to prove who it is. */
export interface Credentials {
  cookieHeader?: string | null | undefined;
  authorization?: string | null | undefined;
  /** The request presents the member: the session's or token's statement reads the whole row too (`member`). */
  withMember?: boolean;
}

export const BAD_TOKEN_MESSAGE = 'The access token is invalid, expired or revoked.';
export const BEARER_ONLY_MESSAGE = 'Send an access token as `Authorization: Bearer <token>`.';

/** The token of an `Authorization: Bearer` header; undefined without the header; refused when malformed. */
export function readBearerToken(authorization: string | null | undefined): string | undefined {
  if (authorization === undefined || authorization === null || authorization === '') return undefined;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization);
  if (!match) throw unauthenticated(BEARER_ONLY_MESSAGE);
  return match[1];
}

/**
 * The caller: the token's member and grant when the request has `Authorization` (refused with 401 when the
 * token is not valid now: a bot must learn at once that its token stopped working), otherwise the session's.
 */
export async function authenticate(services: Services, credentials: Credentials): Promise<Authentication> {
  const bearer = readBearerToken(credentials.authorization);
  if (bearer !== undefined) {
    const resumed = await resumeAccessToken(services, bearer, { withMember: credentials.withMember });
    if (!resumed) throw unauthenticated(BAD_TOKEN_MESSAGE);
    return {
      viewer: resumed.user,
      token: undefined,
      setCookie: undefined,
      grant: resumed.grant,
      member: resumed.member,
    };
  }
  const token = readSessionToken(credentials.cookieHeader);
  if (!token) return { viewer: null, token: undefined, setCookie: undefined };
  const session = await resumeSession(services, token, { withMember: credentials.withMember });
  if (!session) return { viewer: null, token, setCookie: clearedSessionCookie(services.config) };
  return {
    viewer: session.user,
    token,
    setCookie: session.extended ? sessionCookie(services.config, token, session.expiresAt) : undefined,
    member: session.member,
  };
}
