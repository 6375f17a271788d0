/**
 * The channels the viewer follows (the dashboard's "My Channels", which shows the first 5), newest follow
 * first. Following a channel lets the follower see it even when it is private, so no further check applies.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { moderationShownSql, moderationShownWhere } from '../moderation/visibility.js';
import { viewerParam } from '../visibility.js';
import { pageSize } from '../paging.js';
import { loadListedChannels, type ListedChannel } from './read.js';

export const DEFAULT_FOLLOWED_LIMIT = 50;
export const MAX_FOLLOWED_LIMIT = 100;

export function followedChannelsWhere(userId: string): Prisma.ChannelFollowWhereInput {
  // Not those moderation hides (docs/moderation.md).
  return { userId, channel: moderationShownWhere(userId, 'creatorId', 'creator') as Prisma.ChannelWhereInput };
}

/** The same rule as SQL, on the "ChannelFollow" row aliased `f` joined to its "Channel" aliased `c`. */
export function followedChannelsSql(userId: string, f: Prisma.Sql, c: Prisma.Sql): Prisma.Sql {
  const me = viewerParam(userId);
  return Prisma.sql`(${f}."userId" = ${me} AND ${moderationShownSql(me, c, 'creatorId')})`;
}

export const newestFollowFirst: Prisma.ChannelFollowOrderByWithRelationInput[] = [
  { createdAt: 'desc' },
  { channelId: 'desc' },
];

/** The same order as SQL, on rows aliased `f` with the columns "createdAt" and "channelId". */
export const newestFollowFirstSql = (f: Prisma.Sql) => Prisma.sql`${f}."createdAt" DESC, ${f}."channelId" DESC`;

export async function listFollowedChannels(
  db: DbTx,
  userId: string,
  limit: unknown = undefined,
): Promise<ListedChannel[]> {
  const follows = await db.channelFollow.findMany({
    where: followedChannelsWhere(userId),
    orderBy: newestFollowFirst,
    take: pageSize(limit, DEFAULT_FOLLOWED_LIMIT, MAX_FOLLOWED_LIMIT),
    select: { channelId: true },
  });
  return loadListedChannels(
    db,
    userId,
    follows.map((f) => f.channelId),
  );
}
