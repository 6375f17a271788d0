/**
 * The API as a child process for the scripts (size, benchmarks): on a free port, production settings, no
 * Redis, no demo seed unless asked, and stopped again when the script is done.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface RunningApi {
  url: string;
  /** The server process's pid. */
  pid: number;
  stop(): Promise<void>;
}

/** `port` if nothing listens on it right now (0: any port the system gives). */
function tryPort(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer().listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as { port: number };
      server.close(() => resolve(bound));
    });
    server.on('error', () => resolve(null));
  });
}

// Where in BENCH_PORTS the next search starts, so that two calls before either port is taken differ.
let nextInRange = 0;

/**
 * A port nothing listens on right now: within BENCH_PORTS (`4200-4299`) when set, so that engineers sharing a
 * machine can keep to ranges of their own, else any port the system gives.
 */
export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
  if (!range) {
    const port = await tryPort(0);
    if (port === null) throw new Error('no free port');
    return port;
  }
  const [low, high] = [Number(range[1]), Number(range[2])];
  for (let i = 0; i <= high - low; i++) {
    const port = await tryPort(low + ((nextInRange + i) % (high - low + 1)));
    if (port !== null) {
      nextInRange = port - low + 1;
      return port;
    }
  }
  throw new Error(`no free port in BENCH_PORTS ${low}-${high}`);
}

/** The environment a script's API process runs with: production settings on `port`, then `env` on top. */
export function apiEnvironment(port: number, env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: '',
    REDIS_URL: '',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    PRELOAD_IMAGE_MODERATION: 'false',
    // The benchmarks send their own operation text, as an integrator would (docs/persisted-operations.md).
    GRAPHQL_PERSISTED_ONLY: 'false',
    ...env,
  };
}

/**
 * How the server is run: from source through tsx's loader (Node itself with the loader, not the tsx launcher,
 * which would run node as a child of its own: the pid is the server's, and node flags reach it), or the compiled
 * build as production runs it (`npm run build:api` makes api/dist).
 */
export const API_ENTRIES = {
  source: { flags: ['--import', 'tsx'], file: 'api/src/main.ts' },
  // As the image runs it (api/Dockerfile: its NODE_OPTIONS sets the young generation's size).
  compiled: { flags: ['--enable-source-maps', '--max-semi-space-size=64'], file: 'api/dist/main.js' },
} as const;
export type ApiEntry = keyof typeof API_ENTRIES;

/**
 * What a benchmark measures: the compiled build by default, as production runs it. BENCH_API_ENTRY=source runs the
 * TypeScript through tsx instead, whose transform names every function it creates at run time (esbuild's
 * keepNames: a defineProperty per closure), which costs CPU and memory production does not pay.
 */
export function benchApiEntry(): ApiEntry {
  const entry = process.env.BENCH_API_ENTRY ?? 'compiled';
  if (!(entry in API_ENTRIES)) throw new Error(`BENCH_API_ENTRY is compiled or source, not ${entry}`);
  return entry as ApiEntry;
}

/** Throws, saying how to make it, when the entry is the compiled build and there is none. */
export function requireBuild(entry: ApiEntry, otherwise = 'or set BENCH_API_ENTRY=source'): void {
  if (entry === 'compiled' && !existsSync(path.join(repoRoot, API_ENTRIES.compiled.file)))
    throw new Error(
      `No compiled server in api/dist: run \`npm run build:api\` (or \`npm run build\`) first, ${otherwise}.`,
    );
}

/**
 * Starts the server (`entry`, from source by default) with `env` on top of the defaults and resolves once
 * `readyPath` answers 200: /readyz, or /healthz for a server that is meant to start not ready (a configured Redis
 * that is down). `nodeArgs` (e.g. --cpu-prof) go to Node before the entry.
 */
export async function startApi(
  env: Record<string, string>,
  nodeArgs: string[] = [],
  { readyPath = '/readyz', entry = 'source' as ApiEntry } = {},
): Promise<RunningApi> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { flags, file } = API_ENTRIES[entry];
  const child = spawn(process.execPath, [...flags, ...nodeArgs, file], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: apiEnvironment(port, env),
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${url}${readyPath}`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, pid: child.pid!, stop };
    // Often enough that a start-time benchmark reads the start, not the polling.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await stop();
  throw new Error(`the API did not start at ${url}`);
}
