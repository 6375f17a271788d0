/**
 * How /api answers failures: `{"message": ...}` with the status the failure calls for, and a `code` (the one
 * GraphQL gives the same failure in `extensions.code`) where the status alone does not tell a client what to do,
 * so that clients branch on it, never on the wording. Unexpected errors are logged with the request id and
 * answered with a generic 500.
 */
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import multer from 'multer';
import { asOutage } from '../db/outage.js';
import {
  AppError,
  badInput,
  type ErrorCode,
  isAppError,
  payloadTooLarge,
  unsupportedMediaType,
} from '../domain/errors.js';
import { MALFORMED_ADDRESS_MESSAGE } from './input-guard.js';

/** What busboy (multer's parser) says of a multipart body that is cut short or malformed. */
const MALFORMED_MULTIPART = new Set([
  'Unexpected end of form',
  'Unexpected end of file',
  'Malformed part header',
  'Multipart: Boundary not found',
  'Malformed urlencoded form',
  'Malformed content type',
  'Missing Content-Type',
]);

/** Multer's refusals of a form with too many or too long parts: a 413, like a body over its size. */
const TOO_LARGE_FORM = new Set([
  'LIMIT_PART_COUNT',
  'LIMIT_FILE_COUNT',
  'LIMIT_FIELD_KEY',
  'LIMIT_FIELD_VALUE',
  'LIMIT_FIELD_COUNT',
]);

export const notFoundRoute: RequestHandler = (_req, _res, next) => {
  next(new AppError('NOT_FOUND', 'Not found.'));
};

/** Body-parser and multer failures are the caller's mistakes: give them their proper status. */
function asAppError(error: unknown): AppError | undefined {
  if (isAppError(error)) return error;
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return payloadTooLarge('File too large: the limit is 5 MB.');
    if (TOO_LARGE_FORM.has(error.code))
      return payloadTooLarge(`The form is too large: ${error.message.toLowerCase()}.`);
    return badInput(`Upload refused: ${error.message}.`);
  }
  if (error instanceof URIError) return badInput(MALFORMED_ADDRESS_MESSAGE);
  if (error instanceof Error && MALFORMED_MULTIPART.has(error.message)) {
    return badInput('The multipart body is incomplete or malformed.');
  }
  const e = error as { type?: string; status?: number; expose?: boolean; code?: unknown };
  if (e.type === 'entity.too.large') return payloadTooLarge('Request body too large.');
  if (e.type === 'parameters.too.many') return payloadTooLarge('The form has too many fields.');
  if (e.type === 'entity.parse.failed') return badInput('The request body is not valid JSON.');
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    return unsupportedMediaType('Unsupported request encoding.');
  }
  // body-parser marks the rest of what it cannot read as 400: a body that is not the gzip, deflate or br its
  // Content-Encoding claims (zlib's Z_* / brotli codes), one shorter than its Content-Length, an aborted one.
  if (e.status === 400 && e.expose) {
    const compressed = typeof e.code === 'string' && /^(Z_|ERR_BROTLI|ERR__ERROR)/.test(e.code);
    return badInput(
      compressed ? 'The request body is not valid for its Content-Encoding.' : 'The request body could not be read.',
    );
  }
  // The database is unreachable for a moment: 503 with Retry-After, not our bug.
  return asOutage(error);
}

/** The code each status stands for: a refusal with one of these says no more than its status does. */
const STATUS_CODES = new Set<ErrorCode>([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
]);

/**
 * The body of a refusal: its message, the fields at fault, and its code where the code says more than the status
 * (a taken group name among the 409s, a blocked image among the 400s) or comes with the scopes a token lacks.
 * Every other body stays the documented `{"message"}`, so that clients written against it keep working.
 */
export function errorBody(error: AppError): Record<string, unknown> {
  const body: Record<string, unknown> = { message: error.message };
  if (error.extra.fieldErrors?.length) body.errors = error.extra.fieldErrors;
  if (!STATUS_CODES.has(error.code) || error.extra.requiredScopes) body.code = error.code;
  if (error.extra.requiredScopes) body.requiredScopes = error.extra.requiredScopes;
  return body;
}

/** The body of an unexpected failure: the request id to quote to us. */
export const unexpectedErrorBody = (requestId: Request['id']) => ({
  message: 'Something went wrong on our side. Please try again.',
  requestId,
});

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = asAppError(error);
  if (known) {
    if (known.extra.retryAfterSeconds) res.set('Retry-After', String(known.extra.retryAfterSeconds));
    res.status(known.status).json(errorBody(known));
    return;
  }
  req.log.error({ err: error }, 'unexpected error in /api');
  res.status(500).json(unexpectedErrorBody(req.id));
};
