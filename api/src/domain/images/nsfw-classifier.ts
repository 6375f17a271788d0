/**
 * The real moderation classifier: nsfwjs' bundled MobileNetV2 model (no download) on TensorFlow.js' WebAssembly
 * backend (~100 ms an image). The model is loaded once per process and shared by every caller.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Logger } from 'pino';
import sharp from 'sharp';
import type { ModerationClassifier, ModerationScores } from './moderation.js';

// The CommonJS builds: nsfwjs' ESM build imports `buffer/`, which Node's ESM resolver cannot load, and tfjs,
// its WASM backend and nsfwjs must share one TensorFlow.js instance.
const require = createRequire(import.meta.url);
type Tf = typeof import('@tensorflow/tfjs');
type NsfwModel = import('nsfwjs').NSFWJS;

const MODEL_INPUT_SIDE = 224;

let model: Promise<NsfwModel> | undefined;

async function loadModel(logger: Logger): Promise<NsfwModel> {
  const started = performance.now();
  const tf = require('@tensorflow/tfjs') as Tf;
  const wasm = require('@tensorflow/tfjs-backend-wasm') as typeof import('@tensorflow/tfjs-backend-wasm');
  const nsfwjs = require('nsfwjs') as typeof import('nsfwjs');
  // Node cannot fetch the .wasm files relative to the script: point at the package's dist folder.
  wasm.setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}${path.sep}`);
  if (!(await tf.setBackend('wasm'))) throw new Error('TensorFlow.js could not start its WebAssembly backend.');
  const loaded = await nsfwjs.load('MobileNetV2');
  logger.info({ ms: Math.round(performance.now() - started) }, 'image moderation model loaded');
  return loaded;
}

function sharedModel(logger: Logger): Promise<NsfwModel> {
  model ??= loadModel(logger).catch((error: unknown) => {
    model = undefined; // let the next image try again
    throw error;
  });
  return model;
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

export function createNsfwClassifier(logger: Logger): ModerationClassifier {
  return {
    async ready() {
      await sharedModel(logger);
    },
    async classify(image) {
      const [loaded, pixels] = await Promise.all([sharedModel(logger), modelInput(image)]);
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
    },
  };
}
