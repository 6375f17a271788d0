/**
 * What the benchmarks that seed PostgreSQL in SQL share: a fresh migrated database, one transaction for the whole
 * seed, analysed afterwards, a row count that tells `--reuse` whether a database is already seeded, and the
 * statement's plan and time.
 */
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
