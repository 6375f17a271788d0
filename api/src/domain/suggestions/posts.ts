/**
 * Post suggestions: recent Dadfeed posts by other members that the viewer has not fist bumped yet, best first:
 * most categories in common with the viewer's interests, then most fist bumps and comments, then newest.
 * A member who hides political content gets no political post. Channel posts are not suggested: they reach the
 * channel's followers on their Dadfeed, and the channel itself is suggested on its own (channels.ts).
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { pageSize } from '../paging.js';
import { onDadfeedSql } from '../feed/dadfeed.js';
import { politicalPostSql } from '../posts/politics.js';
import { alias, viewerParam } from '../visibility.js';
import { categoriesInCommonSql, feedCategoriesForInterests } from './interests.js';

export const MAX_SUGGESTED_POSTS = 20;
/** Older posts are not suggested: the conversation has moved on. */
export const SUGGESTED_POST_MAX_AGE_DAYS = 30;

export async function suggestedPostIds(
  db: DbTx,
  viewer: { id: string; interests: string[]; filterPoliticalContent: boolean },
  limit: unknown,
  now = new Date(),
): Promise<string[]> {
  const take = pageSize(limit, 2, MAX_SUGGESTED_POSTS);
  const wanted = feedCategoriesForInterests(viewer.interests);
  const since = new Date(now.getTime() - SUGGESTED_POST_MAX_AGE_DAYS * 24 * 60 * 60 * 1000);
  const p = alias('p');
  const me = viewerParam(viewer.id);
  // The feeds' rule (posts/politics.ts); the viewer's setting is already at hand here.
  const noPolitics = viewer.filterPoliticalContent ? Prisma.sql`AND NOT ${politicalPostSql(p)}` : Prisma.empty;
  const rows = await db.$queryRaw<{ id: string }[]>(Prisma.sql`
    SELECT ${p}.id,
      ${categoriesInCommonSql(Prisma.sql`${p}.categories`, wanted)} AS score,
      (SELECT count(*) FROM "FistBump" fb WHERE fb."postId" = ${p}.id)
        + (SELECT count(*) FROM "Comment" cm WHERE cm."postId" = ${p}.id) AS engagement
    FROM "Post" ${p}
    WHERE ${p}."authorId" <> ${me}
      AND ${p}."createdAt" >= ${since}
      AND NOT EXISTS (SELECT 1 FROM "FistBump" mine WHERE mine."postId" = ${p}.id AND mine."userId" = ${me})
      AND ${p}."channelId" IS NULL
      AND ${onDadfeedSql(viewer.id, p)}
      ${noPolitics}
    ORDER BY score DESC, engagement DESC, ${p}."createdAt" DESC, ${p}.id DESC
    LIMIT ${take}`);
  return rows.map((r) => r.id);
}
