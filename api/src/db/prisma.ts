/**
 * The Prisma client over a Database. Import Prisma's generated types from here, not from the generated folder.
 */
import type { Database } from './database.js';
import { openClient, type DbClient, type PrismaOptions } from './client.js';
import { routeThroughUnitOfWork } from './unit-of-work-client.js';

export type { Prisma } from '../generated/prisma/client.js';
export { PrismaClient } from '../generated/prisma/client.js';
export type { DbClient, DbTx, PrismaOptions } from './client.js';

/**
 * The client the app uses: inside a request's unit of work (./unit-of-work.ts) its queries run in the request's
 * transaction; elsewhere it is the plain client, but for hot statements on PostgreSQL, which go to the pool
 * directly (./hot-reads.ts).
 */
export function createPrisma(db: Database, options: PrismaOptions = {}): DbClient {
  return routeThroughUnitOfWork(openClient(db, options), db.hotQuery?.(options.onQuery));
}
