/**
 * `npm run bench:search-cost [-- --database postgres|pglite|both] [--reuse]`: what each full-text and trigram
 * lookup of the GraphQL API costs in time, on PostgreSQL and on PGlite (whose SQL runs on the server's own
 * thread, so its time is event-loop time), and whether its price in points covers it (docs/graphql-limits.md).
 *
 * Seeds the search community (seed-search.mts: 10,000 members, 100,000 posts...) into a database of its own,
 * starts the production server on it, signs in, and times each search field alone, for a common word, a short
 * prefix, a name with a typo and a word nothing holds: BENCH_RUNS (default 7) answers each, less the same for a
 * query that looks nothing up (`{ viewer { id } }`), in CPU time of the server and its database per answer (wall
 * time on a shared machine measures the neighbours too; it is printed beside). A lookup's figure is its dearest
 * word, on the slower database. The operation that asks for it alone must be priced at least LOOKUP_POINTS_PER_MS
 * points a millisecond of that (api/src/graphql/protection/cost.ts), so that an operation of GRAPHQL_MAX_COST
 * points does at most about 250 ms of lookups; the script exits non-zero when one is under-priced.
 * The last line is one JSON object: per lookup, the milliseconds on each database, what it needs, and its price.
 *
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/dadhood_bench_search) and BENCH_PGLITE_DIR
 * (default <tmp>/dadhood-bench-search) name the databases; they are seeded again unless `--reuse` finds them seeded.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parse } from 'graphql';
import pg from 'pg';
import { loadConfig } from '../../api/src/config/config.js';
import { createPGlite } from '../../api/src/db/adapters.js';
import { hashPassword } from '../../api/src/domain/accounts/passwords.js';
import { LOOKUP_FLOOR, LOOKUP_POINTS_PER_MS, requestedCost } from '../../api/src/graphql/protection/cost.js';
import { schema } from '../../api/src/graphql/schema/index.js';
import { startApi, type RunningApi } from '../lib/app-process.mjs';
import { rowCount, seedInTransaction } from './bench-db.mjs';
import { recreateDatabase } from './live-shared.mjs';
import { SEARCH_COMMUNITY, SEARCH_VIEWER_EMAIL, seedSearchCommunity } from './seed-search.mjs';
import { LOOKUPS, SEARCH_WORDS, type Lookup } from './search-lookups.mjs';

const PASSWORD = 'search-bench-42';
const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/dadhood_bench_search';
const pgliteDir = process.env.BENCH_PGLITE_DIR ?? path.join(os.tmpdir(), 'dadhood-bench-search');
/** Where the server keeps PGlite's files inside its data folder (api/src/db/database.ts). */
const pgliteFiles = path.join(pgliteDir, 'db');
const runs = Number(process.env.BENCH_RUNS ?? 7);
const reuse = process.argv.includes('--reuse');
const chosen = process.argv[process.argv.indexOf('--database') + 1];
const databases = (
  process.argv.includes('--database') ? (chosen === 'both' ? ['postgres', 'pglite'] : [chosen]) : ['postgres', 'pglite']
) as ('postgres' | 'pglite')[];
const maxCost = loadConfig({}).graphql.maxCost;
const pointsPerMs = LOOKUP_POINTS_PER_MS;
/** An operation of maxCost points does at most this much lookup work. */
const BUDGET_MS = maxCost / pointsPerMs;
/** What the server runs with while it is measured: no price or budget gets in the way. */
const UNLIMITED = String(Number.MAX_SAFE_INTEGER);
const MEASURING = {
  GRAPHQL_MAX_COST: UNLIMITED,
  GRAPHQL_POINTS_PER_HOUR: UNLIMITED,
  GRAPHQL_ADDRESS_POINTS_PER_MINUTE: UNLIMITED,
  GRAPHQL_TIME_BUDGET_MS: '60000',
};

async function seedPostgres(): Promise<Record<string, string>> {
  if (!reuse || (await rowCount(databaseUrl, 'Post')) < SEARCH_COMMUNITY.posts) {
    console.log(`PostgreSQL: seeding the search community into ${databaseUrl}...`);
    await recreateDatabase(databaseUrl);
    await (await startApi({ DATABASE_URL: databaseUrl })).stop(); // applies the migrations
    const started = performance.now();
    const hash = await hashPassword(PASSWORD);
    await seedInTransaction(databaseUrl, (client) =>
      seedSearchCommunity((sql, params) => client.query(sql, params), hash),
    );
    console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return { DATABASE_URL: databaseUrl };
}

async function seedPglite(): Promise<Record<string, string>> {
  const seeded = async () => {
    if (!existsSync(path.join(pgliteFiles, 'PG_VERSION'))) return false;
    const db = await createPGlite({ dataDir: pgliteFiles });
    try {
      return (
        ((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM "Post"')).rows[0]?.n ?? 0) >=
        SEARCH_COMMUNITY.posts
      );
    } catch {
      return false;
    } finally {
      await db.close();
    }
  };
  if (!reuse || !(await seeded())) {
    console.log(`PGlite: seeding the search community into ${pgliteDir}...`);
    rmSync(pgliteDir, { recursive: true, force: true });
    // The migrations, by the db command (a fresh folder's first start takes a while on a busy machine).
    const migrated = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/db/cli.ts', 'migrate'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATA_DIR: pgliteDir, DATABASE_URL: '', NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (migrated.status !== 0) throw new Error(`db:migrate on ${pgliteDir} failed`);
    const started = performance.now();
    const hash = await hashPassword(PASSWORD);
    const db = await createPGlite({ dataDir: pgliteFiles });
    try {
      await db.query('BEGIN');
      await seedSearchCommunity((sql, params) => db.query(sql, params), hash);
      await db.query('COMMIT');
      await db.query('ANALYZE');
    } finally {
      await db.close();
    }
    console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return { DATA_DIR: pgliteDir };
}

async function signIn(api: RunningApi): Promise<string> {
  const response = await fetch(`${api.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: SEARCH_VIEWER_EMAIL, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** CPU milliseconds (user + system) the processes used so far (USER_HZ is 100 on Linux). */
function cpuMs(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // ended meanwhile
    }
  }
  return ticks * 10;
}

/**
 * The processes doing a request's work: the server (PGlite runs in it), and with PostgreSQL the database's
 * backends serving it. CPU time is the figure: on a busy shared machine wall time measures the neighbours too.
 */
async function workers(api: RunningApi, database: 'postgres' | 'pglite'): Promise<number[]> {
  if (database === 'pglite') return [api.pid];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const name = new URL(databaseUrl).pathname.slice(1);
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    return [api.pid, ...rows.map((r) => r.pid)];
  } finally {
    await client.end();
  }
}

interface Timing {
  /** Median answer time. */
  wallMs: number;
  /** CPU time of the server and its database per answer (mean). */
  cpuMs: number;
}

/** `runs` answers to the operation (after one unmeasured); it must answer without errors. */
async function time(
  api: RunningApi,
  database: 'postgres' | 'pglite',
  cookie: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<Timing> {
  const send = async () => {
    const started = performance.now();
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { errors?: unknown[] };
    if (!response.ok || body.errors)
      throw new Error(`${query}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    return performance.now() - started;
  };
  await send();
  const pids = await workers(api, database);
  const cpuBefore = cpuMs(pids);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await send());
  return { wallMs: median(times), cpuMs: (cpuMs(pids) - cpuBefore) / runs };
}

type Figures = Record<string, { worstWord: string; ms: number; wallMs: number }>;

async function measure(database: 'postgres' | 'pglite'): Promise<Figures> {
  const env = database === 'postgres' ? await seedPostgres() : await seedPglite();
  const api = await startApi({ ...env, ...MEASURING });
  const figures: Figures = {};
  try {
    const cookie = await signIn(api);
    const baseline = await time(api, database, cookie, '{ viewer { id } }', {});
    console.log(
      `\n${database}: a query that looks nothing up costs ${baseline.cpuMs.toFixed(1)} ms of CPU (${baseline.wallMs.toFixed(1)} ms to answer), subtracted below`,
    );
    console.log(`  CPU ms per answer (wall ms) for ${SEARCH_WORDS.map((w) => `"${w}"`).join(', ')}:`);
    for (const lookup of LOOKUPS) {
      const byWord: Record<string, Timing> = {};
      for (const word of SEARCH_WORDS) {
        const t = await time(api, database, cookie, lookup.query, { q: word });
        byWord[word] = {
          cpuMs: Math.max(0, t.cpuMs - baseline.cpuMs),
          wallMs: Math.max(0, t.wallMs - baseline.wallMs),
        };
      }
      const [worstWord, worst] = Object.entries(byWord).sort((a, b) => b[1].cpuMs - a[1].cpuMs)[0]!;
      figures[lookup.name] = { worstWord, ms: worst.cpuMs, wallMs: worst.wallMs };
      console.log(
        `  ${lookup.name.padEnd(40)} ${Object.values(byWord)
          .map((t) => `${t.cpuMs.toFixed(1)} (${t.wallMs.toFixed(0)})`)
          .join(', ')}`,
      );
    }
  } finally {
    await api.stop();
  }
  return figures;
}

const results: Partial<Record<'postgres' | 'pglite', Figures>> = {};
for (const database of databases) results[database] = await measure(database);

console.log(
  `\nPrices: ${maxCost} points may do ${BUDGET_MS} ms of lookups, so a lookup needs ${pointsPerMs} points per ms of its slowest figure.`,
);
console.log(
  `${'lookup'.padEnd(44)} ${'PostgreSQL'.padStart(10)} ${'PGlite'.padStart(10)} ${'needs'.padStart(6)} ${'price'.padStart(6)}`,
);
let underPriced = false;
const summary: Record<string, { postgresMs?: number; pgliteMs?: number; needs: number; price: number }> = {};
for (const lookup of LOOKUPS) {
  const pgMs = results.postgres?.[lookup.name]?.ms;
  const liteMs = results.pglite?.[lookup.name]?.ms;
  const needs = Math.max(LOOKUP_FLOOR, Math.ceil((Math.max(pgMs ?? 0, liteMs ?? 0) * pointsPerMs) / 5) * 5);
  const price = lookupPrice(lookup);
  if (price < needs) underPriced = true;
  summary[lookup.name] = { postgresMs: round(pgMs), pgliteMs: round(liteMs), needs, price };
  const show = (ms?: number) => (ms === undefined ? '-' : ms.toFixed(1)).padStart(10);
  console.log(
    `${lookup.name.padEnd(44)} ${show(pgMs)} ${show(liteMs)} ${String(needs).padStart(6)} ${String(price).padStart(6)}${price < needs ? '  UNDER-PRICED' : ''}`,
  );
}
const attack = `{ ${Array.from({ length: 30 }, (_, i) => `s${i}: search(query: "dad") { posts { id } users { id } }`).join(' ')} }`;
console.log(
  `\n30 aliased search(query: "dad") { posts users } now cost ${requestedCost(schema, parse(attack))} points (at most ${maxCost} run).`,
);
console.log(JSON.stringify(summary));
if (underPriced) {
  console.error(
    'A lookup costs more time than its price allows: raise its price in api/src/graphql/protection/cost.ts.',
  );
  process.exitCode = 1;
}
process.exit();

function round(ms: number | undefined) {
  return ms === undefined ? undefined : Math.round(ms * 10) / 10;
}

/** What the lookup's operation is priced at (its objects and its lookups): what the caller pays for that work. */
function lookupPrice(lookup: Lookup): number {
  return requestedCost(schema, parse(lookup.query), undefined, { q: SEARCH_WORDS[0] });
}
