// Piscina starts this file in each image worker thread (./pool.ts). In the production build it sits beside the
// compiled ./image-worker.js and loads that. Run from source, Node 20 does not hand tsx's TypeScript loader on
// to worker threads (not under `npm run dev`, not under vitest), so the worker registers it itself, then loads
// the TypeScript module that does the work.
import { existsSync } from 'node:fs';

const compiled = new URL('./image-worker.js', import.meta.url);
let entry = compiled.href;
if (!existsSync(compiled)) {
  const { register } = await import('tsx/esm/api');
  register();
  entry = new URL('./image-worker.ts', import.meta.url).href;
}
export const { warm, processImage, classifyImage } = await import(entry);
