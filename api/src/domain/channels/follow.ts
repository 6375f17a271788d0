/**
 * Following a channel (the dashboard's Suggested Channels, the channel cards) and unfollowing it. Both are
 * idempotent: following twice keeps one follow, unfollowing a channel one does not follow changes nothing, so
 * a double click or a retry is never an error. A channel the viewer may not see is "not found"; its creator
 * may not follow it (403).
 */
import { forbidden } from '../errors.js';
import type { Services } from '../services.js';
import { canFollowChannel } from './policy.js';
import { findVisibleChannel } from './read.js';

export const CANNOT_FOLLOW_OWN_CHANNEL = 'You cannot follow your own channel.';

/** Returns the channel's id. */
export async function followChannel(
  services: Pick<Services, 'prisma'>,
  viewerId: string,
  rawChannelId: unknown,
): Promise<string> {
  const channel = await findVisibleChannel(services.prisma, viewerId, rawChannelId);
  if (!canFollowChannel(viewerId, channel)) throw forbidden(CANNOT_FOLLOW_OWN_CHANNEL);
  await services.prisma.channelFollow.createMany({
    data: [{ channelId: channel.id, userId: viewerId }],
    skipDuplicates: true,
  });
  return channel.id;
}

/** Returns the channel's id. */
export async function unfollowChannel(
  services: Pick<Services, 'prisma'>,
  viewerId: string,
  rawChannelId: unknown,
): Promise<string> {
  const channel = await findVisibleChannel(services.prisma, viewerId, rawChannelId);
  await services.prisma.channelFollow.deleteMany({ where: { channelId: channel.id, userId: viewerId } });
  return channel.id;
}
