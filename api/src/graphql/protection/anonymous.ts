/**
 * What anonymous callers do not get: introspection and "Did you mean ...?" suggestions, which map the schema
 * for a scraper. Signed-in members (developers in GraphiQL) get both.
 */
import { GraphQLError, type ExecutionResult, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { authOfRequest, viewerOf, type EarlyAuthContext } from './caller.js';

export const INTROSPECTION_MESSAGE = 'Sign in to explore the schema: introspection is open to signed-in members.';

/** Named, because yoga caches validation by the rules' names. */
export const SignedInIntrospectionRule: ValidationRule = function SignedInIntrospectionRule(context) {
  return {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        context.reportError(
          new GraphQLError(INTROSPECTION_MESSAGE, { nodes: node, extensions: { code: 'UNAUTHENTICATED' } }),
        );
      }
    },
  };
};

const SUGGESTION = /\s*Did you mean [^?]*\?/g;

type ErrorParts = { message: string; extensions: Record<string, unknown> };

/** The same result with each error rewritten (as new objects: yoga caches validation errors). */
export function rewriteErrors<T extends ExecutionResult>(result: T, rewrite: (parts: ErrorParts) => ErrorParts): T {
  if (!result.errors?.length) return result;
  const errors = result.errors.map((error) => {
    const { message, extensions } = rewrite({ message: error.message, extensions: { ...error.extensions } });
    return new GraphQLError(message, {
      nodes: error.nodes ?? null,
      source: error.source ?? null,
      positions: error.positions ?? null,
      path: error.path ?? null,
      originalError: error.originalError ?? null,
      extensions,
    });
  });
  return { ...result, errors };
}

export function withoutSuggestions<T extends ExecutionResult>(result: T): T {
  if (!result.errors?.some((error) => error.message.includes('Did you mean'))) return result;
  return rewriteErrors(result, ({ message, extensions }) => ({ message: message.replace(SUGGESTION, ''), extensions }));
}

export function useAnonymousLimits(): Plugin<EarlyAuthContext, EarlyAuthContext> {
  return {
    onValidate({ context, addValidationRule }) {
      if (!viewerOf(context)) addValidationRule(SignedInIntrospectionRule);
    },
    onResultProcess({ request, serverContext, result, setResult }) {
      const auth = serverContext.auth ?? authOfRequest(request);
      if (auth?.viewer || Array.isArray(result) || !('errors' in result)) return;
      setResult(withoutSuggestions(result as ExecutionResult));
    },
  };
}
