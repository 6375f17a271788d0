/**
 * Who the composers offer after an `@` (docs/posts.md#mentions): members whose username, first or last name starts
 * with what follows it, whom the writer may see (not themself, no blocked pair, not suspended); the writer's
 * accepted connections first, then usernames that match before names that do, alphabetically. One statement, its
 * work bounded: one or two letters look among the writer's connections only (so few letters match a large part
 * of the community); from three on, among everyone too, through the trigram indexes of the three columns, at most
 * CANDIDATES of them.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { blockedPairSql } from '../blocks/rules.js';
import { acceptedConnectionIdsSql } from '../connections/list.js';
import { suspendedOtherSql } from '../moderation/visibility.js';
import { pageSize } from '../paging.js';
import { escapeLike } from '../search/query.js';

export const MAX_MENTION_SUGGESTIONS = 8;
/** Typed letters from which everyone is looked among, not only the writer's connections. */
export const EVERYONE_FROM_LETTERS = 3;
/** Members beyond the connections ranked at most: enough for a page after the filters. */
const CANDIDATES = 50;

/** What can follow an `@` in a username (accounts/username.ts); anything else finds nobody. */
const TYPED = /^[A-Za-z0-9_]{1,20}$/;

/** The suggested members' ids, best first: at most `limit` (8, the most). */
export async function mentionSuggestionIds(
  db: DbTx,
  viewerId: string,
  typed: string,
  limit?: number | null,
): Promise<string[]> {
  const take = pageSize(limit, MAX_MENTION_SUGGESTIONS, MAX_MENTION_SUGGESTIONS);
  const prefix = typed.trim().replace(/^@/, '');
  if (!TYPED.test(prefix)) return [];
  const pattern = `${escapeLike(prefix)}%`;
  const me = Prisma.sql`${viewerId}::uuid`;
  const candidate = Prisma.sql`"candidate".id`;
  // Seen by the writer, and matching; each branch filters its own rows, so a LIMIT counts only those shown.
  const offered = Prisma.sql`("candidate".username ILIKE ${pattern} OR "candidate"."firstName" ILIKE ${pattern}
    OR "candidate"."lastName" ILIKE ${pattern})
    AND ${candidate} <> ${me} AND NOT ${blockedPairSql(me, candidate)} AND NOT ${suspendedOtherSql(me, candidate)}`;
  const everyone =
    prefix.length >= EVERYONE_FROM_LETTERS
      ? Prisma.sql`UNION ALL (SELECT ${candidate}, lower("candidate".username), FALSE FROM "User" "candidate"
          WHERE ${offered} LIMIT ${CANDIDATES})`
      : Prisma.empty;
  const rows = await db.$queryRaw<{ id: string }[]>(Prisma.sql`
    WITH found (id, name, connection) AS (
      SELECT ${candidate}, lower("candidate".username), TRUE FROM "User" "candidate"
      WHERE ${candidate} IN (${acceptedConnectionIdsSql(viewerId)}) AND ${offered}
      ${everyone}
    )
    SELECT id FROM found GROUP BY id, name
    ORDER BY bool_or(connection) DESC, starts_with(name, ${prefix.toLowerCase()}) DESC, name, id
    LIMIT ${take}`);
  return rows.map((row) => row.id);
}
