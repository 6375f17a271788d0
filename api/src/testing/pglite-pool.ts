/**
 * Migrated PGlite databases for the test files of one worker. Loading the template's dump (about 44 MB) costs
 * 1.3-3 s of CPU per file, about two hundred times a run; emptying a database a finished file returns costs a
 * tenth of that. So a closed test database is not closed but emptied and kept for the worker's next file:
 * every table but the migration history truncated, identities restarted, the job queue's jobs removed (its
 * queues and schedules stay, as the migrations wrote them), the session reset (`DISCARD ALL`: settings, prepared
 * statements, listeners, advisory locks, temporary tables).
 *
 * A database is kept only when its schema is still the template's: a test that added a trigger or a function,
 * or left PGlite unusable, has its database closed instead, and the next file loads a fresh one. Set
 * API_TEST_FRESH_PGLITE=1 to load a fresh one for every file, to rule the reuse out when a test misbehaves.
 */
import { readFile } from 'node:fs/promises';
import { type PGliteDatabase, openPGlite } from '../db/database.js';
import { pgliteAdapterFactory } from '../db/adapters.js';
import type { Database } from '../db/database.js';
import { JOB_SCHEMA } from '../jobs/queue.js';

/** Two at most: a file rarely holds more than two databases at once, and each holds its own memory. */
const KEEP_AT_MOST = 2;
const reuse = process.env.API_TEST_FRESH_PGLITE !== '1';

const idle: PGliteDatabase[] = [];
let dump: Promise<Blob> | undefined;
let templateSchema: Promise<string> | undefined;

/** Everything a test could add to the schema: tables, indexes, sequences, views, triggers, functions. */
const SCHEMA_FINGERPRINT = `
  SELECT md5(string_agg(item, ',' ORDER BY item)) AS fingerprint FROM (
    SELECT 'class ' || c.oid::regclass::text || ' ' || c.relkind::text AS item
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'
    UNION ALL SELECT 'trigger ' || tgname::text FROM pg_trigger
    UNION ALL SELECT 'function ' || p.oid::regprocedure::text
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public'
  ) AS schema_items`;

async function fingerprint(db: PGliteDatabase): Promise<string> {
  const [row] = await db.query<{ fingerprint: string }>(SCHEMA_FINGERPRINT);
  return row!.fingerprint;
}

async function loadFresh(dumpPath: string): Promise<PGliteDatabase> {
  dump ??= readFile(dumpPath).then((bytes) => new Blob([bytes]));
  const db = await openPGlite(undefined, await dump);
  templateSchema ??= fingerprint(db);
  return db;
}

/** Empties `db` for the next file; false when it must not be reused. */
async function emptied(db: PGliteDatabase): Promise<boolean> {
  try {
    if (db.client.closed || (await fingerprint(db)) !== (await templateSchema)) return false;
    const tables = await db.query<{ name: string }>(
      `SELECT format('%I', tablename) AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
    );
    await db.query(`TRUNCATE ${tables.map((table) => table.name).join(', ')} RESTART IDENTITY CASCADE`);
    await db.query(`TRUNCATE ${JOB_SCHEMA}.job, ${JOB_SCHEMA}.archive`);
    await db.query('DISCARD ALL');
    return true;
  } catch {
    return false;
  }
}

/** A migrated, empty PGlite database; its `close` hands it back for the worker's next file. */
export async function takePGlite(dumpPath: string): Promise<Database> {
  const db = idle.pop() ?? (await loadFresh(dumpPath));
  if (!reuse) return db;
  let closed = false;
  return {
    ...db,
    // Prisma clients of the previous file held the old factory: the next one starts from a clean adapter.
    adapter: pgliteAdapterFactory(db.client),
    async close() {
      if (closed) return;
      closed = true;
      if (idle.length < KEEP_AT_MOST && (await emptied(db))) idle.push(db);
      else await db.close();
    },
  };
}
