/**
 * How /api answers failures: `{"message": ...}` with the status the failure calls for. Unexpected errors are
 * logged with the request id and answered with a generic 500.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { badInput, isAppError, payloadTooLarge, unsupportedMediaType, type AppError } from '../domain/errors.js';

export const notFoundRoute: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found.' });
};

/** Body-parser and multer failures are the caller's mistakes: give them their proper status. */
function asAppError(error: unknown): AppError | undefined {
  if (isAppError(error)) return error;
  if (error instanceof multer.MulterError) {
    return error.code === 'LIMIT_FILE_SIZE'
      ? payloadTooLarge('File too large: the limit is 5 MB.')
      : badInput(`Upload refused: ${error.message}.`);
  }
  const e = error as { type?: string; status?: number };
  if (e.type === 'entity.too.large') return payloadTooLarge('Request body too large.');
  if (e.type === 'entity.parse.failed') return badInput('The request body is not valid JSON.');
  if (e.type === 'encoding.unsupported' || e.type === 'charset.unsupported') {
    return unsupportedMediaType('Unsupported request encoding.');
  }
  return undefined;
}

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const known = asAppError(error);
  if (known) {
    if (known.extra.retryAfterSeconds) res.set('Retry-After', String(known.extra.retryAfterSeconds));
    const body: Record<string, unknown> = { message: known.message };
    if (known.extra.fieldErrors?.length) body.errors = known.extra.fieldErrors;
    res.status(known.status).json(body);
    return;
  }
  req.log.error({ err: error }, 'unexpected error in /api');
  res.status(500).json({ message: 'Something went wrong on our side. Please try again.', requestId: req.id });
};
