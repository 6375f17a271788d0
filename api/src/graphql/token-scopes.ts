/**
 * Access-token scopes in the schema, through Pothos' scope-auth plugin (docs/integrations.md): every Query and
 * Subscription field needs `read`; every mutation declares what it needs, `authScopes: { write: 'write:posts' }`
 * (or `'session'` for what only a browser session may do). A browser session, and an anonymous caller, are
 * limited by none of these: the `member` scope (and the domain's own rules) decide for them.
 *
 * A token refused for a scope gets a top-level error, HTTP 403, `extensions.code` FORBIDDEN and
 * `extensions.requiredScopes`, not a mutation's typed AppError result: the integrator's client is at fault,
 * not the input.
 */
import { AuthScopeFailureType, type AuthFailure, type ForbiddenResult } from '@pothos/plugin-scope-auth';
import { GraphQLError } from 'graphql';
import { grantAllows, missingScopes, sessionOnly, type WriteNeed } from '../domain/access-tokens/scopes.js';
import { forbidden, unauthenticated, type AppError } from '../domain/errors.js';
import type { GraphQLContext } from './context.js';

export function tokenScopes(ctx: Pick<GraphQLContext, 'viewer' | 'grant'>) {
  return {
    read: grantAllows(ctx.grant, 'read'),
    write: (need: WriteNeed) => ctx.viewer !== null && grantAllows(ctx.grant, need),
  };
}

/** The scope checks that failed, however they were combined ($all, $any). */
function failedScopes(failure: AuthFailure): { scope: string; parameter: unknown }[] {
  if (failure.kind === AuthScopeFailureType.AuthScope) return [{ scope: failure.scope, parameter: failure.parameter }];
  if (failure.kind === AuthScopeFailureType.AllAuthScopes || failure.kind === AuthScopeFailureType.AnyAuthScopes) {
    return failure.failures.flatMap(failedScopes);
  }
  return [];
}

/** An AppError as a top-level GraphQL error with its HTTP status (the errors plugin catches only AppErrors). */
export function topLevel(error: AppError): GraphQLError {
  return new GraphQLError(error.message, {
    originalError: null,
    extensions: { ...error.extensions, http: { status: error.status } },
  });
}

/**
 * For the mutations that sign a browser in or out (register, signIn, signOut): no token may call them. A
 * function rather than a scope map, so the request's scopes are not computed before the viewer changes (Pothos
 * caches them for the request: `member` would stay false after a sign-in).
 */
export const browserOnly = {
  authScopes: (_parent: unknown, _args: unknown, ctx: GraphQLContext) => ctx.grant === undefined,
  unauthorizedError: () => topLevel(sessionOnly()),
};

export function unauthorizedError(ctx: GraphQLContext, result: ForbiddenResult): Error {
  const failed = failedScopes(result.failure);
  if (ctx.grant && ctx.viewer) {
    const required = [
      ...(failed.some((f) => f.scope === 'read') ? ['read'] : []),
      ...failed.filter((f) => f.scope === 'write' && f.parameter !== 'session').map((f) => String(f.parameter)),
    ];
    if (required.length) return topLevel(missingScopes([...new Set(required)]));
    if (failed.some((f) => f.scope === 'write' && f.parameter === 'session')) return topLevel(sessionOnly());
  }
  return ctx.viewer ? forbidden() : unauthenticated();
}
