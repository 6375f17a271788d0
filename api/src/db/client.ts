/**
 * The plain Prisma client over a Database, and the client types commands take. Kept apart from ./prisma.ts (which
 * routes the client through the request's unit of work) so that the unit of work can name these types without an
 * import cycle. Import them from ./prisma.ts.
 */
import { PrismaClient } from '../generated/prisma/client.js';
import type { Database } from './database.js';

export interface PrismaOptions {
  /** Called with every SQL statement Prisma sends (tests count them; debug logging prints them). */
  onQuery?: (event: { query: string; durationMs: number }) => void;
}

export function openClient(db: Database, options: PrismaOptions) {
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

/** A client or an interactive transaction: commands that compose take this. */
export type DbTx = Omit<DbClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;
