/**
 * Channels are public unless marked private; a private channel is seen by its creator, followers and
 * subscribers.
 */
import { Prisma } from '../../generated/prisma/client.js';
import { viewerParam, type VisibilityCondition } from '../visibility.js';

export const channelVisible: VisibilityCondition = (viewerId, c) => Prisma.sql`(
  NOT ${c}."isPrivate"
  OR ${c}."creatorId" = ${viewerParam(viewerId)}
  OR EXISTS (SELECT 1 FROM "ChannelFollow" cf WHERE cf."channelId" = ${c}.id AND cf."userId" = ${viewerParam(viewerId)})
  OR EXISTS (SELECT 1 FROM "ChannelSubscription" cs WHERE cs."channelId" = ${c}.id AND cs."userId" = ${viewerParam(viewerId)})
)`;
