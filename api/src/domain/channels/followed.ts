/**
 * The channels the viewer follows (the dashboard's "My Channels", which shows the first 5), newest follow
 * first. Following a channel lets the follower see it even when it is private, so no further check applies.
 */
import type { DbTx, Prisma } from '../../db/prisma.js';
import { moderationShownWhere } from '../moderation/visibility.js';
import { pageSize } from '../paging.js';
import { loadListedChannels, type ListedChannel } from './read.js';

export const DEFAULT_FOLLOWED_LIMIT = 50;
export const MAX_FOLLOWED_LIMIT = 100;

export function followedChannelsWhere(userId: string): Prisma.ChannelFollowWhereInput {
  // Not those moderation hides (docs/moderation.md).
  return { userId, channel: moderationShownWhere(userId, 'creatorId', 'creator') as Prisma.ChannelWhereInput };
}

export const newestFollowFirst: Prisma.ChannelFollowOrderByWithRelationInput[] = [
  { createdAt: 'desc' },
  { channelId: 'desc' },
];

export async function listFollowedChannels(db: DbTx, userId: string, limit: unknown = undefined): Promise<ListedChannel[]> {
  const follows = await db.channelFollow.findMany({
    where: followedChannelsWhere(userId),
    orderBy: newestFollowFirst,
    take: pageSize(limit, DEFAULT_FOLLOWED_LIMIT, MAX_FOLLOWED_LIMIT),
    select: { channelId: true },
  });
  return loadListedChannels(db, userId, follows.map((f) => f.channelId));
}
