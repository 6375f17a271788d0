/**
 * How much of a body each /api route reads, checked before any route code sees it: its size, and for JSON how
 * deep it nests and how many keys and items it holds (one pass over the text before it is parsed), for a form
 * how many fields. Too large or too many is a 413, too deep a 400 (docs/validation.md, "Bodies").
 * Multipart bodies are read by the routes that take files (./uploads.ts), within multer's limits.
 */
import express, { type Request, type RequestHandler } from 'express';
import { badInput, payloadTooLarge } from '../domain/errors.js';
import { refuseJsonBeyondLimits, type JsonShapeLimits } from '../http/json-shape.js';

export interface BodyLimits extends JsonShapeLimits {
  /** Bytes of a JSON or form body once decompressed. */
  bytes: number;
  /** The route takes no files: its byte limit holds for a multipart form too (by its Content-Length). */
  textOnly?: boolean;
}

/**
 * What the other routes take. The largest body is a post, an event or a message: 5,000 characters, 30 KB at
 * most once JSON escapes them (6 bytes a character); the longest lists are 100 member ids; the deepest body is
 * 3 levels (a photo's tags as objects). Each limit leaves at least twice that.
 */
export const API_BODY_LIMITS: BodyLimits = { bytes: 64 * 1024, depth: 8, items: 500 };

/**
 * Signing in, registering, signing out and the password forms: a few short fields, flat (a password is at most
 * 256 characters), and the first three are open to anyone.
 */
export const ACCOUNT_FORM_LIMITS: BodyLimits = { bytes: 8 * 1024, depth: 2, items: 16, textOnly: true };

/**
 * Signing in with a passkey, open to anyone: the ceremony's key and the browser's signed answer, about 1 KB and
 * 4 levels deep (its client extension results).
 */
export const PASSKEY_SIGN_IN_LIMITS: BodyLimits = { bytes: 16 * 1024, depth: 5, items: 64, textOnly: true };

const ROUTE_BODY_LIMITS: Record<string, BodyLimits> = {
  'POST /login/passkey/options': ACCOUNT_FORM_LIMITS,
  'POST /login/passkey': PASSKEY_SIGN_IN_LIMITS,
  'POST /login': ACCOUNT_FORM_LIMITS,
  'POST /register': ACCOUNT_FORM_LIMITS,
  'POST /logout': ACCOUNT_FORM_LIMITS,
  'POST /users/change-password': ACCOUNT_FORM_LIMITS,
  'DELETE /users/me': ACCOUNT_FORM_LIMITS,
};

/** The limits of the route a request goes to (paths below /api; Express matches them ignoring case and a final /). */
export function bodyLimitsOf(method: string, path: string): BodyLimits {
  const route = path.length > 1 ? path.replace(/\/$/, '') : path;
  return ROUTE_BODY_LIMITS[`${method} ${route.toLowerCase()}`] ?? API_BODY_LIMITS;
}

/** Strict JSON, as body-parser reads it: an object or an array, and an empty body is an empty object. */
function parseJson(text: string): unknown {
  const first = /\S/.exec(text)?.[0];
  if (first === undefined) return {};
  if (first !== '{' && first !== '[') throw badInput('The request body is not valid JSON.');
  try {
    return JSON.parse(text);
  } catch {
    throw badInput('The request body is not valid JSON.');
  }
}

/** body-parser's refusals of size and count, in words that give the limit. */
function withLimitsInErrors(read: RequestHandler, limits: BodyLimits): RequestHandler {
  return (req, res, next) =>
    read(req, res, (error?: unknown) => {
      const type = (error as { type?: string } | undefined)?.type;
      if (type === 'entity.too.large') return next(tooLarge(limits));
      if (type === 'parameters.too.many')
        return next(payloadTooLarge(`The form has more than ${limits.items} fields.`));
      next(error);
    });
}

const tooLarge = (limits: BodyLimits) =>
  payloadTooLarge(`The request body is too large: at most ${limits.bytes / 1024} KB.`);

/** The readers of one set of limits: the text of a JSON body, checked then parsed; a form's fields. */
function readersFor(limits: BodyLimits): RequestHandler[] {
  const multipartSize: RequestHandler = (req, _res, next) => {
    const declared = Number(req.get('content-length'));
    next(limits.textOnly && req.is('multipart/form-data') && declared > limits.bytes ? tooLarge(limits) : undefined);
  };
  const jsonText = express.text({ type: 'application/json', limit: limits.bytes, defaultCharset: 'utf-8' });
  const json: RequestHandler = (req, _res, next) => {
    // Only the JSON reader leaves text in req.body.
    if (typeof req.body === 'string') {
      refuseJsonBeyondLimits(req.body, limits);
      req.body = parseJson(req.body);
    }
    next();
  };
  const form = express.urlencoded({ extended: false, limit: limits.bytes, parameterLimit: limits.items });
  return [multipartSize, withLimitsInErrors(jsonText, limits), json, withLimitsInErrors(form, limits)];
}

/** Reads a JSON or form body within the limits of the route it goes to. */
export function readBodyWithinLimits(): RequestHandler {
  const readers = new Map<BodyLimits, RequestHandler[]>();
  for (const limits of [API_BODY_LIMITS, ...Object.values(ROUTE_BODY_LIMITS)]) {
    if (!readers.has(limits)) readers.set(limits, readersFor(limits));
  }
  return (req: Request, res, next) => {
    const chain = readers.get(bodyLimitsOf(req.method, req.path))!;
    const run = (index: number, error?: unknown): void => {
      if (error || index === chain.length) {
        next(error);
        return;
      }
      try {
        chain[index]!(req, res, (e?: unknown) => run(index + 1, e));
      } catch (thrown) {
        next(thrown);
      }
    };
    run(0);
  };
}
