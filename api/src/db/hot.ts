/**
 * Hot statements: the ones nearly every request sends (the session lookup, feed pages). On PostgreSQL they are
 * prepared once per connection and their plans reused (./adapters.ts); on PGlite, in-process, the mark is only
 * a comment.
 */
import { Prisma } from '../generated/prisma/client.js';
import { HOT_STATEMENT_MARK } from './adapters.js';

/** The statement, marked to be prepared and reused. Its text must not vary with values (they are parameters). */
export function hot(sql: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(HOT_STATEMENT_MARK)} ${sql}`;
}

/** The sizes hotLimit writes: a page of up to 10, 20, 50 or 100 rows and the one that tells whether more follow. */
const LIMIT_SIZES = [11, 21, 51, 101];

/**
 * A hot statement's LIMIT, written into its text instead of passed as a parameter, and rounded up to one of a few
 * sizes: the caller keeps the rows it wants of those it gets. PostgreSQL plans a prepared statement for its values
 * five times, then keeps a generic plan when that is costed no dearer. With the LIMIT a parameter, the generic
 * plan cannot know the page is small and is costed for the whole table, so every execution is planned anew: about
 * three quarters of a feed page's database time. Written in, the generic plan is kept; rounded, a connection
 * prepares a few variants of a statement, not one per page size.
 */
export function hotLimit(rows: number): Prisma.Sql {
  if (!Number.isSafeInteger(rows) || rows < 1) throw new Error(`A LIMIT is a positive whole number, not ${rows}.`);
  return Prisma.raw(String(LIMIT_SIZES.find((size) => size >= rows) ?? rows));
}
