/**
 * What a subscriber missed before its subscription started. A screen reads its messages, then subscribes; a
 * message sent between the two would otherwise never reach it. Given the newest message the screen has, this
 * reads those added after it, in the viewer's conversations (or one of them), oldest first and shaped as the
 * live events that carry them (./live.ts), so a subscription delivers them first and the live ones after.
 * Edits are not replayed: a screen that was away long enough to miss one fetches its list again.
 */
import { rowsById } from '../../db/model-rows.js';
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { moderationShownSql } from '../moderation/visibility.js';
import { CREDENTIALS } from '../users/credentials.js';
import { isDatabaseId } from '../validation.js';
import { jsonOf, messagePayload, type MessageEventPayload, type SenderRow } from './live.js';
import { messageColumnsSql, toMessageView, type MessageView } from './read.js';

/** At most this many are replayed; a screen further behind than that fetches its lists again. */
export const MAX_REPLAYED_MESSAGES = 50;

/**
 * The messages added after `afterId` that the viewer may see, in `conversationId` only when given (the caller
 * has checked the viewer is in it), oldest first. Five statements whatever the number. A starting point the
 * viewer cannot read (gone, hidden, or never theirs) replays nothing: the subscription still goes live, and a
 * screen holding such a message loses nothing it could have had (an error would end its live updates).
 */
export async function messagesAddedAfter(
  db: DbTx,
  viewerId: string,
  afterId: string,
  conversationId: string | null,
): Promise<MessageEventPayload[]> {
  if (!isDatabaseId(afterId)) return [];
  const viewer = Prisma.sql`${viewerId}::uuid`;
  const m = Prisma.raw('m');
  const [after] = await db.$queryRaw<{ id: string; createdAt: Date }[]>(Prisma.sql`
    SELECT m.id, m."createdAt" FROM "Message" m
    JOIN "ConversationParticipant" me ON me."conversationId" = m."conversationId" AND me."userId" = ${viewer}
    WHERE m.id = ${afterId}::uuid AND ${moderationShownSql(viewer, m, 'senderId')}`);
  if (!after) return [];
  const rows = await db.$queryRaw<Parameters<typeof toMessageView>[0][]>(Prisma.sql`
    SELECT ${messageColumnsSql(viewerId, m)} FROM "Message" m
    JOIN "ConversationParticipant" me ON me."conversationId" = m."conversationId" AND me."userId" = ${viewer}
    WHERE (m."createdAt", m.id) > (${after.createdAt}::timestamptz, ${after.id}::uuid)
      AND (${conversationId}::uuid IS NULL OR m."conversationId" = ${conversationId}::uuid)
      AND ${moderationShownSql(viewer, m, 'senderId')}
    ORDER BY m."createdAt", m.id
    LIMIT ${MAX_REPLAYED_MESSAGES}`);
  const messages: MessageView[] = rows.map(toMessageView);
  if (messages.length === 0) return [];
  const senderIds = [...new Set(messages.flatMap((message) => message.senderId ?? []))];
  const [senders, conversations] = await Promise.all([
    rowsById<SenderRow>(db, 'User', senderIds, CREDENTIALS),
    db.conversation.findMany({
      where: { id: { in: [...new Set(messages.map((message) => message.conversationId))] } },
    }),
  ]);
  const senderById = new Map(senders.map((sender) => [sender.id, sender]));
  const conversationById = new Map(conversations.map((conversation) => [conversation.id, conversation]));
  return messages.flatMap((message) => {
    const conversation = conversationById.get(message.conversationId);
    if (!conversation) return [];
    const sender = message.senderId ? senderById.get(message.senderId) : undefined;
    return [
      {
        kind: 'ADDED' as const,
        replayed: true as const,
        message: messagePayload(message),
        sender: sender ? jsonOf(sender) : null,
        conversation: jsonOf(conversation),
      },
    ];
  });
}
