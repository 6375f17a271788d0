/**
 * `npm run bench:feed`: the Dadfeed's first page served three ways on one large community (by default 10,000
 * members, 100,000 posts of which 5,000 in 100 channels, 1,000,000 fist bumps in a PostgreSQL database of its
 * own), measured interleaved with autocannon so that the machine's mood weighs on each alike:
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
 * `--posts N` (100,000) and `--members M` (N / 10) size the community (seed-community.mts; `10m`, `100k` are
 * understood); `--pages-only` measures just the pages at that size (feed-pages.mts, with `--cold` for pages
 * read from disk); `--steps` measures what each step of a GraphQL page costs the API (feed-steps.mts).
 * BENCH_DATABASE_URL picks the database (default
 * postgres://postgres@127.0.0.1:5432/dadhood_bench; another size gets a database of its own, e.g.
 * dadhood_bench_10m_1m); it is dropped and seeded again unless `--reuse` is given and a finished seed of the
 * same size is there. The API is the compiled build, as production runs it (`npm run build:api` first), unless
 * BENCH_API_ENTRY=source.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { benchApiEntry, freePort, requireBuild, startApi } from '../lib/app-process.mjs';
import { drive, median, type Sample, signIn, type Target, warm } from './feed-drive.mjs';
import { benchViewerId, deepPageCursor, explainPage, printExplain } from './feed-explain.mjs';
import { measurePagesAtSize } from './feed-pages.mjs';
import { measureSteps } from './feed-steps.mjs';
import { BENCH_FEED_QUERY, BENCH_PAGE, DEEP_PAGE, feedBenchOptions, UNLIMITED_BUDGETS } from './feed-shared.mjs';
import { communityOfSize } from './seed-community.mjs';

const options = feedBenchOptions();
const { databaseUrl, size } = options;
const load = {
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
};
const { connections } = load;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
// The server as production runs it (BENCH_API_ENTRY=source for the TypeScript through tsx).
const apiEntry = benchApiEntry();
requireBuild(apiEntry);
const PAGE = BENCH_PAGE;
const repoRoot = path.resolve(import.meta.dirname, '../..');

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

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

const seed = await communityOfSize(databaseUrl, size, options.reuse);
if (options.pagesOnly) {
  await measurePagesAtSize(options, seed, load, rounds);
  process.exit(0);
}
if (options.steps) {
  await measureSteps(databaseUrl);
  process.exit(0);
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the signed-in member's Dadfeed page statement (the app's own SQL), first page and
 * page 1,000: the index it walks, the channel follows read once (a hashed SubPlan), its buffers and median time.
 */
async function explainDadfeed(deep: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const viewerId = await benchViewerId(client);
    printExplain('first page', await explainPage(client, viewerId, null, 20));
    printExplain(`page ${DEEP_PAGE}`, await explainPage(client, viewerId, deep, 20));
  } finally {
    await client.end();
  }
}

const api = await startApi({ DATABASE_URL: databaseUrl, ...UNLIMITED_BUDGETS }, [], { entry: apiEntry });
const raw = await startChild('scripts/bench/feed-raw-server.mts', {});
const extras: ChildProcess[] = [];
try {
  const cookie = await signIn(api.url);
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
  for (const target of targets) await warm(target, connections);

  const samples = new Map<string, Sample[]>(targets.map((t) => [t.name, []]));
  console.log(
    `Dadfeed first page (${PAGE} posts), ${connections} connections, ${rounds} rounds of ${load.seconds} s per server:`,
  );
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) samples.get(target.name)!.push(await drive(target, load));
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
  const deepCursorText = await (async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return await deepPageCursor(client);
    } finally {
      await client.end();
    }
  })();
  await explainDadfeed(deepCursorText);
  const deep = await drive(
    {
      name: 'deep',
      pid: apiPid,
      request: { url: `${api.url}/api/posts?limit=${PAGE}&cursor=${deepCursorText}`, headers: { cookie } },
    },
    load,
  );
  console.log(
    `REST page ${DEEP_PAGE}: ${(deep.requests / deep.seconds).toFixed(0)} req/s   p50 ${deep.p50} ms   p99 ${deep.p99} ms`,
  );

  const rawRps = summary.get('raw pg')!.rps;
  const rest = summary.get('REST')!;
  const graphql = summary.get('GraphQL')!;
  const postgraphile = summary.get('PostGraphile 5');
  console.log(
    JSON.stringify({
      posts: size.posts,
      members: size.members,
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
