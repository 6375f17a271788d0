/**
 * GET /readyz: whether this process should get traffic. Ready while it accepts requests, the database answers
 * `SELECT 1` within READYZ_DATABASE_WAIT_MS, and a configured Redis is up. Redis' state is kept up to date in the
 * background (redis/connection.ts), so the answer never waits on Redis, and at most that long on the database.
 * The body names what is not ready; why (addresses, errors) goes to the log, not to the public. It also says
 * whether the image moderation model is loaded (`images`: `loading` until then): uploads work either way, the
 * first ones only wait for it, so it does not change the status.
 */
import type { RequestHandler } from 'express';
import type { Database } from '../db/database.js';
import type { RedisHealth } from '../redis/connection.js';

/** A database slower than this to answer `SELECT 1` is not ready (a load balancer's probe gives up at ~1 s). */
export const READYZ_DATABASE_WAIT_MS = 800;

export interface ReadinessParts {
  db: Pick<Database, 'kind' | 'query'>;
  redis: RedisHealth | undefined;
  /** False while the process is shutting down. */
  isAccepting: () => boolean;
  /** Whether the image workers have loaded the moderation model. */
  imagesReady: () => boolean;
}

export function readinessRoute({ db, redis, isAccepting, imagesReady }: ReadinessParts): RequestHandler {
  // One check at a time: while the database stalls, probes share the one waiting instead of queueing for the
  // pool's connections.
  let check: Promise<boolean> | undefined;
  const databaseAnswers = () =>
    (check ??= db
      .query('SELECT 1')
      .then(
        () => true,
        () => false,
      )
      .finally(() => (check = undefined)));

  return async (_req, res) => {
    if (!isAccepting()) {
      res.status(503).json({ status: 'unavailable', reason: 'shutting down' });
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READYZ_DATABASE_WAIT_MS)));
    const database = await Promise.race([databaseAnswers(), waited]);
    clearTimeout(timer);
    const redisReady = redis === undefined || redis.state === 'up';
    res.status(database && redisReady ? 200 : 503).json({
      status: database && redisReady ? 'ready' : 'unavailable',
      database: database ? db.kind : 'unavailable',
      ...(redis ? { redis: redisReady ? 'ready' : 'unavailable' } : {}),
      images: imagesReady() ? 'ready' : 'loading',
    });
  };
}
