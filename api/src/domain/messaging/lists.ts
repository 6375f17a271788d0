/**
 * Which conversations, messages and participants the lists show, and in what order, for both adapters: the
 * Prisma forms GraphQL's connections page with, and beside them the SQL that /api's one-statement reads use
 * (./read.ts).
 */
import { Prisma } from '../../generated/prisma/client.js';
import { moderationShownWhere } from '../moderation/visibility.js';

/**
 * Which conversations the lists show (the inbox, the floating chat, My Connections' count): a group chat from
 * the start, a direct chat once it has a message. A Message button opens the direct chat before anything is
 * said; left unsaid, it is not a conversation the inbox should keep. Opened by id it is there all the same.
 */
export const listedConversationsWhere = {
  OR: [{ isGroup: true }, { messages: { some: {} } }],
} satisfies Prisma.ConversationWhereInput;

/** The same rule for the conversation row aliased `c`. */
export const listedConversationSql = (c: Prisma.Sql) =>
  Prisma.sql`(${c}."isGroup" OR EXISTS (SELECT 1 FROM "Message" said WHERE said."conversationId" = ${c}.id))`;

/** The member's conversations, as the lists show them. */
export const myConversationsWhere = (userId: string): Prisma.ConversationWhereInput => ({
  participants: { some: { userId } },
  ...listedConversationsWhere,
});

/** Latest activity first. */
export const latestActivityFirst: Prisma.ConversationOrderByWithRelationInput[] = [
  { lastMessageAt: 'desc' },
  { id: 'desc' },
];
export const latestActivityFirstSql = (c: Prisma.Sql) => Prisma.sql`${c}."lastMessageAt" DESC, ${c}.id DESC`;

/** The messages moderation leaves the viewer (its SQL form: `moderationShownSql` on the sender). */
export const messageShownWhere = (viewerId: string | null) =>
  moderationShownWhere(viewerId, 'senderId', 'sender') as Prisma.MessageWhereInput;

/** A conversation reads oldest first, the newest at the end; its last message is the newest. */
export const oldestMessageFirst: Prisma.MessageOrderByWithRelationInput[] = [{ createdAt: 'asc' }, { id: 'asc' }];
export const newestMessageFirst: Prisma.MessageOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];
export const newestMessageFirstSql = (m: Prisma.Sql) => Prisma.sql`${m}."createdAt" DESC, ${m}.id DESC`;

/** Everyone in a conversation, the viewer included, by id (a stable order to page through). */
export const participantsWhere = (conversationId: string): Prisma.UserWhereInput => ({
  participations: { some: { conversationId } },
});
export const participantsById: Prisma.UserOrderByWithRelationInput = { id: 'asc' };

/** In the order they joined: the avatar stack, a direct chat's other member, a summary's participants. */
export const joinOrder: Prisma.ConversationParticipantOrderByWithRelationInput[] = [
  { joinedAt: 'asc' },
  { userId: 'asc' },
];
export const joinOrderSql = (p: Prisma.Sql) => Prisma.sql`${p}."joinedAt", ${p}."userId"`;
