/**
 * The image workers (piscina): decoding, re-encoding and adult-image scoring run in ./image-worker.ts on
 * `threads` worker threads, so a large photo or the model load never holds up other requests. The queue is
 * bounded: past it, an upload answers 503 with Retry-After instead of piling up 5 MB buffers in memory.
 * The pool starts on first use (`ready()` at start-up in the server, the first upload otherwise).
 */
// On glibc, libvips must stay loaded by the main thread, or a worker that exits can unload it under the
// others (sharp's documentation on worker threads).
import 'sharp';
import { Piscina } from 'piscina';
import type { Logger } from 'pino';
import { badInput, serviceUnavailable } from '../errors.js';
import type { ProcessOutcome, ProcessTask } from './image-worker.js';
import type { ModerationClassifier, ModerationScores } from './moderation.js';
import type { NormalizedImage } from './normalize.js';

export const IMAGES_BUSY_MESSAGE = 'Too many images are being processed right now: please try again in a few seconds.';
export const IMAGES_STARTING_MESSAGE = 'Image checks are still starting up: please try again in a few seconds.';
export const IMAGES_UNAVAILABLE_MESSAGE = 'Image checks are unavailable right now: please try again in a minute.';

/** Uploads waiting for a free worker, per worker: at ~0.1-0.5 s an image, a few seconds of waiting at most. */
export const QUEUE_PER_WORKER = 8;
/** How long an upload waits for the model while it loads (~5 s) before answering 503. */
export const MODEL_WAIT_MS = 30_000;

export interface ProcessedImage {
  image: NormalizedImage;
  scores: ModerationScores;
}

export interface ImagePool extends ModerationClassifier {
  /** Decodes, normalizes and scores an upload in a worker; throws 400 for a refused image, 503 when busy. */
  process(data: Buffer): Promise<ProcessedImage>;
  /** Whether the threads exist and have loaded the model, how many tasks they finished, how many wait. */
  stats(): { started: boolean; modelReady: boolean; threads: number; completed: number; queued: number };
  close(): Promise<void>;
}

export interface ImagePoolOptions {
  threads: number;
  logger: Logger;
  maxQueue?: number;
  modelWaitMs?: number;
}

/** A JavaScript entry that loads ./image-worker.ts (it explains why). */
const workerUrl = new URL('./image-worker.mjs', import.meta.url).href;

const asBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

export function createImagePool({
  threads,
  logger,
  maxQueue = threads * QUEUE_PER_WORKER,
  modelWaitMs = MODEL_WAIT_MS,
}: ImagePoolOptions): ImagePool {
  let piscina: Piscina | undefined;
  let readiness: Promise<void> | undefined;
  let modelReady = false;
  let closed = false;
  /** Images being processed or waiting (not model loads): what close() lets finish. */
  let imagesInFlight = 0;

  const runImageTask = async <T>(task: unknown, name: string): Promise<T> => {
    imagesInFlight++;
    try {
      return (await pool().run(task, { name })) as T;
    } finally {
      imagesInFlight--;
    }
  };

  const pool = () => {
    if (!piscina) {
      piscina = new Piscina({
        filename: workerUrl,
        minThreads: threads,
        maxThreads: threads,
        // Workers keep their loaded model: never retire an idle one.
        idleTimeout: Number.POSITIVE_INFINITY,
        maxQueue,
        concurrentTasksPerWorker: 1,
        // Lower the workers' CPU priority (per thread on Linux, through @napi-rs/nice): on a machine with few
        // cores, the thread that answers requests wins over image work and the model load.
        niceIncrement: 10,
        closeTimeout: 10_000,
      });
      piscina.on('error', (err: unknown) => logger.error({ err }, 'image worker pool error'));
    }
    return piscina;
  };

  return {
    ready() {
      readiness ??= (async () => {
        const started = performance.now();
        const loadMs = await Promise.all(
          Array.from({ length: threads }, () => pool().run(null, { name: 'warm' }) as Promise<number>),
        );
        logger.info(
          { ms: Math.round(performance.now() - started), loadMs: Math.max(...loadMs), workers: threads },
          'image moderation model loaded',
        );
        modelReady = true;
      })().catch((error: unknown) => {
        if (closed) return; // shut down while loading: nothing went wrong
        readiness = undefined; // the next caller tries again
        throw error;
      });
      return readiness;
    },

    async process(data) {
      const workers = pool();
      if (workers.queueSize >= maxQueue) throw serviceUnavailable(IMAGES_BUSY_MESSAGE, 5);
      // Posting a view copies its whole underlying memory: send a small pooled Buffer's own bytes only.
      const own = data.byteLength === data.buffer.byteLength ? data : new Uint8Array(data);
      const task: ProcessTask = { data: own, modelWaitMs };
      const outcome = await runImageTask<ProcessOutcome>(task, 'processImage');
      switch (outcome.kind) {
        case 'done':
          modelReady = true;
          return { image: { ...outcome.image, data: asBuffer(outcome.image.data) }, scores: outcome.scores };
        case 'refused':
          throw badInput(outcome.message);
        case 'model-starting':
          throw serviceUnavailable(IMAGES_STARTING_MESSAGE, 10);
        case 'model-failed':
          // Fail closed: an image nobody judged is never stored.
          logger.error({ detail: outcome.detail }, 'loading the image moderation model failed');
          throw serviceUnavailable(IMAGES_UNAVAILABLE_MESSAGE, 60);
      }
    },

    async classify(image) {
      return runImageTask<ModerationScores>(image, 'classifyImage');
    },

    stats: () => ({
      started: piscina !== undefined,
      modelReady,
      threads,
      completed: piscina?.completed ?? 0,
      queued: piscina?.queueSize ?? 0,
    }),

    async close() {
      closed = true;
      if (!piscina) return;
      // A model still loading is simply stopped. Images are not: stopping a thread in the middle of sharp's work
      // can take the process down (sharp's notes on worker threads), so queued ones are refused and running
      // ones (a second at most) finish first.
      if (imagesInFlight === 0) await piscina.destroy();
      else await piscina.close({ force: true });
    },
  };
}
