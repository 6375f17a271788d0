/**
 * Test databases: PostgreSQL when TEST_DATABASE_URL is set, PGlite otherwise. Each test file gets its own
 * database, cloned from a template the global set-up migrated once (PGlite: a fresh instance from its dump, or
 * one a finished test file of this worker returned emptied, see ./pglite-pool.ts).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { databaseUrlWithName } from '../db/adapters.js';
import { openDatabase, type Database } from '../db/database.js';
import { takePGlite } from './pglite-pool.js';

export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testDatabaseKind = testDatabaseUrl ? 'postgres' : 'pglite';

/** What the global set-up hands to the test files. */
export interface TestTemplate {
  /** PostgreSQL: the name of the migrated template database; PGlite: the path of a dump of one. */
  postgresTemplate?: string;
  pgliteDump?: string;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

async function createPostgres(template?: string): Promise<Database> {
  const name = uniqueDatabaseName('dadhood_test');
  await adminQuery(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const db = await openDatabase({ kind: 'postgres', url: databaseUrlWithName(testDatabaseUrl!, name), poolSize: 5 });
  const close = db.close;
  db.close = async () => {
    await close();
    await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  };
  return db;
}

/** A database with nothing in it, not even the migrations. */
export function createEmptyDatabase(): Promise<Database> {
  return testDatabaseUrl ? createPostgres() : openDatabase({ kind: 'pglite' });
}

/** A database with every migration applied and no rows. */
export async function createMigratedDatabase(template: TestTemplate): Promise<Database> {
  if (testDatabaseUrl) return createPostgres(template.postgresTemplate);
  return takePGlite(template.pgliteDump!);
}

export { adminQuery };
