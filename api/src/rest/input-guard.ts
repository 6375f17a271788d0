/**
 * Input every /api route would choke on, refused once before any route sees it: an address with a malformed
 * %-escape, and text the database cannot take (NUL, lone surrogates) in the address, the query string or a
 * JSON or form body. Multipart fields are checked by the domain's parseInput, after the route's parser.
 */
import type { RequestHandler } from 'express';
import { badInput } from '../domain/errors.js';
import { refuseUnstorableText } from '../domain/validation.js';

export const MALFORMED_ADDRESS_MESSAGE = 'The address is not valid: it has a malformed %-escape.';

export const refuseUnreadableInput: RequestHandler = (req, _res, next) => {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    return next(badInput(MALFORMED_ADDRESS_MESSAGE));
  }
  refuseUnstorableText(path, 'The address');
  refuseUnstorableText(req.query);
  refuseUnstorableText(req.body);
  next();
};
