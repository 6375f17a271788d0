/**
 * The Group Stats card's numbers: the posts the viewer can read in each group, in all and in the last seven
 * days. One statement for any number of groups (a DataLoader batches them per request).
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { postVisible } from '../posts/visibility.js';

export interface GroupPostStats {
  postCount: number;
  postsThisWeek: number;
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export async function groupPostStats(
  db: DbTx,
  viewerId: string,
  groupIds: readonly string[],
  now = new Date(),
): Promise<Map<string, GroupPostStats>> {
  const p = Prisma.raw('p');
  const since = new Date(now.getTime() - WEEK_MS);
  const rows = await db.$queryRaw<{ groupId: string; postCount: number; postsThisWeek: number }[]>(Prisma.sql`
    SELECT p."groupId", count(*)::int AS "postCount", (count(*) FILTER (WHERE p."createdAt" >= ${since}))::int AS "postsThisWeek"
    FROM "Post" p
    WHERE p."groupId" = ANY(${[...groupIds]}::uuid[]) AND ${postVisible(viewerId, p)}
    GROUP BY p."groupId"`);
  return new Map(rows.map((row) => [row.groupId, { postCount: row.postCount, postsThisWeek: row.postsThisWeek }]));
}
