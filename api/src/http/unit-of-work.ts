/**
 * Every /api write request is one unit of work (../db/unit-of-work.ts): its database work commits once the answer
 * is ready and before it is sent, or rolls back when the answer is a failure, so what the client reads is what
 * the database holds. POST and PATCH honour an Idempotency-Key (./idempotency.ts). Mounted after the member is
 * identified: the session lookup runs before, outside the transaction.
 */
import type { Request, RequestHandler, Response } from 'express';
import { asOutage } from '../db/outage.js';
import { createUnitOfWork } from '../db/unit-of-work-client.js';
import { runInUnitOfWork, type UnitOfWork } from '../db/unit-of-work.js';
import { isAppError, type AppError } from '../domain/errors.js';
import type { Services } from '../domain/services.js';
import { errorBody, unexpectedErrorBody } from '../rest/errors.js';
import type { Authentication } from './auth.js';
import {
  claimKey,
  fingerprintOf,
  holdKey,
  IDEMPOTENCY_KEY_HEADER,
  IdempotentReplay,
  REPLAYED_HEADER,
  requestKey,
  storeAnswer,
  type KeyedRequest,
  type StoredAnswer,
} from './idempotency.js';
import { holdResponse, type HeldResponse } from './held-response.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What identifies the request for its key: the path and the parsed body, with uploaded files by content (their
 * SHA-256, taken as they were received: the same fingerprint as hashing the bytes).
 */
function restFingerprint(req: Request): string {
  const files = req.files ?? (req.file ? [req.file] : []);
  const fileList = Array.isArray(files) ? files : Object.values(files).flat();
  return fingerprintOf(req.method, req.originalUrl, {
    body: req.body ?? null,
    files: fileList.map((file) => ({ field: file.fieldname, name: file.originalname, data: file.sha256 })),
  });
}

function keyedRequest(req: Request, res: Response): { key: string; scope: string } | undefined {
  const viewer = (res.locals.auth as Authentication | undefined)?.viewer;
  return requestKey(req.method, req.get(IDEMPOTENCY_KEY_HEADER), viewer?.id, req.ip ?? 'unknown');
}

function sendError(held: HeldResponse, error: AppError) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
  if (error.extra.retryAfterSeconds) headers['Retry-After'] = String(error.extra.retryAfterSeconds);
  held.replace(error.status, headers, Buffer.from(JSON.stringify(errorBody(error))));
}

function sendReplay(held: HeldResponse, answer: StoredAnswer) {
  const headers: Record<string, string> = { [REPLAYED_HEADER]: 'true' };
  if (answer.contentType) headers['Content-Type'] = answer.contentType;
  if (answer.location) headers.Location = answer.location;
  held.replace(answer.status, headers, answer.body);
}

/** Ends the unit as the answer calls for, then lets the (possibly replaced) answer go. */
async function settle(req: Request, unit: UnitOfWork, held: HeldResponse, keyed: KeyedRequest | undefined) {
  const { status } = held;
  try {
    if (unit.failedToBegin instanceof IdempotentReplay) {
      await unit.rollback();
      return sendReplay(held, unit.failedToBegin.answer);
    }
    if (status >= 400) {
      await unit.rollback();
      return held.send();
    }
    const store = keyed && status < 300 ? keyed : undefined;
    await unit.commit(
      store &&
        ((tx) =>
          storeAnswer(tx, store, {
            status,
            contentType: held.header('content-type'),
            location: held.header('location'),
            body: held.body,
          })),
    );
    held.send();
  } catch (error) {
    if (error instanceof IdempotentReplay) return sendReplay(held, error.answer);
    const known = isAppError(error) ? error : asOutage(error);
    if (known) return sendError(held, known);
    req.log.error({ err: error }, 'committing the request failed');
    const body = JSON.stringify(unexpectedErrorBody(req.id));
    held.replace(500, { 'Content-Type': 'application/json; charset=utf-8' }, Buffer.from(body));
  }
}

export function unitOfWorkPerWrite(services: Services): RequestHandler {
  const unitOfWork = unitOfWorkPerRequest(services);
  return (req, res, next) => (SAFE_METHODS.has(req.method) ? next() : unitOfWork(req, res, next));
}

/**
 * The same unit for every request it is mounted on, whatever the method: for the few GET routes that write, as a
 * browser navigation must be a GET (single sign-on's round trip to the provider and back, which signs in).
 */
export function unitOfWorkPerRequest(services: Services): RequestHandler {
  return (req, res, next) => {
    let key: ReturnType<typeof keyedRequest>;
    let release = () => {};
    try {
      key = keyedRequest(req, res);
      if (key) release = holdKey(services.prisma, key.scope, key.key);
    } catch (error) {
      return next(error);
    }
    // The fingerprint is taken when the transaction begins: by then the route has parsed the body (multipart too).
    let keyed: KeyedRequest | undefined;
    const identify = () => (keyed ??= key && { ...key, fingerprint: restFingerprint(req) });
    const unit = createUnitOfWork(services.prisma, {
      onBegin: key ? (tx) => claimKey(tx, identify()!) : undefined,
      onEffectError: (err) => req.log.warn({ err }, 'an after-commit effect failed'),
    });
    holdResponse(res, (held) => settle(req, unit, held, key && identify()).finally(release));
    runInUnitOfWork(unit, next);
  };
}
