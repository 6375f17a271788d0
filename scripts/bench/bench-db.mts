/**
 * What the benchmarks that seed PostgreSQL in SQL share: one transaction for the whole seed, analysed
 * afterwards, and a row count that tells `--reuse` whether a database is already seeded.
 */
import { performance } from 'node:perf_hooks';
import pg from 'pg';

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
