import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { TOO_MANY_PIXELS_MESSAGE } from './normalize.js';
import { IMAGES_BUSY_MESSAGE, IMAGES_STARTING_MESSAGE, createImagePool } from './pool.js';
import { pixelFloodPng, scene } from '../../testing/images.js';

// Real worker threads; these tests never need the model itself (pixel floods are refused before it is used).
const logger = pino({ level: 'silent' });

const settle = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => error,
  );

describe('the image pool', () => {
  it('is not started (no threads) until something needs it', async () => {
    const pool = createImagePool({ threads: 1, logger });
    expect(pool.stats()).toEqual({ started: false, modelReady: false, threads: 1, completed: 0, queued: 0 });
    await pool.close();
  });

  it('answers 503 with Retry-After when its queue is full, rather than holding more uploads in memory', async () => {
    const pool = createImagePool({ threads: 1, maxQueue: 1, logger });
    try {
      const outcomes = await Promise.all(Array.from({ length: 4 }, () => settle(pool.process(pixelFloodPng()))));
      const busy = outcomes.filter((o): o is AppError => o instanceof AppError && o.status === 503);
      const processed = outcomes.filter((o): o is AppError => o instanceof AppError && o.status === 400);
      expect(busy.length).toBeGreaterThanOrEqual(2); // one in the worker at most, one waiting, the rest refused
      expect(processed.length + busy.length).toBe(4);
      expect(processed.every((e) => e.message === TOO_MANY_PIXELS_MESSAGE)).toBe(true);
      for (const error of busy) {
        expect(error).toMatchObject({
          code: 'SERVICE_UNAVAILABLE',
          message: IMAGES_BUSY_MESSAGE,
          extra: { retryAfterSeconds: 5 },
        });
      }
      expect(await settle(pool.process(pixelFloodPng()))).toMatchObject({ status: 400 }); // the queue drained
    } finally {
      await pool.close();
    }
  });

  it('lets an upload wait for the model only as long as modelWaitMs, then answers 503 with Retry-After', async () => {
    const pool = createImagePool({ threads: 1, modelWaitMs: 1, logger });
    try {
      const error = await settle(pool.process(await scene('grill', 1, 320, 240)));
      expect(error).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: IMAGES_STARTING_MESSAGE,
        extra: { retryAfterSeconds: 10 },
      });
    } finally {
      await pool.close();
    }
  });
});
