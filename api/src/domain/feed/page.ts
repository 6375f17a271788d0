/**
 * One page of a post feed (the Dadfeed, the Groupfeed): the posts that meet the feed's conditions, newest
 * first, with all their card details and their authors' cards (one statement), and the next page's cursor.
 */
import { hot } from '../../db/hot.js';
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { decodeCursor, encodeCursor, type FeedPosition } from './cursor.js';
import { feedPostColumns, toFeedPost, type FeedPost } from './details.js';

export interface FeedPage {
  posts: FeedPost[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/**
 * The page's statement (`conditions` on the post row aliased `p`): `limit + 1` rows, the extra one telling
 * whether a next page exists. The benchmark EXPLAINs it (scripts/bench/feed.mts).
 */
export function feedPageSql(
  viewerId: string,
  conditions: Prisma.Sql[],
  after: FeedPosition | null,
  limit: number,
): Prisma.Sql {
  const p = Prisma.raw('p');
  const where = [...conditions];
  // A row comparison on the index's own columns: the index is walked from the cursor on, so page 10 costs
  // what page 1 does.
  if (after)
    where.push(
      Prisma.sql`(${p}."createdAt", ${p}.id) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
    );
  return Prisma.sql`
    SELECT ${feedPostColumns(viewerId, p)}
    FROM "Post" p
    WHERE ${Prisma.join(where, ' AND ')}
    ORDER BY p."createdAt" DESC, p.id DESC
    LIMIT ${limit + 1}`;
}

/** `conditions` are on the post row aliased `p`. */
export async function postFeedPage(
  db: DbTx,
  viewerId: string,
  conditions: Prisma.Sql[],
  { cursor, limit }: { cursor?: string | undefined; limit: number },
): Promise<FeedPage> {
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db.$queryRaw<Parameters<typeof toFeedPost>[0][]>(
    hot(feedPageSql(viewerId, conditions, after, limit)),
  );

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    posts: page.flatMap((row) => toFeedPost(row) ?? []),
    nextCursor: rows.length > limit && last ? encodeCursor(last) : null,
  };
}
