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
