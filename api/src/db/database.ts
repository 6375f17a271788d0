/**
 * Opens the database the configuration names: PostgreSQL through DATABASE_URL, or embedded PGlite in the data
 * folder (locked against a second process) or in memory. Everything above this module sees only a Database.
 */
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { createPGlite, pgliteAdapterFactory, postgresAdapterFactory } from './adapters.js';
import { poolHotQuery, type HotQuery, type QueryListener } from './hot-reads.js';
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
  /** One or more statements without parameters (a script); the rows of the last one. */
  script<Row = Record<string, unknown>>(sql: string): Promise<Row[]>;
  /**
   * `work` while this process holds the named lock among every process on the database, waiting as long as
   * another holds it. On PostgreSQL `work` gets a database of one connection of its own, with no statement
   * timeout, holding a session advisory lock; the connection ends afterwards, and every lock taken on it (Prisma's
   * migration engine leaves its own behind when a migration fails) goes with it. The embedded database has one
   * process at a time: `work` runs at once, on it.
   */
  exclusively<T>(lock: string, work: (db: Database) => Promise<T>): Promise<T>;
  /**
   * Hot statements on the pool itself, not through Prisma (PostgreSQL; ./hot-reads.ts): what the app's Prisma
   * client runs them with outside a transaction, telling `onQuery` as Prisma tells it of its own statements.
   */
  hotQuery?(onQuery?: QueryListener): HotQuery;
  /** The connection pool's state (PostgreSQL; the embedded database has one connection and no pool). */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

function describeUrl(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `PostgreSQL at ${hostname}:${port || 5432}${pathname}`;
}

/** Connections made, or a free one found, within 10 s; keep-alive notices a server that vanished. */
const CONNECT = { connectionTimeoutMillis: 10_000, keepAlive: true } as const;
/** The most connections work under `exclusively` uses at once (the engine may run a transaction beside a query). */
const EXCLUSIVE_POOL_SIZE = 3;

function postgresDatabase(url: string, pool: pg.Pool): Database {
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    description: describeUrl(url),
    adapter: postgresAdapterFactory(url, pool),
    query: async (sql, params) => (await pool.query(sql, params)).rows,
    hotQuery: (onQuery) => poolHotQuery(pool, onQuery),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async script(sql) {
      // Without parameters pg speaks the simple protocol, which takes several statements and answers each.
      const results: pg.QueryResult | pg.QueryResult[] = await pool.query(sql);
      return (Array.isArray(results) ? (results.at(-1)?.rows ?? []) : results.rows) as never[];
    },
    async exclusively(lock, work) {
      // Connections of its own, never closed while idle, no statement timeout; one holds the lock throughout.
      const ownPool = new pg.Pool({
        connectionString: url,
        max: EXCLUSIVE_POOL_SIZE + 1,
        idleTimeoutMillis: 0,
        ...CONNECT,
      });
      const own = postgresDatabase(url, ownPool);
      try {
        const holder = await ownPool.connect();
        try {
          await holder.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [lock]);
          return await work({ ...own, exclusively: (_again, nested) => nested(own) });
        } finally {
          holder.release();
        }
      } finally {
        // Every session of these connections ends, and each lock taken on them with it.
        await own.close();
      }
    },
    close: () => pool.end(),
  };
}

function openPostgres(url: string, poolSize = 10, statementTimeoutMs = 0): Promise<Database> {
  // A connection that cannot be made, or a free one not found, within 10 s is an outage (503), not a request
  // hanging forever. A statement that outruns the timeout (a lock wait, a stalled server process) is cancelled by
  // PostgreSQL and answers 503 too (db/outage.ts); migrations lift it for their own scripts (db/adapters.ts).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    ...CONNECT,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
    // No JIT compilation: the app's statements read a few rows each, and PostgreSQL decides to compile by the
    // planner's cost estimate, which for the home page's read batch counts a branch that never runs (the full
    // suggestions ranking, skipped when a member's cache is fresh). With a million members that estimate crossed
    // jit_above_cost, and compiling took 150 ms of a statement that runs in 5.
    options: '-c jit=off',
  });
  return Promise.resolve(postgresDatabase(url, pool));
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
    const db: PGliteDatabase = {
      kind: 'pglite',
      client,
      description: folder ? `PGlite in ${folder}` : 'PGlite in memory',
      adapter: pgliteAdapterFactory(client),
      query: async (sql, params) => (await client.query(sql, params)).rows as never[],
      script: async (sql) => ((await client.exec(sql)).at(-1)?.rows ?? []) as never[],
      exclusively: (_lock, work) => work(db),
      close: async () => {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
    return db;
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
