/**
 * What /api handlers read from a request: who is signed in, the request's origin facts, its body kind.
 */
import type { Request, Response } from 'express';
import { unauthenticated } from '../domain/errors.js';
import type { RequestMeta } from '../domain/services.js';
import type { Viewer } from '../domain/users/viewer.js';
import type { Authentication } from '../http/auth.js';

export function authOf(res: Response): Authentication {
  return res.locals.auth as Authentication;
}

export function viewerOf(res: Response): Viewer | null {
  return authOf(res).viewer;
}

/** The signed-in member, or a 401 {"message":"Unauthorized"}. */
export function requireViewer(res: Response): Viewer {
  const viewer = viewerOf(res);
  if (!viewer) throw unauthenticated();
  return viewer;
}

export function requestMeta(req: Request): RequestMeta {
  return { ipAddress: req.ip ?? 'unknown', userAgent: req.get('user-agent') };
}

/** A browser form post (as opposed to a JSON call): answered with pages and redirects. */
export function isFormPost(req: Request): boolean {
  return Boolean(req.is(['application/x-www-form-urlencoded', 'multipart/form-data']));
}

/** A query-string value as text; a repeated parameter (an array) counts as absent. */
export function queryText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
