/**
 * What GraphQL callers see of failures. Expected ones (AppError) keep their message and carry
 * `extensions.code` (AppError provides it); GraphQL's own (syntax, validation) pass through; anything else
 * is logged with the request id and masked.
 */
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { asOutage } from '../db/outage.js';
import { isAppError } from '../domain/errors.js';
import { currentRequest } from '../http/request-context.js';

/** By name, not instanceof: graphql ships CommonJS and ESM builds, and both can be loaded at once. */
function isGraphQLError(error: unknown): error is GraphQLError {
  return error instanceof Error && error.name === 'GraphQLError';
}

function rootCause(error: unknown): unknown {
  let current = error;
  while (isGraphQLError(current) && current.originalError) current = current.originalError;
  return current;
}

export function createMaskError(fallbackLogger: Logger) {
  return (error: unknown, message: string): Error => {
    const cause = rootCause(error);
    if (isAppError(cause) || isGraphQLError(cause)) return error as Error;
    const located = isGraphQLError(error) ? error : undefined;
    // The database is unreachable for a moment: SERVICE_UNAVAILABLE, HTTP 503 with Retry-After, not our bug.
    const outage = asOutage(cause);
    if (outage) {
      const http = { status: outage.status, headers: { 'Retry-After': String(outage.extra.retryAfterSeconds) } };
      return new GraphQLError(outage.message, {
        nodes: located?.nodes ?? null,
        path: located?.path ?? null,
        extensions: { ...outage.extensions, http },
      });
    }
    const request = currentRequest();
    (request?.logger ?? fallbackLogger).error({ err: cause }, 'unexpected error in GraphQL');
    return new GraphQLError(message, {
      nodes: located?.nodes ?? null,
      path: located?.path ?? null,
      extensions: { code: 'INTERNAL_SERVER_ERROR', ...(request ? { requestId: request.requestId } : {}) },
    });
  };
}
