/**
 * `npm run build:api`: compiles the server and its command lines to api/dist (api/tsconfig.build.json), from an
 * empty folder so that no output of a removed source stays behind, then copies what the compiled code loads that
 * is not TypeScript. Production runs `node api/dist/main.js`: no TypeScript loader in the serving process.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const api = path.resolve(import.meta.dirname, '..');
const dist = path.join(api, 'dist');

/** Source files loaded by path rather than imported, relative to api/src. */
const COPIED = ['domain/images/image-worker.mjs'];

rmSync(dist, { recursive: true, force: true });
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript/package.json')), 'bin/tsc');
const { status } = spawnSync(process.execPath, [tsc, '-p', path.join(api, 'tsconfig.build.json')], {
  stdio: 'inherit',
});
if (status !== 0) process.exit(status ?? 1);
for (const file of COPIED) copyFileSync(path.join(api, 'src', file), path.join(dist, file));
console.log(`Server compiled to ${path.relative(process.cwd(), dist) || '.'}`);
