/**
 * Who may do what with a channel: its creator edits and deletes it; other members follow
 * and subscribe. A creator does not follow their own channel: the card offers them Edit and Delete instead.
 */
import type { Channel } from '../../generated/prisma/client.js';

export const isChannelCreator = (viewerId: string, channel: Pick<Channel, 'creatorId'>) =>
  channel.creatorId === viewerId;

export const canFollowChannel = (viewerId: string, channel: Pick<Channel, 'creatorId'>) =>
  !isChannelCreator(viewerId, channel);
