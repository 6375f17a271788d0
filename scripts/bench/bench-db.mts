/**
 * What the benchmarks that seed PostgreSQL in SQL share: a fresh migrated database, one transaction for the whole
 * seed, analysed afterwards, a row count that tells `--reuse` whether a database is already seeded, and the
 * statement's plan and time; for the big seeds, a bulk load without the indexes and foreign keys, and a database
 * pushed out of memory for cold reads.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { startApi } from '../lib/app-process.mjs';
import { recreateDatabase } from './live-shared.mjs';

/** `list[1 + (n * step) % length]` as SQL over a text[] parameter: a deterministic spread over a list. */
export const pick = (param: string, length: number, step: number, n = 'n') =>
  `(${param}::text[])[1 + (${n} * ${step}) % ${length}]`;

/**
 * Drops and makes the database again, applies the migrations (by starting the API once on it, with `apiEnv`
 * besides), then runs `seed` and says how long it took.
 */
export async function seedFreshDatabase(
  databaseUrl: string,
  apiEnv: Record<string, string>,
  seed: () => Promise<void>,
): Promise<void> {
  await recreateDatabase(databaseUrl);
  const migrated = await startApi({ DATABASE_URL: databaseUrl, ...apiEnv }); // applies the migrations
  await migrated.stop();
  const started = performance.now();
  await seed();
  console.log(`Seeded and analyzed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The newest member's id: the viewer a benchmark's statements run for. */
export async function newestMemberId(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ id: string }>(`SELECT id FROM "User" ORDER BY "createdAt" DESC, id LIMIT 1`);
  return rows[0]!.id;
}

/** Runs `seed` in one transaction on a client of its own, then ANALYZEs; rolls back on failure. */
export async function seedInTransaction(
  databaseUrl: string,
  seed: (client: pg.Client) => Promise<void>,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await seed(client);
    await client.query('COMMIT');
    await client.query('ANALYZE');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    await client.end();
  }
}

/** The rows of `table` (a name of ours), or 0 when the database or the table is not there yet. */
export async function rowCount(databaseUrl: string, table: 'User' | 'Post' | 'Channel'): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${table}"`);
    return rows[0]?.n ?? 0;
  } catch {
    return 0;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * `EXPLAIN (ANALYZE, BUFFERS)` of the statement, then the statement itself `runs` times: the plan's lines, the
 * rows of the last run and the median time in milliseconds (two decimals).
 */
export async function explainAndTime<R extends pg.QueryResultRow>(
  client: pg.Client,
  sql: { text: string; values: unknown[] },
  runs: number,
): Promise<{ plan: string[]; rows: R[]; medianMs: number }> {
  const { rows: plan } = await client.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${sql.text}`,
    sql.values,
  );
  const times: number[] = [];
  let rows: R[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    rows = (await client.query<R>(sql.text, sql.values)).rows;
    times.push(performance.now() - start);
  }
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
  return { plan: plan.map((row) => row['QUERY PLAN']), rows, medianMs: Math.round(median * 100) / 100 };
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** What a bulk load needs: the tables it fills, and the triggers of theirs the seed knows how to stand in for. */
export interface BulkLoad {
  tables: readonly string[];
  /** User triggers on `tables` that may be off during the load; any other one stops the seed before it starts. */
  knownTriggers: readonly string[];
  load(): Promise<void>;
  /** Writes what the known triggers keep (counters), once they are on again. */
  fill(): Promise<void>;
}

/**
 * Runs a bulk load into `tables` as pg_restore does one: their foreign keys, and every index of theirs no other
 * table's foreign key needs (primary keys and unique constraints included), are dropped first and made again
 * after the load, each in one pass (a sort per index; one join per foreign key, which checks every loaded row);
 * their user triggers are off meanwhile and `fill` writes what they keep. Says how long each step took. On a
 * failure the database is left half made: the caller seeds it again.
 */
export async function bulkLoad(client: pg.Client, { tables, knownTriggers, load, fill }: BulkLoad): Promise<void> {
  const { rows: triggers } = await client.query<{ name: string }>(
    `SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal AND tgrelid = ANY($1::regclass[])`,
    [tables.map((t) => `"${t}"`)],
  );
  const unknown = triggers.filter((t) => !knownTriggers.includes(t.name));
  if (unknown.length) {
    throw new Error(`triggers the seed does not stand in for: ${unknown.map((t) => t.name).join(', ')}`);
  }
  const relations = tables.map((t) => `"${t}"`);
  const { rows: foreignKeys } = await client.query<{ table: string; name: string; definition: string }>(
    `SELECT conrelid::regclass::text AS table, conname AS name, pg_get_constraintdef(oid) AS definition
     FROM pg_constraint WHERE contype = 'f' AND conrelid = ANY($1::regclass[]) ORDER BY conrelid, conname`,
    [relations],
  );
  for (const fk of foreignKeys) await client.query(`ALTER TABLE ${fk.table} DROP CONSTRAINT "${fk.name}"`);
  // What no remaining foreign key points at: a constraint's index is dropped with its constraint.
  const { rows: indexes } = await client.query<{
    table: string;
    name: string;
    constraintName: string | null;
    definition: string;
  }>(
    `SELECT i.indrelid::regclass::text AS table, i.indexrelid::regclass::text AS name, c.conname AS "constraintName",
            COALESCE(pg_get_constraintdef(c.oid), pg_get_indexdef(i.indexrelid)) AS definition
     FROM pg_index i
     LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.conrelid = i.indrelid AND c.contype IN ('p', 'u')
     WHERE i.indrelid = ANY($1::regclass[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint f WHERE f.contype = 'f' AND f.conindid = i.indexrelid)
     ORDER BY i.indrelid, i.indexrelid::regclass::text`,
    [relations],
  );
  for (const index of indexes) {
    await client.query(
      index.constraintName
        ? `ALTER TABLE ${index.table} DROP CONSTRAINT "${index.constraintName}"`
        : `DROP INDEX ${index.name}`,
    );
  }
  for (const table of relations) await client.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);

  await load();

  let started = performance.now();
  for (const index of indexes) {
    const step = performance.now();
    await client.query(
      index.constraintName
        ? `ALTER TABLE ${index.table} ADD CONSTRAINT "${index.constraintName}" ${index.definition}`
        : index.definition,
    );
    console.log(`  index ${index.name}: ${seconds(step)}`);
  }
  console.log(`  ${indexes.length} indexes: ${seconds(started)}`);
  started = performance.now();
  for (const fk of foreignKeys) {
    await client.query(`ALTER TABLE ${fk.table} ADD CONSTRAINT "${fk.name}" ${fk.definition}`);
  }
  console.log(`  ${foreignKeys.length} foreign keys checked: ${seconds(started)}`);
  for (const table of relations) await client.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  await fill();
}

/** The same server, another database. */
const onDatabase = (databaseUrl: string, name: string) =>
  Object.assign(new URL(databaseUrl), { pathname: `/${name}` }).toString();

/**
 * Pushes the database's pages out of memory, as far as a shared machine allows without a restart: a CHECKPOINT
 * (so that they are clean), a scratch database's table of 6 × shared_buffers read through PostgreSQL's buffers
 * with pg_prewarm (which, unlike a scan, does not keep to a small ring; 6 times round, so that even the pages
 * used most, which the clock sweep spares 5 times, go), then every file of the database dropped from the
 * kernel's page cache (`dd iflag=nocache count=0`; needs read access to the data directory). Other databases
 * lose their cached pages too: they come back on their next read. Says what was done and how many of the
 * database's pages are still in the buffers (pg_buffercache).
 */
export async function evictFromMemory(databaseUrl: string): Promise<string> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const scratch = `${name}_evict`;
  const admin = new pg.Client({ connectionString: onDatabase(databaseUrl, 'postgres') });
  await admin.connect();
  const client = new pg.Client({ connectionString: onDatabase(databaseUrl, scratch) });
  try {
    const { rows } = await admin.query<{ dir: string; oid: number; buffers: number; has: boolean }>(
      `SELECT current_setting('data_directory') AS dir, (SELECT oid FROM pg_database WHERE datname = $1)::int AS oid,
              (SELECT setting::int FROM pg_settings WHERE name = 'shared_buffers') AS buffers,
              EXISTS (SELECT 1 FROM pg_database WHERE datname = $2) AS has`,
      [name, scratch],
    );
    const { dir, oid, buffers, has } = rows[0]!;
    if (!has) await admin.query(`CREATE DATABASE "${scratch}"`);
    await client.connect();
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_buffercache');
    // 8 rows of 900 bytes to a page. Kept for the next time: at 6 times the buffers, most of it is never in them.
    await client.query(
      `CREATE TABLE IF NOT EXISTS filler AS SELECT repeat('x', 900) AS pad FROM generate_series(1, $1::int)`,
      [buffers * 6 * 8],
    );
    await admin.query('CHECKPOINT');
    await client.query(`SELECT pg_prewarm('filler')`);
    const folder = path.join(dir, 'base', String(oid));
    let kernel: string;
    try {
      const files = readdirSync(folder).map((file) => path.join(folder, file));
      for (const file of files) execFileSync('dd', [`if=${file}`, 'iflag=nocache', 'count=0', 'status=none']);
      kernel = `${files.length} files of ${folder} dropped from the kernel's page cache`;
    } catch {
      kernel = `the kernel's page cache kept (no access to ${folder})`;
    }
    const { rows: left } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_buffercache WHERE reldatabase = $1',
      [oid],
    );
    return `shared buffers swept with ${scratch}'s filler (${left[0]!.n} of ${buffers} buffers still hold ${name}'s pages); ${kernel}`;
  } finally {
    await client.end().catch(() => undefined);
    await admin.end();
  }
}

/** Drops the scratch database evictFromMemory made. */
export async function dropEvictionScratch(databaseUrl: string): Promise<void> {
  const admin = new pg.Client({ connectionString: onDatabase(databaseUrl, 'postgres') });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${new URL(databaseUrl).pathname.slice(1)}_evict" WITH (FORCE)`);
  await admin.end();
}
