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
 * two processes (default redis://127.0.0.1:6379). BENCH_NODE_ARGS adds node flags to the API processes,
 * BENCH_CPU_PROF=1 writes their CPU profiles to /tmp/live-prof, and BENCH_HEAP_SNAPSHOTS=DIR a heap snapshot of
 * each API process into DIR at every heap reading (the first two bracket the subscribing: compare them in Chrome's
 * DevTools to see what a connection holds).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import type WebSocket from 'ws';
import {
  addressOf,
  checkOpenFileLimit,
  inBatches,
  insertMembers,
  insertSessions,
  memberHeaders,
  round1,
  sleep,
  statsDelta,
  subscribe,
  until,
} from './live-shared.mjs';
import { deliveryFigures, endLiveRun, medianByP99, startLiveServers } from './live-run.mjs';

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
const QUERY = 'subscription { unreadNotificationCount }';
const CONNECT_AT_ONCE = 200;

/** The members and `rounds` hubs, each hub connected to all of them, and everyone's session token. */
async function seed(): Promise<{ members: string[]; memberTokens: string[]; hubTokens: string[] }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const members = await insertMembers(client, 'live_', subscribers);
    const hubs = await insertMembers(client, 'live_hub_', rounds);
    await client.query(
      `INSERT INTO "Connection" (id, "requesterId", "receiverId", status)
       SELECT gen_random_uuid(), h, m, 'accepted' FROM unnest($1::uuid[]) AS h CROSS JOIN unnest($2::uuid[]) AS m`,
      [hubs, members],
    );
    const tokens = await insertSessions(client, [...members, ...hubs]);
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return { members, memberTokens: tokens.slice(0, subscribers), hubTokens: tokens.slice(subscribers) };
  } finally {
    await client.end();
  }
}

/** Waits until every alert has its mail written (the fan-out's second step); whether that came to pass. */
async function mailWritten(ms: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + ms;
    for (;;) {
      const { rows } = await client.query<{ pending: number }>(
        `SELECT count(*)::int AS pending FROM "PanicAlert" WHERE "deliveriesWrittenAt" IS NULL`,
      );
      if (rows[0]!.pending === 0) return true;
      if (Date.now() > deadline) return false;
      await sleep(20);
    }
  } finally {
    await client.end();
  }
}

checkOpenFileLimit(subscribers);
console.log(
  `live fan-out: ${subscribers} subscribers on ${processes} API process${processes > 1 ? 'es (Redis)' : ''}, ${rounds} rounds`,
);
const {
  servers,
  seeded: { members, memberTokens, hubTokens },
} = await startLiveServers({ name: 'live', databaseUrl, processes, seed });
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
      await subscribe(
        server.url,
        { token: memberTokens[i]!, address: addressOf(i) },
        QUERY,
        (data) => {
          if (data.unreadNotificationCount === expected) arrivals[i] = performance.now();
        },
        true,
      ),
    );
  });
  const heapAfter = await Promise.all(servers.map((s) => s.stats()));
  const heapPerConnection = statsDelta(heapBefore, heapAfter).heapUsed / subscribers;
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
      headers: memberHeaders(servers[0]!.url, hubToken, addressOf(subscribers + r)),
    });
    const answeredMs = performance.now() - start;
    const body = (await response.json()) as { notified?: number };
    if (response.status !== 200 || body.notified !== subscribers)
      throw new Error(`the press answered ${response.status} ${JSON.stringify(body)}`);
    await until(() => !arrivals.some(Number.isNaN), 60_000);
    const missing = arrivals.filter(Number.isNaN).length;
    if (missing) throw new Error(`${missing} of ${subscribers} subscribers never heard their new count`);
    // The fan-out writes the members' mail after their counts have gone out: its statements belong to the round.
    if (!(await mailWritten(60_000))) throw new Error('the alert was delivered but its mail never written');
    const cost = statsDelta(before, await Promise.all(servers.map((s) => s.stats())));
    const latencies = arrivals.map((t) => t - start).sort((a, b) => a - b);
    const result = { ...deliveryFigures(latencies), statements: cost.statements };
    const cpuMs = cost.cpuMs;
    results.push(result);
    console.log(
      `  round ${r + 1}: answered in ${answeredMs.toFixed(1)} ms; delivered first ${round1(latencies[0]!)} ms, ` +
        `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ` +
        `last ${result.lastMs} ms; ${result.statements} SQL statements; API CPU ${cpuMs.toFixed(0)} ms ` +
        `(${((cpuMs * 1000) / subscribers).toFixed(0)} µs per subscriber)`,
    );
    await sleep(500);
  }
  console.log(JSON.stringify({ subscribers, ...medianByP99(results) }));
} finally {
  await endLiveRun(sockets, servers);
}
