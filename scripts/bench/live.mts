/**
 * `npm run bench:live -- --subscribers N [--processes 2] [--rounds 3]`: live fan-out. N members each hold a
 * graphql-ws subscription to their unread notification count on one API process (with `--processes 2`, spread
 * over two processes sharing Redis); a member connected to all of them presses the panic button; every
 * subscriber must hear its new count. Prints delivery p50/p99 and the time to the last delivery (from the
 * moment the press is sent), the API's heap per connection, and the SQL statements the event cost (counted by
 * the API process itself, scripts/bench/live-server.mts). Each round is a press by another member (the button
 * has a cooldown); the JSON on the last line is the median round by p99.
 *
 * The subscribers are plain `ws` sockets speaking graphql-transport-ws in this process, so the client side
 * costs little next to the server. BENCH_LIVE_DATABASE_URL picks the PostgreSQL database (default
 * postgres://postgres@127.0.0.1:5432/dadhood_bench_live; dropped and made again), REDIS_URL the Redis used with
 * two processes (default redis://127.0.0.1:6379). BENCH_NODE_ARGS adds node flags to the API processes, and
 * BENCH_CPU_PROF=1 writes their CPU profiles to /tmp/live-prof.
 */
import { fork } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import { SESSION_COOKIE } from '../../api/src/http/auth.js';
import { apiEnvironment, freePort } from '../lib/app-process.mjs';
import type { LiveServerMessage } from './live-server.mjs';

const { values: args } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '1000' },
    processes: { type: 'string', default: '1' },
    rounds: { type: 'string', default: '3' },
  },
});
const subscribers = Number(args.subscribers);
const processes = Number(args.processes);
const rounds = Number(args.rounds);
if (!(subscribers >= 1) || ![1, 2].includes(processes) || !(rounds >= 1)) {
  throw new Error('usage: npm run bench:live -- --subscribers N [--processes 1|2] [--rounds R]');
}
const databaseUrl = process.env.BENCH_LIVE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dadhood_bench_live';
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const repoRoot = path.resolve(import.meta.dirname, '../..');
const QUERY = 'subscription { unreadNotificationCount }';
const CONNECT_AT_ONCE = 200;

/** This process holds one socket per subscriber: say so plainly rather than fail with EMFILE half-way. */
function checkOpenFileLimit(): void {
  const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
  const soft = Number(line?.split(/\s{2,}/)[1]);
  if (Number.isFinite(soft) && soft < subscribers + 500) {
    throw new Error(`${subscribers} sockets need a higher open-file limit than ${soft}: run \`ulimit -n ${subscribers + 1000}\` first`);
  }
}

async function recreateDatabase(): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
}

/** Session tokens as a browser's cookie holds them; the database keeps their SHA-256 (domain/sessions). */
function newSessions(count: number) {
  const tokens = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  return { tokens, ids: tokens.map((t) => createHash('sha256').update(t).digest('hex')) };
}

/** The members and `rounds` hubs, each hub connected to all of them, and everyone's session token. */
async function seed(): Promise<{ members: string[]; memberTokens: string[]; hubTokens: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const insertMembers = async (prefix: string, count: number) => {
      const { rows } = await client.query<{ id: string }>(
        `INSERT INTO "User" (id, email, username, "passwordHash", "firstName", "lastName", "dadType", location, "updatedAt")
         SELECT gen_random_uuid(), $1 || n || '@example.com', $1 || n, 'no password: signed in by session',
                'Live', 'Dad ' || n, 'experienced', 'Austin, TX', now()
         FROM generate_series(1, $2::int) AS n
         RETURNING id`,
        [prefix, count],
      );
      return rows.map((r) => r.id);
    };
    const members = await insertMembers('live_', subscribers);
    const hubs = await insertMembers('live_hub_', rounds);
    await client.query(
      `INSERT INTO "Connection" (id, "requesterId", "receiverId", status)
       SELECT gen_random_uuid(), h, m, 'accepted' FROM unnest($1::uuid[]) AS h CROSS JOIN unnest($2::uuid[]) AS m`,
      [hubs, members],
    );
    const everyone = [...members, ...hubs];
    const sessions = newSessions(everyone.length);
    await client.query(
      `INSERT INTO "Session" (id, "userId", "expiresAt")
       SELECT s.id, s.user_id, now() + interval '30 days' FROM unnest($1::text[], $2::uuid[]) AS s(id, user_id)`,
      [sessions.ids, everyone],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return { members, memberTokens: sessions.tokens.slice(0, subscribers), hubTokens: sessions.tokens.slice(subscribers) };
  } finally {
    await client.end();
  }
}

interface LiveServer {
  url: string;
  stats(): Promise<{ statements: number; heapUsed: number; cpuMs: number }>;
  stop(): Promise<void>;
}

async function startLiveServer(redisKeyPrefix: string): Promise<LiveServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = fork(path.join(import.meta.dirname, 'live-server.mts'), [], {
    cwd: repoRoot,
    execArgv: [
      '--import',
      'tsx',
      '--expose-gc',
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/live-prof'] : []),
    ],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: apiEnvironment(port, {
      DATABASE_URL: databaseUrl,
      REDIS_URL: processes > 1 ? redisUrl : '',
      REDIS_KEY_PREFIX: redisKeyPrefix,
      // Each subscriber comes from an address of its own (X-Forwarded-For), as members do: the per-address
      // GraphQL budget would otherwise refuse thousands of subscriptions from 127.0.0.1.
      TRUST_PROXY: '1',
    }),
  });
  const next = (type: LiveServerMessage['type']) =>
    new Promise<LiveServerMessage>((resolve, reject) => {
      const onMessage = (message: LiveServerMessage) => {
        if (message.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message);
      };
      const onExit = (code: number | null) => reject(new Error(`the API process exited (${code})`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  await next('ready');
  return {
    url,
    async stats() {
      const reply = next('stats');
      child.send({ type: 'stats' });
      const { statements, heapUsed, cpuMs } = (await reply) as Extract<LiveServerMessage, { type: 'stats' }>;
      return { statements, heapUsed, cpuMs };
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ type: 'stop' });
      await exited;
    },
  };
}

/** One member's subscription: a graphql-transport-ws socket; `onCount` hears each value it is sent. */
/** A made-up client address for member `i` (10.0.0.0/8). */
const addressOf = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

function subscribe(url: string, token: string, address: string, onCount: (count: number) => void): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { cookie: `${SESSION_COOKIE}=${token}`, origin: url, 'x-forwarded-for': address },
    });
    let subscribed = false;
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; payload?: { data?: { unreadNotificationCount: number } } };
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: QUERY } }));
      } else if (message.type === 'ping') {
        socket.send(JSON.stringify({ type: 'pong' }));
      } else if (message.type === 'next' && message.payload?.data) {
        onCount(message.payload.data.unreadNotificationCount);
        if (!subscribed) resolve(socket);
        subscribed = true;
      } else {
        reject(new Error(`unexpected message: ${String(data)}`));
      }
    });
    socket.on('error', reject);
  });
}

async function inBatches<T>(items: T[], size: number, run: (item: T, index: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    await Promise.all(items.slice(start, start + size).map((item, i) => run(item, start + i)));
  }
}

const percentile = (sorted: number[], q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;
const round1 = (ms: number) => Math.round(ms * 10) / 10;

checkOpenFileLimit();
console.log(`live fan-out: ${subscribers} subscribers on ${processes} API process${processes > 1 ? 'es (Redis)' : ''}, ${rounds} rounds`);
await recreateDatabase();
const prefix = `bench_live_${randomBytes(4).toString('hex')}`;
const servers: LiveServer[] = [await startLiveServer(prefix)]; // the first applies the migrations
const { members, memberTokens, hubTokens } = await seed();
if (processes > 1) servers.push(await startLiveServer(prefix));
const sockets: WebSocket[] = [];
try {
  const heapBefore = await Promise.all(servers.map((s) => s.stats()));
  // What each member's socket heard, and when, during the current round.
  const arrivals = new Array<number>(subscribers).fill(NaN);
  let expected = 0;
  const connectStart = performance.now();
  await inBatches(members, CONNECT_AT_ONCE, async (_member, i) => {
    const server = servers[i % servers.length]!;
    sockets.push(
      await subscribe(server.url, memberTokens[i]!, addressOf(i), (count) => {
        if (count === expected) arrivals[i] = performance.now();
      }),
    );
  });
  const heapAfter = await Promise.all(servers.map((s) => s.stats()));
  const heapPerConnection = heapAfter.reduce((sum, s, i) => sum + s.heapUsed - heapBefore[i]!.heapUsed, 0) / subscribers;
  console.log(`  ${subscribers} subscribed in ${((performance.now() - connectStart) / 1000).toFixed(1)} s`);
  console.log(`  heap per connection: ${(heapPerConnection / 1024).toFixed(1)} KB`);

  const results: { p50Ms: number; p99Ms: number; lastMs: number; statements: number }[] = [];
  for (let r = 0; r < rounds; r += 1) {
    arrivals.fill(NaN);
    expected = r + 1;
    const before = await Promise.all(servers.map((s) => s.stats()));
    const hubToken = hubTokens[r]!;
    const start = performance.now();
    const response = await fetch(`${servers[0]!.url}/api/panic/activate`, {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${hubToken}`, origin: servers[0]!.url, 'x-forwarded-for': addressOf(subscribers + r) },
    });
    const answeredMs = performance.now() - start;
    const body = (await response.json()) as { notified?: number };
    if (response.status !== 200 || body.notified !== subscribers) throw new Error(`the press answered ${response.status} ${JSON.stringify(body)}`);
    const deadline = Date.now() + 60_000;
    while (arrivals.some(Number.isNaN) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    const missing = arrivals.filter(Number.isNaN).length;
    if (missing) throw new Error(`${missing} of ${subscribers} subscribers never heard their new count`);
    const after = await Promise.all(servers.map((s) => s.stats()));
    const latencies = arrivals.map((t) => t - start).sort((a, b) => a - b);
    const result = {
      p50Ms: round1(percentile(latencies, 0.5)),
      p99Ms: round1(percentile(latencies, 0.99)),
      lastMs: round1(latencies.at(-1)!),
      statements: after.reduce((sum, s, i) => sum + s.statements - before[i]!.statements, 0),
    };
    const cpuMs = after.reduce((sum, s, i) => sum + s.cpuMs - before[i]!.cpuMs, 0);
    results.push(result);
    console.log(
      `  round ${r + 1}: answered in ${answeredMs.toFixed(1)} ms; delivered first ${round1(latencies[0]!)} ms, ` +
        `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ` +
        `last ${result.lastMs} ms; ${result.statements} SQL statements; API CPU ${cpuMs.toFixed(0)} ms ` +
        `(${((cpuMs * 1000) / subscribers).toFixed(0)} µs per subscriber)`,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const median = [...results].sort((a, b) => a.p99Ms - b.p99Ms)[Math.floor((results.length - 1) / 2)]!;
  console.log(JSON.stringify({ subscribers, ...median }));
} finally {
  for (const socket of sockets) socket.terminate();
  await Promise.all(servers.map((s) => s.stop()));
}
