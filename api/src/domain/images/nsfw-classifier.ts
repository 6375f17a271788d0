/**
 * The real moderation classifier: nsfwjs' bundled MobileNetV2 model (no download) on TensorFlow.js' WebAssembly
 * backend (~100 ms an image). Only the image workers (./image-worker.ts) import this module: TensorFlow.js runs
 * its kernels on the calling thread, and loading the model takes seconds of CPU, so it never runs on the thread
 * that answers requests. The model is loaded once per worker and shared by its tasks.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { ModerationScores } from './moderation.js';

// The CommonJS builds: nsfwjs' ESM build imports `buffer/`, which Node's ESM resolver cannot load, and tfjs,
// its WASM backend and nsfwjs must share one TensorFlow.js instance.
const require = createRequire(import.meta.url);
type Tf = typeof import('@tensorflow/tfjs');
type NsfwModel = import('nsfwjs').NSFWJS;

const MODEL_INPUT_SIDE = 224;

let model: Promise<{ model: NsfwModel; loadMs: number }> | undefined;

async function load(): Promise<{ model: NsfwModel; loadMs: number }> {
  const started = performance.now();
  const tf = require('@tensorflow/tfjs') as Tf;
  const wasm = require('@tensorflow/tfjs-backend-wasm') as typeof import('@tensorflow/tfjs-backend-wasm');
  const nsfwjs = require('nsfwjs') as typeof import('nsfwjs');
  // Node cannot fetch the .wasm files relative to the script: point at the package's dist folder.
  wasm.setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}${path.sep}`);
  if (!(await tf.setBackend('wasm'))) throw new Error('TensorFlow.js could not start its WebAssembly backend.');
  const loaded = await nsfwjs.load('MobileNetV2');
  return { model: loaded, loadMs: Math.round(performance.now() - started) };
}

function sharedModel() {
  model ??= load().catch((error: unknown) => {
    model = undefined; // let the next image try again
    throw error;
  });
  return model;
}

/** Loads the model (once per worker) and resolves with the milliseconds the load took. */
export async function loadModel(): Promise<number> {
  return (await sharedModel()).loadMs;
}

/** The 224x224 RGB pixels the model reads; transparency is flattened onto white, as the app shows it. */
async function modelInput(image: Buffer) {
  const { data } = await sharp(image)
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .resize(MODEL_INPUT_SIDE, MODEL_INPUT_SIDE, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return data;
}

/** Scores an encoded image (JPEG, PNG, WebP or GIF bytes, any size), loading the model first if needed. */
export async function classify(image: Buffer): Promise<ModerationScores> {
  const [pixels, { model: loaded }] = await Promise.all([modelInput(image), sharedModel()]);
  const tf = require('@tensorflow/tfjs') as Tf;
  const input = tf.tensor3d(pixels, [MODEL_INPUT_SIDE, MODEL_INPUT_SIDE, 3], 'int32');
  try {
    const predictions = await loaded.classify(input, 5);
    const scores: ModerationScores = { Drawing: 0, Hentai: 0, Neutral: 0, Porn: 0, Sexy: 0 };
    for (const { className, probability } of predictions) {
      if (className in scores) scores[className as keyof ModerationScores] = probability;
    }
    return scores;
  } finally {
    input.dispose();
  }
}
