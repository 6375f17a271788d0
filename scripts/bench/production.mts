/**
 * `npm run bench:production [-- --members 100 --load-seconds 600 --starts 3 --think-ms 1000]`: the server from
 * source through tsx against the compiled build (`npm run build` first), on one PostgreSQL database
 * (docs/benchmarks.md). For each way of running it prints:
 * - the start time: from spawning Node until /readyz answers (`--starts` times each, alternating, the median);
 * - the resident memory after start: the server's process and its children (tsx's esbuild service), once the
 *   image model has loaded (as production loads it at start; /readyz says when) and 5 s more have passed;
 * - the resident memory after `--load-seconds` of mixed load (and its peak, sampled every 5 s), with the JavaScript
 *   heap from /metrics, then both again after a full garbage collection (through the inspector the load's server
 *   is started with): the point figures depend on when V8 last collected, the figures after it do not as much: `--members` members, each holding a chat subscription and, every `--think-ms` (± half),
 *   loading the home page's persisted operation (70 %), posting (15 %) or sending a chat message (15 %), with the
 *   latencies and answers of each kind.
 *
 * The members, their sessions and group chats of 10 are written in SQL (verified addresses, joined a month ago).
 * BENCH_PRODUCTION_DATABASE_URL picks the database (default
 * postgres://postgres@127.0.0.1:5432/dadhood_bench_production; dropped and made again). The last line is one JSON
 * object.
 */
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import { type ApiEntry, freePort, type RunningApi, startApi } from '../lib/app-process.mjs';
import { heapUsedMb, settled } from './api-probes.mjs';
import { insertGroupChats } from './group-chats.mjs';
import {
  addressOf,
  inBatches,
  insertMembers,
  insertSessions,
  memberHeaders,
  percentile,
  recreateDatabase,
  round1,
  sleep,
  subscribe,
} from './live-shared.mjs';
import { treeRssMb } from './proc-stats.mjs';
import { persistedId } from './web-operations.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const { values: args } = parseArgs({
  options: {
    members: { type: 'string', default: '100' },
    'load-seconds': { type: 'string', default: '600' },
    starts: { type: 'string', default: '3' },
    'think-ms': { type: 'string', default: '1000' },
  },
});
const members = Number(args.members);
const loadSeconds = Number(args['load-seconds']);
const starts = Number(args.starts);
const thinkMs = Number(args['think-ms']);
if (!(members >= 10) || !(loadSeconds >= 1) || !(starts >= 1) || !(thinkMs >= 0)) {
  throw new Error('usage: npm run bench:production -- [--members N≥10] [--load-seconds S] [--starts K] [--think-ms T]');
}
if (!existsSync(path.join(repoRoot, 'api/dist/main.js'))) {
  throw new Error('No compiled server in api/dist: run `npm run build` first.');
}
const databaseUrl =
  process.env.BENCH_PRODUCTION_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dadhood_bench_production';
const CHAT_SIZE = 10;
const ENTRIES: ApiEntry[] = ['source', 'compiled'];
/** As production runs it: the image model loads at start (the scripts' default leaves it out). */
const ENV = { DATABASE_URL: databaseUrl, TRUST_PROXY: '1', PRELOAD_IMAGE_MODERATION: 'true' };

const HOME = persistedId('HomeScreenQuery');
const CREATE_POST = persistedId('useCreatePostMutation');
const MESSAGE_EVENTS = 'subscription { messageEvents { kind message { databaseId content sender { username } } } }';

/**
 * Has the server collect its garbage, through the inspector it was started with (`--inspect` on `port`): the heap
 * then holds what the server keeps, not what it has not collected yet.
 */
async function collectGarbage(inspectorPort: number): Promise<void> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  await new Promise((resolve) => {
    socket.on('message', (raw) => (JSON.parse(String(raw)) as { id?: number }).id === 1 && resolve(null));
    socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
  });
  socket.close();
}

async function seed(): Promise<{ tokens: string[]; chats: string[] }> {
  await recreateDatabase(databaseUrl);
  await (await startApi(ENV, [], { entry: 'compiled' })).stop(); // applies the migrations
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const ids = await insertMembers(client, 'prod_', members);
    await client.query(`UPDATE "User" SET "emailVerifiedAt" = now() WHERE id = ANY($1::uuid[])`, [ids]);
    const chats = await insertGroupChats(client, ids, CHAT_SIZE);
    const tokens = await insertSessions(client, ids);
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return { tokens, chats };
  } finally {
    await client.end();
  }
}

type Kind = 'home' | 'post' | 'message';
interface Outcome {
  ms: number[];
  statuses: Record<string, number>;
}

/** One member's turn: what it sends, and whether the answer counts as served (a GraphQL error does not). */
async function act(api: RunningApi, kind: Kind, token: string, i: number, chat: string): Promise<string> {
  const headers = { ...memberHeaders(api.url, token, addressOf(i)), 'content-type': 'application/json' };
  if (kind === 'message') {
    const res = await fetch(`${api.url}/api/conversations/${chat}/messages`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ content: `Bench message from member ${i}` }),
    });
    await res.arrayBuffer();
    return String(res.status);
  }
  const body =
    kind === 'home'
      ? {
          operationName: 'HomeScreenQuery',
          variables: {},
          extensions: { persistedQuery: { version: 1, sha256Hash: HOME } },
        }
      : {
          operationName: 'useCreatePostMutation',
          variables: { input: { content: `Bench post from member ${i} #bench` } },
          extensions: { persistedQuery: { version: 1, sha256Hash: CREATE_POST } },
        };
  const res = await fetch(`${api.url}/graphql`, { method: 'POST', headers, body: JSON.stringify(body) });
  const json = (await res.json()) as { errors?: unknown[]; data?: { createPost?: { __typename: string } } };
  if (json.errors?.length) return `${res.status} errors`;
  const typename = json.data?.createPost?.__typename;
  return typename && typename !== 'MutationCreatePostSuccess' ? `${res.status} ${typename}` : String(res.status);
}

async function mixedLoad(api: RunningApi, inspectorPort: number, tokens: string[], chats: string[]) {
  const sockets: WebSocket[] = [];
  await inBatches(tokens, 100, async (token, i) => {
    sockets.push(await subscribe(api.url, { token, address: addressOf(i) }, MESSAGE_EVENTS, () => {}, false));
  });
  const outcomes: Record<Kind, Outcome> = {
    home: { ms: [], statuses: {} },
    post: { ms: [], statuses: {} },
    message: { ms: [], statuses: {} },
  };
  let peakRssMb = treeRssMb(api.pid);
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, treeRssMb(api.pid));
  }, 5_000);
  const end = Date.now() + loadSeconds * 1000;
  await Promise.all(
    tokens.map(async (token, i) => {
      await sleep(Math.random() * thinkMs); // members arrive spread over the first think time
      while (Date.now() < end) {
        const r = Math.random();
        const kind: Kind = r < 0.7 ? 'home' : r < 0.85 ? 'post' : 'message';
        const started = performance.now();
        const status = await act(api, kind, token, i, chats[Math.floor(i / CHAT_SIZE)]!).catch(
          (error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        outcomes[kind].ms.push(performance.now() - started);
        outcomes[kind].statuses[status] = (outcomes[kind].statuses[status] ?? 0) + 1;
        await sleep(thinkMs * (0.5 + Math.random()));
      }
    }),
  );
  clearInterval(sampler);
  const rssAfterLoadMb = treeRssMb(api.pid);
  const heapAfterLoadMb = await heapUsedMb(api.url);
  // With the members still connected: what the server keeps for them and for the work it did.
  await collectGarbage(inspectorPort);
  const heapAfterGcMb = await heapUsedMb(api.url);
  const rssAfterGcMb = treeRssMb(api.pid);
  for (const socket of sockets) socket.terminate();
  const figures = Object.fromEntries(
    Object.entries(outcomes).map(([kind, { ms, statuses }]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      return [
        kind,
        { count: ms.length, p50Ms: round1(percentile(sorted, 0.5)), p95Ms: round1(percentile(sorted, 0.95)), statuses },
      ];
    }),
  );
  return {
    rssAfterLoadMb,
    peakRssMb: Math.max(peakRssMb, rssAfterLoadMb),
    heapAfterLoadMb,
    heapAfterGcMb,
    rssAfterGcMb,
    requests: figures,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

console.log(
  `production build: ${members} members, ${loadSeconds} s of mixed load, ${starts} starts each; ` +
    `${os.cpus().length} CPUs, load ${os.loadavg()[0]!.toFixed(1)}`,
);
const { tokens, chats } = await seed();

const startMs: Record<ApiEntry, number[]> = { source: [], compiled: [] };
const rssAfterStartMb: Record<ApiEntry, number[]> = { source: [], compiled: [] };
for (let round = 0; round < starts; round++) {
  for (const entry of round % 2 ? [...ENTRIES].reverse() : ENTRIES) {
    const started = performance.now();
    const api = await startApi(ENV, [], { entry });
    startMs[entry].push(performance.now() - started);
    await settled(api);
    rssAfterStartMb[entry].push(treeRssMb(api.pid));
    await api.stop();
  }
}

const results: Record<string, unknown> = {};
for (const entry of ENTRIES) {
  const inspectorPort = await freePort();
  const api = await startApi(ENV, [`--inspect=127.0.0.1:${inspectorPort}`], { entry });
  await settled(api);
  const rssAtLoadStartMb = treeRssMb(api.pid);
  const load = await mixedLoad(api, inspectorPort, tokens, chats);
  await api.stop();
  results[entry] = {
    startMs: Math.round(median(startMs[entry])),
    startsMs: startMs[entry].map(Math.round),
    rssAfterStartMb: median(rssAfterStartMb[entry]),
    rssAtLoadStartMb,
    ...load,
    /** The machine's load average at the end of the load: it may be shared. */
    loadAverage: os.loadavg()[0],
  };
  const r = results[entry] as { startMs: number; rssAfterStartMb: number } & typeof load;
  console.log(
    `${entry.padEnd(8)}  start ${r.startMs} ms  RSS after start ${r.rssAfterStartMb} MB  after load ${r.rssAfterLoadMb} MB ` +
      `(peak ${r.peakRssMb} MB, heap ${r.heapAfterLoadMb} MB; after a full GC: heap ${r.heapAfterGcMb} MB, RSS ${r.rssAfterGcMb} MB)  ` +
      `home p50/p95 ${r.requests.home!.p50Ms}/${r.requests.home!.p95Ms} ms`,
  );
}
console.log(JSON.stringify({ members, loadSeconds, thinkMs, load: os.loadavg()[0], ...results }));
