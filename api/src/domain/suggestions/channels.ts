/**
 * Channel suggestions: channels the viewer may see that they neither created, follow nor subscribe to, best
 * first: most categories in common with the viewer's interests, then most followers, then newest. Never a
 * channel of a member in a blocked pair with the viewer.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { blockedPairSql } from '../blocks/rules.js';
import { channelVisible } from '../channels/visibility.js';
import { pageSize } from '../paging.js';
import { toSpecSpelling } from '../vocabulary.js';
import { alias, viewerParam } from '../visibility.js';
import { categoriesInCommonSql, channelCategoriesForInterests } from './interests.js';

export const MAX_SUGGESTED_CHANNELS = 20;

export async function suggestedChannelIds(
  db: DbTx,
  viewer: { id: string; interests: string[] },
  limit: unknown,
): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>(suggestedChannelsSql(viewer, limit));
  return rows.map((r) => r.id);
}

/**
 * The ranking as one SELECT (`id, score, followers`, best first), for statements that read more with it. Followers
 * come from `Channel.followerCount`, which a trigger keeps equal to the channel's follows: counting them here, for
 * every channel the viewer could be shown, made the dashboard's statement grow with channels times followers
 * (30 of its 39 ms with 1,000 channels of 30 followers).
 */
export function suggestedChannelsSql(viewer: { id: string; interests: string[] }, limit: unknown): Prisma.Sql {
  const take = pageSize(limit, 1, MAX_SUGGESTED_CHANNELS);
  // The database stores the dashed spelling (fix-it-tips), which is what categories::text reads.
  const wanted = channelCategoriesForInterests(viewer.interests).map((c) => toSpecSpelling(c));
  const c = alias('c');
  const me = viewerParam(viewer.id);
  return Prisma.sql`
    SELECT ${c}.id,
      ${categoriesInCommonSql(Prisma.sql`${c}.categories`, wanted)} AS score,
      ${c}."followerCount" AS followers
    FROM "Channel" ${c}
    WHERE ${c}."creatorId" <> ${me}
      AND NOT EXISTS (SELECT 1 FROM "ChannelFollow" mf WHERE mf."channelId" = ${c}.id AND mf."userId" = ${me})
      AND NOT EXISTS (SELECT 1 FROM "ChannelSubscription" ms WHERE ms."channelId" = ${c}.id AND ms."userId" = ${me})
      AND ${channelVisible(viewer.id, c)}
      AND NOT ${blockedPairSql(me, Prisma.sql`${c}."creatorId"`)}
    ORDER BY score DESC, followers DESC, ${c}."createdAt" DESC, ${c}.id DESC
    LIMIT ${take}`;
}
