/**
 * Channels are public unless marked private; a private channel is seen by its creator, followers and
 * subscribers. A channel's posts reach the Dadfeed of its followers and its creator only.
 */
import { Prisma } from '../../generated/prisma/client.js';
import { moderationShownSql } from '../moderation/visibility.js';
import { viewerParam, type VisibilityCondition } from '../visibility.js';

export const channelVisible: VisibilityCondition = (
  viewerId,
  c,
) => Prisma.sql`(${moderationShownSql(viewerParam(viewerId), c, 'creatorId')} AND (
  NOT ${c}."isPrivate"
  OR ${c}."creatorId" = ${viewerParam(viewerId)}
  OR EXISTS (SELECT 1 FROM "ChannelFollow" cf WHERE cf."channelId" = ${c}.id AND cf."userId" = ${viewerParam(viewerId)})
  OR EXISTS (SELECT 1 FROM "ChannelSubscription" cs WHERE cs."channelId" = ${c}.id AND cs."userId" = ${viewerParam(viewerId)})
))`;

/**
 * The ids of the channels whose posts belong on the viewer's Dadfeed: those they follow and those they created.
 * Uncorrelated, so a feed query reads it once (a hashed subplan) and each post it walks costs a hash probe.
 */
export function dadfeedChannelIdsSql(viewerId: string): Prisma.Sql {
  const viewer = viewerParam(viewerId);
  return Prisma.sql`SELECT fc."channelId" FROM "ChannelFollow" fc WHERE fc."userId" = ${viewer}
    UNION ALL SELECT oc.id FROM "Channel" oc WHERE oc."creatorId" = ${viewer}`;
}
