/**
 * `npm run bench:feed`: the Dadfeed's first page served three ways on one large community (10,000 members,
 * 100,000 posts of which 5,000 in 100 channels, 1,000,000 fist bumps in a PostgreSQL database of its own),
 * measured interleaved with autocannon so that the machine's mood weighs on each alike:
 *
 * - raw:     scripts/bench/feed-raw-server.mts, a bare node:http + pg server answering in one statement;
 * - rest:    the API's `GET /api/posts?limit=20`;
 * - graphql: the API's `dadfeed(first: 20)` with the same fields;
 * - postgraphile (optional): PostGraphile 5 on the same database, when POSTGRAPHILE_DIR names a folder where
 *   it is installed (docs/benchmarks.md says how).
 *
 * Each round runs every target for BENCH_SECONDS (default 5) with BENCH_CONNECTIONS (10); BENCH_ROUNDS (3)
 * rounds. Besides req/s and latency it reads the CPU time each server's process tree used (from /proc), per
 * request: the Node work a request costs, less noisy than throughput on a shared machine. `/api/auth/user`
 * is measured the same way (the session path alone), and page 1,000 of the REST feed once.
 * The last line is one JSON object with the ratios.
 *
 * BENCH_DATABASE_URL picks the database (default postgres://postgres@127.0.0.1:5432/dadhood_bench); it is
 * dropped and seeded again unless `--reuse` is given and it already holds the community.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashPassword } from '../../api/src/domain/accounts/passwords.js';
import { decodeCursor, encodeCursor } from '../../api/src/domain/feed/cursor.js';
import { dadfeedConditions } from '../../api/src/domain/feed/dadfeed.js';
import { feedPageSql } from '../../api/src/domain/feed/page.js';
import { freePort, startApi } from '../lib/app-process.mjs';
import { BENCH_FEED_QUERY, BENCH_PAGE, BENCH_PASSWORD } from './feed-shared.mjs';
import { explainAndTime, rowCount } from './bench-db.mjs';
import { recreateDatabase } from './live-shared.mjs';
import { seedCommunity } from './seed-community.mjs';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dadhood_bench';
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const reuse = process.argv.includes('--reuse');
// 1 post in 20 is a channel post; the signed-in member follows 10 of the 100 channels.
const size = {
  members: 10_000,
  posts: 100_000,
  fistBumpsPerPost: 10,
  channels: 100,
  channelPostEvery: 20,
  viewerFollows: 10,
};
const PAGE = BENCH_PAGE;
const DEEP_PAGE = 1_000;
const PASSWORD = BENCH_PASSWORD;
const repoRoot = path.resolve(import.meta.dirname, '../..');

async function deepCursor(): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ createdAt: Date; id: string }>(
    `SELECT "createdAt", id FROM "Post" WHERE "groupId" IS NULL
     ORDER BY "createdAt" DESC, id DESC OFFSET $1 LIMIT 1`,
    [PAGE * (DEEP_PAGE - 1) - 1],
  );
  await client.end();
  return encodeCursor(rows[0]!);
}

/** CPU milliseconds (user + system) used so far by a process and all its descendants (tsx runs node as a child). */
function treeCpuMs(rootPid: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  let ticks = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop()!;
    ticks += stats.get(pid)?.ticks ?? 0;
    for (const [child, s] of stats) if (s.ppid === pid) queue.push(child);
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

interface Target {
  name: string;
  pid: number;
  request: { url: string; method?: 'GET' | 'POST'; body?: string; headers: Record<string, string> };
}

interface Sample {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  cpuMs: number;
  failed: number;
}

function drive(target: Target): Promise<Sample> {
  const cpuBefore = treeCpuMs(target.pid);
  return new Promise((resolve, reject) => {
    autocannon({ ...target.request, connections, duration: seconds }, (error, result) => {
      if (error) return reject(error);
      resolve({
        requests: result.requests.total,
        seconds: result.duration,
        p50: result.latency.p50,
        p99: result.latency.p99,
        cpuMs: treeCpuMs(target.pid) - cpuBefore,
        failed: result.non2xx + result.errors,
      });
    });
  });
}

async function startChild(script: string, env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), [script], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATABASE_URL: databaseUrl, ...env },
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

if (
  !reuse ||
  (await rowCount(databaseUrl, 'Post')) < size.posts ||
  (await rowCount(databaseUrl, 'Channel')) < size.channels
) {
  console.log(
    `Seeding ${size.posts.toLocaleString()} posts and ${(size.posts * size.fistBumpsPerPost).toLocaleString()} fist bumps...`,
  );
  await recreateDatabase(databaseUrl);
  const migrated = await startApi({ DATABASE_URL: databaseUrl }); // applies the migrations
  await migrated.stop();
  const started = Date.now();
  await seedCommunity(databaseUrl, size, await hashPassword(PASSWORD));
  console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the signed-in member's Dadfeed page statement (the app's own SQL), first page and
 * page 1,000: the index it walks, the channel follows read once (a hashed SubPlan), and its median time.
 */
async function explainDadfeed(deep: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(`SELECT id FROM "User" WHERE email = 'bench1@example.com'`);
    const viewerId = rows[0]!.id;
    for (const [label, after] of [
      ['first page', null],
      [`page ${DEEP_PAGE}`, decodeCursor(deep)],
    ] as const) {
      const {
        plan,
        rows: page,
        medianMs,
      } = await explainAndTime(client, feedPageSql(viewerId, dadfeedConditions(viewerId), after, PAGE), 20);
      const shown = page.filter((row) => row.channelId !== null).length;
      console.log(
        `\nDadfeed ${label}: ${page.length} rows (${shown} channel posts), median ${medianMs} ms over 20 runs`,
      );
      // The walk and how the channel follows are read; the card details' subqueries (lookups per row) are left out.
      const walk = plan.find((line) => /Scan.* on "Post" p\b/.test(line))?.trim() ?? 'no scan of "Post" p found';
      const follows = plan.some((line) => /"channelId" IS NULL\) OR \(hashed SubPlan/.test(line))
        ? 'once, hashed'
        : 'per post';
      console.log(`  ${walk}\n  channel follows read ${follows}`);
      console.log(
        plan
          .filter((line) => /^(Planning|Execution) Time/.test(line))
          .map((line) => `  ${line}`)
          .join('\n'),
      );
    }
  } finally {
    await client.end();
  }
}

// The points budget is not what is measured here.
const api = await startApi({
  DATABASE_URL: databaseUrl,
  GRAPHQL_POINTS_PER_HOUR: '1000000000',
  GRAPHQL_TOKEN_POINTS_PER_HOUR: '1000000000',
  GRAPHQL_ADDRESS_POINTS_PER_MINUTE: '1000000000',
});
const raw = await startChild('scripts/bench/feed-raw-server.mts', {});
const extras: ChildProcess[] = [];
try {
  const login = await fetch(`${api.url}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: api.url },
    body: JSON.stringify({ email: 'bench1@example.com', password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const graphqlRequest = {
    url: `${api.url}/graphql`,
    method: 'POST' as const,
    body: JSON.stringify({ query: BENCH_FEED_QUERY }),
    headers: { cookie, 'content-type': 'application/json', origin: api.url },
  };

  // The answers must be the same page before their speeds mean anything.
  const [restPage, rawPage, graphqlPage] = await Promise.all([
    fetch(`${api.url}/api/posts?limit=${PAGE}`, { headers: { cookie } }).then(
      (r) => r.json() as Promise<{ id: string }[]>,
    ),
    fetch(`${raw.url}/posts?limit=${PAGE}`, { headers: { cookie } }).then((r) => r.json() as Promise<{ id: string }[]>),
    fetch(graphqlRequest.url, graphqlRequest).then(
      (r) => r.json() as Promise<{ data: { dadfeed: { edges: { node: { databaseId: string } }[] } } }>,
    ),
  ]);
  const ids = (list: string[]) => list.join(',');
  if (
    ids(restPage.map((p) => p.id)) !== ids(rawPage.map((p) => p.id)) ||
    ids(restPage.map((p) => p.id)) !== ids(graphqlPage.data.dadfeed.edges.map((e) => e.node.databaseId))
  ) {
    throw new Error('the three servers answered different pages');
  }
  const bytes = async (url: string, init?: RequestInit) => (await (await fetch(url, init)).arrayBuffer()).byteLength;
  console.log(
    `One page: REST ${await bytes(`${api.url}/api/posts?limit=${PAGE}`, { headers: { cookie } })} B, ` +
      `GraphQL ${await bytes(graphqlRequest.url, graphqlRequest)} B, raw ${await bytes(`${raw.url}/posts?limit=${PAGE}`, { headers: { cookie } })} B`,
  );

  const apiPid = api.pid;
  const targets: Target[] = [
    { name: 'raw pg', pid: raw.child.pid!, request: { url: `${raw.url}/posts?limit=${PAGE}`, headers: { cookie } } },
    { name: 'REST', pid: apiPid, request: { url: `${api.url}/api/posts?limit=${PAGE}`, headers: { cookie } } },
    { name: 'GraphQL', pid: apiPid, request: graphqlRequest },
    { name: '/api/auth/user', pid: apiPid, request: { url: `${api.url}/api/auth/user`, headers: { cookie } } },
  ];
  if (process.env.POSTGRAPHILE_DIR) {
    const { child, url } = await startChild(path.join(repoRoot, 'scripts/bench/postgraphile-server.mts'), {
      POSTGRAPHILE_DIR: process.env.POSTGRAPHILE_DIR,
    });
    extras.push(child);
    const { postgraphileQuery } = await import('./postgraphile-server.mjs');
    targets.push({
      name: 'PostGraphile 5',
      pid: child.pid!,
      request: {
        url: `${url}/graphql`,
        method: 'POST',
        body: JSON.stringify({ query: postgraphileQuery(PAGE) }),
        headers: { 'content-type': 'application/json' },
      },
    });
  }

  // Warm every path (JIT, plans, pools) before measuring.
  for (const target of targets)
    await new Promise((resolve) => autocannon({ ...target.request, connections, amount: 200 }, resolve));

  const samples = new Map<string, Sample[]>(targets.map((t) => [t.name, []]));
  console.log(
    `Dadfeed first page (${PAGE} posts), ${connections} connections, ${rounds} rounds of ${seconds} s per server:`,
  );
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) samples.get(target.name)!.push(await drive(target));
  }
  const summary = new Map(
    [...samples].map(([name, list]) => {
      const requests = list.reduce((sum, s) => sum + s.requests, 0);
      return [
        name,
        {
          rps: requests / list.reduce((sum, s) => sum + s.seconds, 0),
          p50: median(list.map((s) => s.p50)),
          p99: median(list.map((s) => s.p99)),
          cpuMsPerRequest: list.reduce((sum, s) => sum + s.cpuMs, 0) / requests,
          failed: list.reduce((sum, s) => sum + s.failed, 0),
        },
      ];
    }),
  );
  for (const [name, s] of summary) {
    console.log(
      `${name.padEnd(16)} ${s.rps.toFixed(0).padStart(6)} req/s   p50 ${String(s.p50).padStart(4)} ms   ` +
        `p99 ${String(s.p99).padStart(4)} ms   CPU ${s.cpuMsPerRequest.toFixed(2)} ms/request` +
        (s.failed ? `   (${s.failed} failed)` : ''),
    );
  }
  const deepCursorText = await deepCursor();
  await explainDadfeed(deepCursorText);
  const deep = await drive({
    name: 'deep',
    pid: apiPid,
    request: { url: `${api.url}/api/posts?limit=${PAGE}&cursor=${deepCursorText}`, headers: { cookie } },
  });
  console.log(
    `REST page ${DEEP_PAGE}: ${(deep.requests / deep.seconds).toFixed(0)} req/s   p50 ${deep.p50} ms   p99 ${deep.p99} ms`,
  );

  const rawRps = summary.get('raw pg')!.rps;
  const rest = summary.get('REST')!;
  const graphql = summary.get('GraphQL')!;
  const postgraphile = summary.get('PostGraphile 5');
  console.log(
    JSON.stringify({
      restVsRaw: round2(rest.rps / rawRps),
      graphqlVsRaw: round2(graphql.rps / rawRps),
      restP50Ms: rest.p50,
      graphqlP50Ms: graphql.p50,
      ...(postgraphile ? { graphqlVsPostgraphile: round2(graphql.rps / postgraphile.rps) } : {}),
      cpuMsPerRequest: {
        rest: round2(rest.cpuMsPerRequest),
        graphql: round2(graphql.cpuMsPerRequest),
        authUser: round2(summary.get('/api/auth/user')!.cpuMsPerRequest),
        raw: round2(summary.get('raw pg')!.cpuMsPerRequest),
      },
      rps: Object.fromEntries([...summary].map(([name, s]) => [name, round1(s.rps)])),
    }),
  );
} finally {
  raw.child.kill('SIGTERM');
  for (const child of extras) child.kill('SIGTERM');
  await api.stop();
}
process.exit(0);
