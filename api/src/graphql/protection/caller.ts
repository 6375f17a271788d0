/**
 * Who is calling: the member, known before the operation is validated (anonymous callers get no introspection
 * and no field suggestions), and the client address. Authenticated once per HTTP request, in onParams; the
 * context factory reuses it. Over WebSocket the context is built before validation instead (../ws.ts).
 */
import type { Plugin } from 'graphql-yoga';
import type { Services } from '../../domain/services.js';
import type { Viewer } from '../../domain/users/viewer.js';
import { authenticate, type Authentication } from '../../http/auth.js';

/** What the early hooks leave on the server context (and the WebSocket path's context carries as `viewer`). */
export interface EarlyAuthContext {
  auth?: Authentication;
  viewer?: Viewer | null;
  /** The Node request (absent in yoga.fetch tests); Express sets `ip` from TRUST_PROXY, ./ws.ts likewise. */
  req?: { headers: { cookie?: string | undefined }; ip?: string | undefined; socket?: { remoteAddress?: string | undefined } };
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

export function useEarlyAuth(services: Services): Plugin<EarlyAuthContext, EarlyAuthContext> {
  return {
    async onParams({ request, context }) {
      if (context.auth) return;
      const auth = await authenticate(services, request.headers.get('cookie') ?? context.req?.headers.cookie);
      context.auth = auth;
      byRequest.set(request, auth);
    },
  };
}
