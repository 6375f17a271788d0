/**
 * Cross-site request protection beyond SameSite cookies: a browser request that changes something (or opens
 * a WebSocket) must come from our own origin. Requests without an Origin header are not from a browser page.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Config } from '../config/config.js';
import { forbidden, isAppError } from '../domain/errors.js';

export function isAllowedOrigin(config: Config, origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true;
  if (origin === new URL(config.publicUrl).origin) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Passes a 403 AppError on to the error handler for a cross-site write. */
export function sameOriginWrites(config: Config): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method) || isAllowedOrigin(config, req.get('origin'), req.get('host'))) return next();
    next(forbidden('Cross-site requests are not allowed.'));
  };
}

/** Failures before GraphQL runs (the origin check), answered the way GraphQL answers. */
export const graphqlTransportError: ErrorRequestHandler = (error, _req, res, next) => {
  if (!isAppError(error)) return next(error);
  res.status(error.status).json({ errors: [{ message: error.message, extensions: { code: error.code } }] });
};
