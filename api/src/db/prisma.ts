/**
 * The Prisma client over a Database. Import Prisma's generated types from here, not from the generated folder.
 */
import { PrismaClient } from '../generated/prisma/client.js';
import type { Database } from './database.js';
import { routeThroughUnitOfWork } from './unit-of-work-client.js';

export type { Prisma } from '../generated/prisma/client.js';
export { PrismaClient };

export interface PrismaOptions {
  /** Called with every SQL statement Prisma sends (tests count them; debug logging prints them). */
  onQuery?: (event: { query: string; durationMs: number }) => void;
}

function openClient(db: Database, options: PrismaOptions) {
  const prisma = new PrismaClient({
    adapter: db.adapter,
    log: options.onQuery ? [{ emit: 'event', level: 'query' }] : [],
  });
  if (options.onQuery) {
    const onQuery = options.onQuery;
    (prisma as unknown as PrismaClient<'query'>).$on('query', (event) =>
      onQuery({ query: event.query, durationMs: event.duration }),
    );
  }
  return prisma;
}

export type DbClient = ReturnType<typeof openClient>;

/**
 * The client the app uses: inside a request's unit of work (./unit-of-work.ts) its queries run in the request's
 * transaction; elsewhere it is the plain client.
 */
export function createPrisma(db: Database, options: PrismaOptions = {}): DbClient {
  return routeThroughUnitOfWork(openClient(db, options));
}
/** A client or an interactive transaction: commands that compose take this. */
export type DbTx = Omit<DbClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;
