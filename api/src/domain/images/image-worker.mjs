// Piscina starts this file in each image worker thread (./pool.ts). Node 20 does not hand tsx's TypeScript
// loader on to worker threads (not under `npm start`, not under vitest), so the worker registers it itself,
// then loads the TypeScript module that does the work.
import { register } from 'tsx/esm/api';

register();
export const { warm, processImage, classifyImage } = await import('./image-worker.ts');
