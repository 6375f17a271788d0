/**
 * Sending, editing and reading messages, and saying one is typing (docs/messaging.md). Only participants do
 * any of it (404 for anyone else); only a message's sender edits it (403). A send locks its conversation row
 * first, so the sends of one conversation commit one after another; its insert moves every counter it touches
 * (the sender's too) in one statement, in "userId" order, so sends to different conversations sharing members
 * do not deadlock either. The participants a message mentions get a mention notification (mentions/notify.ts).
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import { publishUnreadCounts, readUnreadCounts } from '../../events/unread-counts.js';
import { Prisma, type Conversation } from '../../generated/prisma/client.js';
import { CANNOT_MESSAGE, blockedPairSql } from '../blocks/rules.js';
import { forbidden, notFound } from '../errors.js';
import { type Mention, mentionedMembersSql, notifyMentioned } from '../mentions/notify.js';
import { announceNotificationsChanged, notifyMembers } from '../notifications/notifications.js';
import { conversationHasStrangers, newAccountConnectionsOnly, newAccountLimitsOf } from '../safety/new-accounts.js';
import { notVerified } from '../accounts/email-verification.js';
import { requireAcceptableText } from '../safety/text-filter.js';
import type { Services } from '../services.js';
import { isDatabaseId, parseInput } from '../validation.js';
import {
  acceptAttachment,
  requireConversationAttachment,
  type IncomingFile,
  type StoredAttachment,
} from './attachments.js';
import {
  TYPING_LASTS_MS,
  jsonOf,
  messagingTopics,
  participantsWithUnreadCounts,
  publishConversationEvent,
  publishMessage,
  type SenderRow,
  type TypingPayload,
} from './live.js';
import { loadMessages, requireParticipant, type MessageView } from './read.js';
import { NOT_YOUR_MESSAGE, messageRequired, messageText } from './rules.js';
import { CREDENTIALS, membersById } from '../users/credentials.js';

/** An attachment sent with the message (REST multipart), or uploaded first and named by its URL (GraphQL). */
export type AttachmentInput = { file: IncomingFile } | { url: string };

const sendInput = z.object({ content: messageText.nullish() });

async function attachmentOf(
  services: Services,
  memberId: string,
  conversationId: string,
  attachment: AttachmentInput | null | undefined,
): Promise<StoredAttachment | null> {
  if (!attachment) return null;
  if ('file' in attachment) return acceptAttachment(services, memberId, conversationId, attachment.file);
  return requireConversationAttachment(
    services.prisma,
    services.config.publicUrl,
    memberId,
    conversationId,
    attachment.url,
  );
}

/**
 * Moves the conversation's activity time, holding its row until commit (see above); its header for events.
 * A direct chat whose two members are a blocked pair takes no message (403): checked in the same statement,
 * so a send costs nothing more.
 */
async function lockConversation(db: DbTx, conversationId: string, senderId: string, at: Date) {
  const sender = Prisma.sql`${senderId}::uuid`;
  const [row] = await db.$queryRaw<Conversation[]>(Prisma.sql`
    UPDATE "Conversation" cv SET "lastMessageAt" = GREATEST(cv."lastMessageAt", ${at})
    WHERE cv.id = ${conversationId}::uuid
      AND NOT (NOT cv."isGroup" AND EXISTS (SELECT 1 FROM "ConversationParticipant" op
        WHERE op."conversationId" = cv.id AND op."userId" <> ${sender} AND ${blockedPairSql(sender, Prisma.sql`op."userId"`)}))
    RETURNING *`);
  if (row) return row;
  if (await db.conversation.findUnique({ where: { id: conversationId }, select: { id: true } }))
    throw forbidden(CANNOT_MESSAGE);
  throw notFound('Conversation');
}

/** How a new message reads in a mail or a push: who, where, and the start of what they wrote. */
export function messageNotificationText(username: string, conversationName: string | null, content: string) {
  const preview = content.length > 120 ? `${content.slice(0, 117)}…` : content;
  return {
    title: conversationName ? `New message in ${conversationName}` : `New message from @${username}`,
    message: preview ? `@${username}: ${preview}` : `@${username} sent an attachment.`,
  };
}

/** The sender's row for the live event (./live.ts, SenderRow): one prepared statement. */
async function senderRow(db: DbTx, userId: string): Promise<SenderRow | null> {
  return (await membersById(db, [userId]))[0] ?? null;
}

/** The participants a message mentions (an edit: newly) get a mention; nobody outside the conversation does. */
function mentionInMessage(
  message: { id: string; conversationId: string; viewerId: string; content: string; previousContent?: string },
  sender: { username: string } | null,
): Mention {
  const conversation = { type: 'conversation', id: message.conversationId } as const;
  return {
    writer: { id: message.viewerId, username: sender?.username },
    text: message.content,
    previousText: message.previousContent,
    where: { kind: 'message', id: message.id },
    called: 'a message',
    target: conversation,
    about: conversation,
  };
}

/**
 * The participants to mail or push a new message to: the others, but those it mentions, whom the mention tells
 * (one mail for one message, by their "Mentions" switches).
 */
function messageRecipientsSql(conversationId: string, viewerId: string, mentioned: Prisma.Sql | null): Prisma.Sql {
  const others = Prisma.sql`SELECT "userId" AS id FROM "ConversationParticipant"
        WHERE "conversationId" = ${conversationId}::uuid AND "userId" <> ${viewerId}::uuid`;
  return mentioned ? Prisma.sql`${others} AND "userId" NOT IN (${mentioned})` : others;
}

/**
 * New members, and members whose address is not verified, write only where everyone else is their accepted
 * connection (403): someone else may have added a stranger to a group chat they are in.
 */
async function requireMayWriteTo(
  services: Services,
  sender: NonNullable<Awaited<ReturnType<typeof senderRow>>>,
  conversationId: string,
): Promise<void> {
  const limits = await newAccountLimitsOf(services, sender);
  if (!limits && sender.emailVerifiedAt) return;
  if (!(await conversationHasStrangers(services.prisma, sender.id, conversationId))) return;
  if (!sender.emailVerifiedAt) throw notVerified('messaging dads you are not connected with');
  throw newAccountConnectionsOnly(services.config);
}

/** A message just sent, with the rows its live event carries: GraphQL answers from them without reading again. */
export interface SentMessage {
  message: MessageView;
  sender: SenderRow | null;
  conversation: Conversation;
}

/** Sends a message to a conversation the viewer is in; every participant gets it live. */
export async function sendMessage(
  services: Services,
  viewerId: string,
  conversationId: string,
  input: { content?: unknown; attachment?: AttachmentInput | null },
): Promise<MessageView> {
  return (await writeMessage(services, viewerId, conversationId, input)).message;
}

/** sendMessage, answering with the sender's and the conversation's rows too. */
export async function writeMessage(
  services: Services,
  viewerId: string,
  conversationId: string,
  input: { content?: unknown; attachment?: AttachmentInput | null },
): Promise<SentMessage> {
  const { prisma, events } = services;
  const content = parseInput(sendInput, { content: input.content }).content ?? '';
  // Private: only slurs are refused (docs/safety.md).
  requireAcceptableText('private', { content });
  await requireParticipant(prisma, viewerId, conversationId);
  if (!content && !input.attachment) messageRequired();
  // Read first, for the new-account rule; the live event carries it too.
  const sender = await senderRow(prisma, viewerId);
  if (sender) await requireMayWriteTo(services, sender, conversationId);
  // Before the transaction: image work does not hold a connection.
  const attachment = await attachmentOf(services, viewerId, conversationId, input.attachment);

  const { message, conversation, participants, mentioned } = await prisma.$transaction(async (tx) => {
    const now = new Date();
    const conversation = await lockConversation(tx, conversationId, viewerId, now);
    // Its trigger counts it unread for the others and, as writing in a conversation is having read it, marks
    // it read up to now for the sender, in one statement (migration ..._messaging_sender_reads).
    const { id } = await tx.message.create({
      data: { conversationId, senderId: viewerId, content, createdAt: now, updatedAt: now, ...attachment },
      select: { id: true },
    });
    const participants = await participantsWithUnreadCounts(tx, conversationId);
    const [message] = await loadMessages(tx, viewerId, [id]);
    // Mail and pushes for the others who want them (never an in-app notification: messages have their badge).
    const mention = mentionInMessage({ id, conversationId, viewerId, content }, sender);
    await notifyMembers(
      tx,
      messageRecipientsSql(conversationId, viewerId, mentionedMembersSql(mention)),
      {
        actorId: viewerId,
        type: 'message',
        ...messageNotificationText(sender?.username ?? 'someone', conversation.title, content),
        target: { type: 'conversation', id: conversationId },
        about: { type: 'conversation', id: conversationId },
        createdAt: now,
      },
      services,
    );
    const mentioned = await notifyMentioned(tx, services, mention);
    return { message: message!, conversation, participants, mentioned };
  });
  announceNotificationsChanged(events, mentioned);
  publishMessage(events, 'ADDED', message, sender, conversation, participants, true);
  return { message, sender, conversation };
}

const editInput = z.object({ content: messageText.nullish() });

/**
 * Edits the viewer's own message: new text (omitted: kept) and optionally a new attachment; it must keep
 * text or an attachment. Marks it edited; every participant gets the new version live.
 */
export async function editMessage(
  services: Services,
  viewerId: string,
  messageId: string,
  input: { content?: unknown; attachment?: AttachmentInput | null },
): Promise<MessageView> {
  const { prisma, events } = services;
  const { content } = parseInput(editInput, { content: input.content });
  requireAcceptableText('private', { content });
  // A read, not raw SQL: it runs before the request's transaction begins, so a new attachment's chunks are
  // written ahead of it too (uploads/chunks.ts).
  const found = isDatabaseId(messageId)
    ? await prisma.message.findFirst({
        where: { id: messageId, conversation: { participants: { some: { userId: viewerId } } } },
        select: { conversationId: true, senderId: true, content: true, attachmentUrl: true },
      })
    : null;
  if (!found) throw notFound('Message');
  if (found.senderId !== viewerId) throw forbidden(NOT_YOUR_MESSAGE);
  const text = content ?? found.content;
  if (!text && !input.attachment && !found.attachmentUrl) messageRequired();
  const attachment = await attachmentOf(services, viewerId, found.conversationId, input.attachment);

  const { message, sender, conversation, participants, mentioned } = await prisma.$transaction(async (tx) => {
    const conversation = await tx.conversation.findUniqueOrThrow({ where: { id: found.conversationId } });
    await tx.message.update({
      where: { id: messageId },
      data: { content: text, isEdited: true, ...attachment },
    });
    const participants = await participantsWithUnreadCounts(tx, found.conversationId);
    const [message] = await loadMessages(tx, viewerId, [messageId]);
    const sender = await senderRow(tx, viewerId);
    const mentioned = await notifyMentioned(
      tx,
      services,
      mentionInMessage(
        {
          id: messageId,
          conversationId: found.conversationId,
          viewerId,
          content: text,
          previousContent: found.content,
        },
        sender,
      ),
    );
    return { message: message!, sender, conversation, participants, mentioned };
  });
  announceNotificationsChanged(events, mentioned);
  publishMessage(events, 'EDITED', message, sender, conversation, participants, false);
  return message;
}

/**
 * Marks the conversation read for the viewer (opening it does); 404 when the viewer is not in it. When that
 * read something new, the viewer's unread total goes out live, and the others whose `othersReadUpTo` it moved
 * hear of the read receipt: one statement when nothing was unread, two otherwise (the total is written by a
 * trigger after the first).
 *
 * Who that is: another participant's `othersReadUpTo` is the earliest read position among everyone but them
 * (null while one of those has never read). The reader's move changes it only when nobody else in that set is
 * at or behind the reader's old position (or has never read). So when two or more others are "blockers" (never
 * read, or at or behind the reader), nobody hears; when one is, only that one does; when none is, all do. In a
 * group of 250 where the slowest readers are far behind, a member catching up tells nobody, instead of 249
 * sockets each reading the conversation again.
 *
 * Two members reading at once must not each count the other as behind and both stay quiet: the blockers are
 * read `FOR SHARE SKIP LOCKED`. A blocker whose read committed after this statement began is seen at its new
 * position (PostgreSQL checks the newest version of a row it locks), and one being written right now (a read
 * or a send in progress) is skipped, so this read tells more members rather than fewer. It never waits.
 */
export async function markConversationRead(
  services: Services,
  viewerId: string,
  conversationId: string,
  now = new Date(),
): Promise<void> {
  const { prisma, events } = services;
  const [row] = isDatabaseId(conversationId)
    ? await prisma.$queryRaw<{ before: number; others: string[] }[]>(Prisma.sql`
        UPDATE "ConversationParticipant" AS p
        SET "lastReadAt" = GREATEST(COALESCE(old."lastReadAt", ${now}), ${now}), "unreadCount" = 0
        FROM "ConversationParticipant" AS old
        WHERE old."conversationId" = p."conversationId" AND old."userId" = p."userId"
          AND p."conversationId" = ${conversationId}::uuid AND p."userId" = ${viewerId}::uuid
        RETURNING old."unreadCount" AS before,
          ARRAY(
            WITH blockers AS (
              SELECT b."userId" FROM "ConversationParticipant" b
              WHERE b."conversationId" = p."conversationId" AND b."userId" <> p."userId"
                AND (b."lastReadAt" IS NULL OR b."lastReadAt" <= old."lastReadAt")
              LIMIT 2
              FOR SHARE OF b SKIP LOCKED)
            SELECT o."userId"::text FROM "ConversationParticipant" o
            WHERE o."conversationId" = p."conversationId" AND o."userId" <> p."userId"
              AND NOT EXISTS (SELECT 1 FROM blockers WHERE blockers."userId" <> o."userId")) AS others`)
    : [];
  if (!row) throw notFound('Conversation');
  if (row.before === 0) return;
  publishUnreadCounts(events, 'messages', await readUnreadCounts(prisma, 'messages', [viewerId]));
  publishConversationEvent(events, 'READ', conversationId, row.others);
}

/** "Someone is typing": published to the conversation, stored nowhere, expires on the client. */
export async function reportTyping(services: Services, viewerId: string, conversationId: string): Promise<void> {
  const typist = isDatabaseId(conversationId)
    ? await services.prisma.conversationParticipant.findUnique({
        where: { conversationId_userId: { conversationId, userId: viewerId } },
        select: { user: { omit: CREDENTIALS } },
      })
    : null;
  if (!typist) throw notFound('Conversation');
  const payload: TypingPayload = {
    conversationId,
    user: jsonOf(typist.user),
    until: new Date(Date.now() + TYPING_LASTS_MS).toISOString(),
  };
  services.events.publish(messagingTopics.typing, conversationId, payload);
}
