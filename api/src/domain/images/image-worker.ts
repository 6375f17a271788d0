/**
 * The image pool's worker threads (./pool.ts) run this module: decoding, re-encoding and adult-image scoring,
 * which cost seconds of CPU (the model load) or hundreds of milliseconds (a large photo), never run on the
 * thread that answers requests. Each worker loads the model once: when the pool warms up (`warm`, at start-up)
 * or for its first image.
 */
import { isAppError } from '../errors.js';
import type { ModerationScores } from './moderation.js';
import { normalizeImage, type NormalizedImage } from './normalize.js';
import { classify, loadModel } from './nsfw-classifier.js';

export interface ProcessTask {
  data: Uint8Array;
  /** How long an image may wait for the model while it loads (~5 s after the worker starts). */
  modelWaitMs: number;
}

export type ProcessOutcome =
  | { kind: 'done'; image: NormalizedImage; scores: ModerationScores }
  /** The image itself is refused (pixel flood, unreadable): the member's message. */
  | { kind: 'refused'; message: string }
  /** The model did not load within modelWaitMs. */
  | { kind: 'model-starting' }
  | { kind: 'model-failed'; detail: string };

/** Resolves with the model's load time once it is loaded: the pool's readiness. */
export function warm(): Promise<number> {
  return loadModel();
}

type ModelState = { kind: 'ready' } | { kind: 'model-starting' } | { kind: 'model-failed'; detail: string };

async function modelWithin(ms: number): Promise<ModelState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<ModelState>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'model-starting' }), ms);
  });
  const loaded = loadModel().then(
    (): ModelState => ({ kind: 'ready' }),
    (error: unknown): ModelState => ({ kind: 'model-failed', detail: String((error as Error)?.stack ?? error) }),
  );
  try {
    return await Promise.race([loaded, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Normalizes an upload (refusals first: they need no model), then scores exactly what would be stored. */
export async function processImage({ data, modelWaitMs }: ProcessTask): Promise<ProcessOutcome> {
  let image: NormalizedImage;
  try {
    image = await normalizeImage(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  } catch (error) {
    if (isAppError(error)) return { kind: 'refused', message: error.message };
    throw error;
  }
  const model = await modelWithin(modelWaitMs);
  if (model.kind !== 'ready') return model;
  return { kind: 'done', image, scores: await classify(image.data) };
}

/** Scores an encoded image as it is (the classifier's own tests and testing/score-samples.ts). */
export function classifyImage(data: Uint8Array): Promise<ModerationScores> {
  return classify(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
}
