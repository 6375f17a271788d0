/**
 * The request being served, wherever the code is: log lines and masked errors carry its id without every
 * function passing it along.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

interface RequestContext {
  requestId: string;
  logger: Logger;
}

const storage = new AsyncLocalStorage<RequestContext>();

export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}

/** Runs the rest of the request inside its context (after pino-http has given it an id and a logger). */
export const withRequestContext: RequestHandler = (req, _res, next) => {
  storage.run({ requestId: String(req.id), logger: req.log }, next);
};
