/**
 * Who is calling: the member, known before the operation is validated (anonymous callers get no introspection
 * and no field suggestions), and the client address. Authenticated once per HTTP request, in onParams; the
 * context factory reuses it. Over WebSocket the context is built before validation instead (../ws.ts).
 */
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { isAppError } from '../../domain/errors.js';
import type { Services } from '../../domain/services.js';
import type { Viewer } from '../../domain/users/viewer.js';
import { authenticate, type Authentication, type Credentials } from '../../http/auth.js';

/** What the early hooks leave on the server context (and the WebSocket path's context carries as `viewer`). */
export interface EarlyAuthContext {
  auth?: Authentication;
  viewer?: Viewer | null;
  /** The Node request (absent in yoga.fetch tests); Express sets `ip` from TRUST_PROXY, ./ws.ts likewise. */
  req?: {
    headers: { cookie?: string | undefined; authorization?: string | undefined };
    ip?: string | undefined;
    socket?: { remoteAddress?: string | undefined };
  };
}

/** The client address budgets and logs use. */
export function addressOf(context: EarlyAuthContext): string {
  return context.req?.ip ?? context.req?.socket?.remoteAddress ?? 'unknown';
}

const byRequest = new WeakMap<Request, Authentication>();

export function viewerOf(context: EarlyAuthContext): Viewer | null {
  return context.auth?.viewer ?? context.viewer ?? null;
}

/** The authentication onParams found for this request (hooks that see only the request: onResponse). */
export function authOfRequest(request: Request): Authentication | undefined {
  return byRequest.get(request);
}

/**
 * The caller, or a GraphQL error when the credentials are refused (a bad token: 401, with the HTTP status yoga
 * answers with), so no operation runs as anyone else.
 */
export async function authenticateForGraphQL(services: Services, credentials: Credentials): Promise<Authentication> {
  try {
    return await authenticate(services, credentials);
  } catch (error) {
    if (!isAppError(error)) throw error;
    throw new GraphQLError(error.message, {
      extensions: {
        code: error.code,
        http: { status: error.status, headers: { 'WWW-Authenticate': 'Bearer realm="Dadhood"' } },
      },
    });
  }
}

export function useEarlyAuth(services: Services): Plugin<EarlyAuthContext, EarlyAuthContext> {
  return {
    async onParams({ request, context }) {
      if (context.auth) return;
      const auth = await authenticateForGraphQL(services, {
        cookieHeader: request.headers.get('cookie') ?? context.req?.headers.cookie,
        authorization: request.headers.get('authorization') ?? context.req?.headers.authorization,
      });
      context.auth = auth;
      byRequest.set(request, auth);
    },
  };
}
