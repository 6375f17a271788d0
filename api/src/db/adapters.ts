/**
 * Prisma driver-adapter factories for the two databases, with the fixes our migrations need (see
 * docs/migrations.md): scripts run whole and awaited, so a failing migration fails and leaves nothing half-done;
 * shadow databases are real, separate and cleaned up; PostgreSQL's "char" type reads as text.
 */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PrismaPg } from '@prisma/adapter-pg';
import type {
  SqlDriverAdapter,
  SqlMigrationAwareDriverAdapterFactory,
  Transaction,
} from '@prisma/driver-adapter-utils';
import pg from 'pg';
import { statementNamer } from './hot-reads.js';
import { PrismaPGlite } from 'pglite-prisma-adapter';

/** Extensions the migrations use; every PGlite (main, shadow, test) loads them. */
export const pgliteExtensions = { pg_trgm };

export function createPGlite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: pgliteExtensions });
}

interface AdapterInternals {
  onError(error: unknown): never;
  performIO(query: unknown): Promise<{ fields: { dataTypeID: number }[] }>;
  underlyingDriver?(): pg.Pool;
}

function internals(adapter: SqlDriverAdapter): AdapterInternals {
  return adapter as unknown as AdapterInternals;
}

function withScriptRunner(adapter: SqlDriverAdapter, run: (script: string) => Promise<unknown>): SqlDriverAdapter {
  adapter.executeScript = async (script: string) => {
    try {
      await run(script);
    } catch (error) {
      internals(adapter).onError(error);
    }
  };
  return adapter;
}

/**
 * pglite-prisma-adapter swallows a failed COMMIT (its commit() resolves anyway), so a request would answer success
 * for a write PostgreSQL rolled back: commit() here waits for PGlite's own transaction and reports its failure.
 */
function withCommitFailures(adapter: SqlDriverAdapter, client: PGlite): SqlDriverAdapter {
  const original = adapter.startTransaction.bind(adapter);
  const inner = adapter as unknown as { startTransactionInner(conn: unknown, options: unknown): Promise<Transaction> };
  adapter.startTransaction = async (isolationLevel) => {
    if (isolationLevel) return original(isolationLevel);
    let outcome: Promise<unknown> | undefined;
    const conn = { transaction: (work: (tx: unknown) => Promise<unknown>) => (outcome = client.transaction(work)) };
    const tx = await inner.startTransactionInner(conn, { usePhantomQuery: true });
    const { txDeferred } = tx as unknown as { txDeferred: { resolve(): void } };
    tx.commit = async () => {
      txDeferred.resolve();
      await outcome;
    };
    return tx;
  };
  return adapter;
}

export function pgliteAdapterFactory(client: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const inner = new PrismaPGlite(client);
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () =>
      withCommitFailures(
        withScriptRunner(await inner.connect(), (script) => client.exec(script)),
        client,
      ),
    connectToShadowDb: async () => {
      const shadow = await createPGlite();
      const adapter = withScriptRunner(await new PrismaPGlite(shadow).connect(), (script) => shadow.exec(script));
      adapter.dispose = () => shadow.close();
      return adapter;
    },
  };
}

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

function fixPgAdapter(adapter: SqlDriverAdapter, pool: pg.Pool): SqlDriverAdapter {
  const io = internals(adapter);
  const performIO = io.performIO.bind(adapter);
  io.performIO = async (query) => {
    const result = await performIO(query);
    for (const field of result.fields) if (field.dataTypeID === PG_CHAR_OID) field.dataTypeID = PG_TEXT_OID;
    return result;
  };
  return withScriptRunner(adapter, (script) => runScript(pool, script));
}

/**
 * One simple-protocol query: PostgreSQL runs a multi-statement script in one implicit transaction. A migration may
 * rebuild a large table or index: the pool's statement timeout, meant for requests, is lifted on the connection
 * while the script runs (the script is sent as written, so a lone statement that refuses a transaction still runs).
 */
async function runScript(pool: pg.Pool, script: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SET statement_timeout = 0');
    await client.query(script);
  } finally {
    // Back to the pool's setting for the connection's next user; one that cannot take it is dropped.
    await client.query('RESET statement_timeout').then(
      () => client.release(),
      (error: Error) => client.release(error),
    );
  }
}

export function databaseUrlWithName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

/** Marks a statement to prepare once per connection and reuse (see `hot` in ./hot.ts). */
export const HOT_STATEMENT_MARK = '/* hot */';

/**
 * PostgreSQL plans a statement every time it is sent unless it is prepared under a name: the Dadfeed's page
 * query took ~1 ms to plan and ~0.8 ms to run. Statements marked hot get a name derived from their text, so
 * each connection parses and plans them once. Only marked ones: Prisma's own SQL varies with list lengths, and
 * naming every text would grow each connection's statement cache without bound.
 */
const hotName = statementNamer('hot_');

export function hotStatementName({ sql }: { sql: string }): string {
  // An empty name is pg's unnamed statement: parsed and planned for this one use.
  return sql.startsWith(HOT_STATEMENT_MARK) ? hotName(sql) : '';
}

export function postgresAdapterFactory(url: string, pool: pg.Pool): SqlMigrationAwareDriverAdapterFactory {
  const inner = new PrismaPg(pool, { statementNameGenerator: hotStatementName });
  return {
    provider: inner.provider,
    adapterName: inner.adapterName,
    connect: async () => fixPgAdapter(await inner.connect(), pool),
    connectToShadowDb: async () => {
      const name = `dadhood_shadow_${randomUUID().replaceAll('-', '')}`;
      await pool.query(`CREATE DATABASE "${name}"`);
      const shadowPool = new pg.Pool({ connectionString: databaseUrlWithName(url, name), max: 2 });
      const adapter = fixPgAdapter(await new PrismaPg(shadowPool).connect(), shadowPool);
      adapter.dispose = async () => {
        await shadowPool.end();
        await pool.query(`DROP DATABASE IF EXISTS "${name}"`);
      };
      return adapter;
    },
  };
}
