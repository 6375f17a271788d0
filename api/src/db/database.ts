/**
 * Opens the database the configuration names: PostgreSQL through DATABASE_URL, or embedded PGlite in the data
 * folder (locked against a second process) or in memory. Everything above this module sees only a Database.
 */
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { createPGlite, pgliteAdapterFactory, postgresAdapterFactory } from './adapters.js';
import { lockDataDir } from './lock.js';

export type DatabaseOptions =
  /** `statementTimeoutMs`: the server cancels a statement running longer (unset or 0: never). */
  | { kind: 'postgres'; url: string; poolSize?: number; statementTimeoutMs?: number }
  /** Without dataDir the database lives in memory; loadDataDir starts it from a dump (tests). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export interface Database {
  kind: 'postgres' | 'pglite';
  /** Where the data lives, for logs (no credentials). */
  description: string;
  adapter: SqlMigrationAwareDriverAdapterFactory;
  /** Plain SQL outside Prisma: health checks, test set-up. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /**
   * `work` while this process holds the named lock among every process on the database, waiting as long as
   * another holds it (a PostgreSQL session advisory lock on a connection of its own, no statement timeout). The
   * embedded database has one process at a time: it runs `work` at once.
   */
  exclusively<T>(lock: string, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

function describeUrl(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `PostgreSQL at ${hostname}:${port || 5432}${pathname}`;
}

async function openPostgres(url: string, poolSize = 10, statementTimeoutMs = 0): Promise<Database> {
  // A connection that cannot be made, or a free one not found, within 10 s is an outage (503), not a request
  // hanging forever; keep-alive notices a server that vanished without closing its sockets. A statement that
  // outruns the timeout (a lock wait, a stalled server process) is cancelled by PostgreSQL and answers 503 too
  // (db/outage.ts); migrations lift it for their own scripts (db/adapters.ts).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    description: describeUrl(url),
    adapter: postgresAdapterFactory(url, pool),
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    async exclusively(lock, work) {
      const client = await pool.connect();
      try {
        await client.query('SET statement_timeout = 0');
        await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [lock]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [lock]);
        }
      } finally {
        // Back to the pool with its settings as they were (the lock is a session's: gone if the connection is).
        await client.query('RESET statement_timeout').catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export interface PGliteDatabase extends Database {
  kind: 'pglite';
  client: PGlite;
}

export async function openPGlite(dataDir?: string, loadDataDir?: Blob): Promise<PGliteDatabase> {
  const folder = dataDir ? path.resolve(dataDir) : undefined;
  const unlock = folder ? lockDataDir(folder) : () => {};
  try {
    const client = await createPGlite({ dataDir: folder && path.join(folder, 'db'), loadDataDir });
    return {
      kind: 'pglite',
      client,
      description: folder ? `PGlite in ${folder}` : 'PGlite in memory',
      adapter: pgliteAdapterFactory(client),
      query: async (sql, params) => (await client.query(sql, params)).rows as never[],
      exclusively: (_lock, work) => work(),
      close: async () => {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres'
    ? openPostgres(options.url, options.poolSize, options.statementTimeoutMs)
    : openPGlite(options.dataDir, options.loadDataDir);
}
