/**
 * `npm run bench:feed -- --pages-only`: what the Dadfeed costs at the community's size, and nothing else. The
 * REST first page's and page 1,000's p50 (interleaved rounds, as bench:feed drives its servers), the page
 * statement's EXPLAIN (ANALYZE, BUFFERS) at both, and the SQL statements of a REST page and of the signed-in home
 * page's load (GET /api/auth/user, HomeScreenQuery, the live unread count), counted by the API forked as
 * live-server.mts. With `--cold`, each EXPLAIN is first run once after the database's pages were pushed out of
 * memory (bench-db.mts, evictFromMemory): what a page costs when its rows are not cached.
 */
import os from 'node:os';
import pg from 'pg';
import { benchApiEntry, startApi } from '../lib/app-process.mjs';
import { dropEvictionScratch, evictFromMemory } from './bench-db.mjs';
import { drive, type Load, median, signIn, type Sample, type Target, warm } from './feed-drive.mjs';
import {
  benchViewerId,
  type Buffers,
  deepPageCursor,
  explainPage,
  type PageExplain,
  printExplain,
} from './feed-explain.mjs';
import { BENCH_PAGE, DEEP_PAGE, type FeedBenchOptions, UNLIMITED_BUDGETS } from './feed-shared.mjs';
import { statementCounts } from './feed-statements.mjs';

/** The REST pages' p50, first and deep, on the API as bench:feed starts it. */
async function pageLatencies(databaseUrl: string, deepCursor: string, load: Load, rounds: number) {
  const api = await startApi({ DATABASE_URL: databaseUrl, ...UNLIMITED_BUDGETS }, [], { entry: benchApiEntry() });
  try {
    const cookie = await signIn(api.url);
    const targets: Target[] = [
      {
        name: 'first',
        pid: api.pid,
        request: { url: `${api.url}/api/posts?limit=${BENCH_PAGE}`, headers: { cookie } },
      },
      {
        name: 'deep',
        pid: api.pid,
        request: { url: `${api.url}/api/posts?limit=${BENCH_PAGE}&cursor=${deepCursor}`, headers: { cookie } },
      },
    ];
    for (const target of targets) await warm(target, load.connections);
    const samples = new Map<string, Sample[]>(targets.map((t) => [t.name, []]));
    for (let round = 0; round < rounds; round++) {
      for (const target of targets) samples.get(target.name)!.push(await drive(target, load));
    }
    const of = (name: string) => {
      const list = samples.get(name)!;
      const requests = list.reduce((sum, s) => sum + s.requests, 0);
      return {
        p50: median(list.map((s) => s.p50)),
        p99: median(list.map((s) => s.p99)),
        rps: Math.round((10 * requests) / list.reduce((sum, s) => sum + s.seconds, 0)) / 10,
        failed: list.reduce((sum, s) => sum + s.failed, 0),
      };
    };
    return { first: of('first'), deep: of('deep') };
  } finally {
    await api.stop();
  }
}

export async function measurePagesAtSize(
  { size, databaseUrl, cold }: FeedBenchOptions,
  seed: { seedSeconds: number },
  load: Load,
  rounds: number,
): Promise<void> {
  const loadAtStart = os.loadavg();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let explained: Record<string, PageExplain> = {};
  let facts: { databaseBytes: number; postBytes: number; sharedBuffers: string };
  let deepCursor: string;
  try {
    const viewerId = await benchViewerId(client);
    deepCursor = await deepPageCursor(client);
    const { rows } = await client.query<{ db: string; post: string; sb: string }>(
      `SELECT pg_database_size(current_database())::text AS db, pg_total_relation_size('"Post"')::text AS post,
              current_setting('shared_buffers') AS sb`,
    );
    facts = { databaseBytes: Number(rows[0]!.db), postBytes: Number(rows[0]!.post), sharedBuffers: rows[0]!.sb };
    console.log(
      `Database ${(facts.databaseBytes / 2 ** 30).toFixed(2)} GB (Post with its indexes ${(facts.postBytes / 2 ** 30).toFixed(2)} GB), ` +
        `shared_buffers ${facts.sharedBuffers}, memory ${(os.totalmem() / 2 ** 30).toFixed(0)} GB`,
    );
    if (cold) {
      for (const [label, cursor] of [
        ['first', null],
        ['deep', deepCursor],
      ] as const) {
        console.log(await evictFromMemory(databaseUrl));
        explained[`${label}Cold`] = await explainPage(client, viewerId, cursor, 1);
        printExplain(`${label === 'first' ? 'first page' : `page ${DEEP_PAGE}`}, cold`, explained[`${label}Cold`]!);
      }
      await dropEvictionScratch(databaseUrl);
    }
    const latencies = await pageLatencies(databaseUrl, deepCursor, load, rounds);
    console.log(
      `REST first page: p50 ${latencies.first.p50} ms, p99 ${latencies.first.p99} ms, ${latencies.first.rps} req/s; ` +
        `page ${DEEP_PAGE}: p50 ${latencies.deep.p50} ms, p99 ${latencies.deep.p99} ms, ${latencies.deep.rps} req/s` +
        (latencies.first.failed + latencies.deep.failed
          ? ` (${latencies.first.failed + latencies.deep.failed} failed)`
          : ''),
    );
    explained = {
      ...explained,
      first: await explainPage(client, viewerId, null, 20),
      deep: await explainPage(client, viewerId, deepCursor, 20),
    };
    printExplain('first page, warm', explained.first!);
    printExplain(`page ${DEEP_PAGE}, warm`, explained.deep!);
    const statements = await statementCounts(databaseUrl, deepCursor);
    const homeStatements =
      statements.homeLoad.authUser + statements.homeLoad.homeQuery + statements.homeLoad.subscription;
    console.log(
      `Statements: REST page ${statements.restPage} (page ${DEEP_PAGE}: ${statements.restDeepPage}); home page's load ` +
        `${homeStatements} (GET /api/auth/user ${statements.homeLoad.authUser}, HomeScreenQuery ${statements.homeLoad.homeQuery}, ` +
        `the live count ${statements.homeLoad.subscription}); HomeScreenQuery median ${statements.homeQueryMs} ms with the member's suggestions cached, ${statements.homeQueryUncachedMs} ms before`,
    );
    const buffers = Object.fromEntries(Object.entries(explained).map(([key, e]) => [key, e.buffers])) as Record<
      string,
      Buffers
    >;
    const round2 = (n: number) => Math.round(n * 100) / 100;
    console.log(
      JSON.stringify({
        posts: size.posts,
        members: size.members,
        fistBumps: size.fistBumpedPosts * size.fistBumpsPerPost,
        firstPageP50Ms: latencies.first.p50,
        deepPageP50Ms: latencies.deep.p50,
        pageExecutionMs: Object.fromEntries(Object.entries(explained).map(([key, e]) => [key, e.executionMs])),
        buffers,
        ...(cold ? { coldReadMs: { first: explained.firstCold!.readMs, deep: explained.deepCold!.readMs } } : {}),
        restPageStatements: statements.restPage,
        homeStatements,
        homeQueryMs: statements.homeQueryMs,
        homeQueryUncachedMs: statements.homeQueryUncachedMs,
        seedSeconds: seed.seedSeconds,
        databaseGb: round2(facts.databaseBytes / 2 ** 30),
        sharedBuffers: facts.sharedBuffers,
        loadAverage: [loadAtStart[0]!, os.loadavg()[0]!].map(round2),
      }),
    );
  } finally {
    await client.end();
  }
}
