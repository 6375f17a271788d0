/**
 * What the benchmarks that seed PostgreSQL in SQL share: one transaction for the whole seed, analysed
 * afterwards, and a row count that tells `--reuse` whether a database is already seeded.
 */
import pg from 'pg';

/** Runs `seed` in one transaction on a client of its own, then ANALYZEs; rolls back on failure. */
export async function seedInTransaction(databaseUrl: string, seed: (client: pg.Client) => Promise<void>): Promise<void> {
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
