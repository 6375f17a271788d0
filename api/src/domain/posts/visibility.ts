/**
 * A post is seen by whoever may see where it was posted: the Dadfeed (every member), or its group, event or
 * channel (see their visibility rules: an event's discussion is its host's and attendees'); never by a member its
 * author blocked or who blocked its author; and, but to its author, never while moderation hides it or its
 * author is suspended (moderation/visibility.ts).
 */
import { Prisma } from '../../generated/prisma/client.js';
import { blockedPairSql } from '../blocks/rules.js';
import { channelVisible } from '../channels/visibility.js';
import { eventContentVisible } from '../events/visibility.js';
import { groupContentVisible } from '../groups/visibility.js';
import { moderationShownSql } from '../moderation/visibility.js';
import { alias, viewerParam, type VisibilityCondition } from '../visibility.js';

/**
 * The channel's rule is a scalar subquery, a key lookup per channel post: as an EXISTS, PostgreSQL may turn it
 * into a hash of every channel the viewer sees, built by a scan of all channels for a feed page that meets one
 * channel post (measured: 41 ms at 50,000 channels, docs/channels.md).
 */
export const postVisible: VisibilityCondition = (viewerId, p) => {
  const [g, e, c] = [alias('pg'), alias('pe'), alias('pc')];
  return Prisma.sql`(
    (${p}."groupId" IS NULL OR EXISTS (SELECT 1 FROM "Group" ${g} WHERE ${g}.id = ${p}."groupId" AND ${groupContentVisible(viewerId, g)}))
    AND (${p}."eventId" IS NULL OR EXISTS (SELECT 1 FROM "Event" ${e} WHERE ${e}.id = ${p}."eventId" AND ${eventContentVisible(viewerId, e)}))
    AND (${p}."channelId" IS NULL OR COALESCE((SELECT ${channelVisible(viewerId, c)} FROM "Channel" ${c} WHERE ${c}.id = ${p}."channelId"), FALSE))
    AND NOT ${blockedPairSql(viewerParam(viewerId), Prisma.sql`${p}."authorId"`)}
    AND ${moderationShownSql(viewerParam(viewerId), p, 'authorId')}
  )`;
};
