/**
 * Who sees a message: its conversation's participants, but what moderation hides (moderation/visibility.ts).
 * Asked by the uploads (an attachment) and the mentions (who may be told of one) alike.
 */
import { Prisma } from '../../generated/prisma/client.js';
import { messageModerationShown } from '../moderation/visibility.js';
import { viewerParam, type ViewerRef, type VisibilityCondition } from '../visibility.js';

/** The viewer takes part in the conversation whose id is the SQL expression `conversationId`. */
export const participatesSql = (viewerId: ViewerRef, conversationId: Prisma.Sql) => Prisma.sql`EXISTS (
  SELECT 1 FROM "ConversationParticipant" message_participant
  WHERE message_participant."conversationId" = ${conversationId} AND message_participant."userId" = ${viewerParam(viewerId)})`;

/** On the message row aliased `m`. */
export const messageVisible: VisibilityCondition = (viewerId, m) =>
  Prisma.sql`(${participatesSql(viewerId, Prisma.sql`${m}."conversationId"`)} AND ${messageModerationShown(viewerId, m)})`;
