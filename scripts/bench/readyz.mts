/**
 * `npm run bench:readyz`: does the server answer at once after it says it is serving, while the image
 * moderation model loads? Starts the real app (`tsx api/src/main.ts`) on a fresh PGlite data folder (or
 * BENCH_DATABASE_URL), runs `curl /readyz` the moment the 'serving' line appears, then polls /readyz and
 * GET /api/users/count every 50 ms for BENCH_SECONDS (default 10), or longer until the model has loaded (at most
 * 60 s). The last line is one JSON object. PRELOAD_IMAGE_MODERATION=false gives a baseline without the model.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { freePort } from '../lib/app-process.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const preload = process.env.PRELOAD_IMAGE_MODERATION ?? 'true';
const POLL_EVERY_MS = 50;
const loadAtStart = os.loadavg()[0]!; // the machine may be shared: say how busy it was

const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dadhood-readyz-'));

/**
 * Starting a process from this one takes tens to hundreds of milliseconds on a busy machine, which would be
 * counted against the server: curl's shell starts now and only waits for a newline to exec curl.
 */
function readyCurl(target: string) {
  const shell = spawn(
    'sh',
    ['-c', `read go; exec curl -s -o /dev/null -w '%{http_code} %{time_total}' --max-time 30 ${target}`],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const done = new Promise<{ output: string; at: number }>((resolve) => {
    let output = '';
    shell.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    shell.once('exit', () => resolve({ output, at: performance.now() }));
  });
  return { go: () => shell.stdin.end('\n'), done, kill: () => shell.kill() };
}

// What curl itself costs here (start-up and a refused connection), to read the figure below against.
const alone = readyCurl('http://127.0.0.1:9/');
await new Promise((resolve) => setTimeout(resolve, 200));
const aloneStarted = performance.now();
alone.go();
const curlAloneMs = (await alone.done).at - aloneStarted;

const curl = readyCurl(`${url}/readyz`);
// Node loads its HTTP client (undici) on the first fetch: do it now, not in the measurement.
await fetch('http://127.0.0.1:9/').catch(() => {});

const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['api/src/main.ts'], {
  cwd: repoRoot,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production', // JSON log lines
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    REDIS_URL: '',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    PRELOAD_IMAGE_MODERATION: preload,
  },
});
const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
let modelLoadedAt: number | undefined;

/** Resolves at the moment the 'serving' line arrives, after telling curl to go. */
const serving = new Promise<number>((resolve, reject) => {
  child.once('exit', (code) => reject(new Error(`the app exited (${code}) before serving`)));
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.includes('is serving at')) {
      const at = performance.now();
      curl.go();
      resolve(at);
    }
    if (line.includes('image moderation model loaded')) modelLoadedAt = performance.now();
  });
});

async function timed(route: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}${route}`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${route} answered ${response.status}`);
  return performance.now() - started;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;

try {
  const at = await serving;
  const first = await curl.done;
  const [status, total = '0'] = first.output.trim().split(' ');
  if (status !== '200') throw new Error(`curl /readyz answered ${status || 'nothing'}`);
  const firstReadyzMs = first.at - at;
  console.log(
    `serving at ${url}; curl /readyz answered ${status} ${round(firstReadyzMs)} ms after the line ` +
      `(curl's own time: ${round(Number(total) * 1000)} ms; curl alone on a closed port: ${round(curlAloneMs)} ms)`,
  );

  const readyz: number[] = [];
  const count: number[] = [];
  const until = performance.now() + seconds * 1000;
  const latest = preload === 'false' ? until : performance.now() + Math.max(seconds, 60) * 1000;
  const polling = () => performance.now() < until || (modelLoadedAt === undefined && performance.now() < latest);
  while (polling()) {
    const tick = performance.now();
    const [r, c] = await Promise.all([timed('/readyz'), timed('/api/users/count')]);
    readyz.push(r);
    count.push(c);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, POLL_EVERY_MS - (performance.now() - tick))));
  }
  const modelLoadedAfterMs = modelLoadedAt === undefined ? null : round(modelLoadedAt - at);
  console.log(
    `${readyz.length} polls over ${round((performance.now() - at) / 1000)} s; model loaded ${modelLoadedAfterMs ?? 'not yet'} ms after the line`,
  );
  console.log(`/readyz          p50 ${round(percentile(readyz, 50))} ms   max ${round(Math.max(...readyz))} ms`);
  console.log(`/api/users/count p50 ${round(percentile(count, 50))} ms   max ${round(Math.max(...count))} ms`);
  console.log(
    JSON.stringify({
      firstReadyzMs: round(firstReadyzMs),
      firstReadyzCurlMs: round(Number(total) * 1000),
      curlAloneMs: round(curlAloneMs),
      p50ReadyzMs: round(percentile(readyz, 50)),
      maxReadyzMs: round(Math.max(...readyz)),
      p50CountMs: round(percentile(count, 50)),
      maxCountMs: round(Math.max(...count)),
      polls: readyz.length,
      modelLoadedAfterMs,
      loadAverage: round(loadAtStart),
    }),
  );
} finally {
  curl.kill();
  alone.kill();
  child.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
