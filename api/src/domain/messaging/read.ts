/**
 * Reading conversations: the viewer's list (summaries, newest activity first) and a conversation's messages
 * (the newest page, older pages behind a cursor). Each is one SQL statement whatever the number of
 * conversations, participants or messages: participants, senders and read receipts are read as JSON inside it.
 */
import { hot, hotLimit } from '../../db/hot.js';
import type { DbTx } from '../../db/prisma.js';
import { Prisma, type ContentHidden } from '../../generated/prisma/client.js';
import { notFound } from '../errors.js';
import { pageSize } from '../paging.js';
import { decodeCursor, encodeCursor } from '../feed/cursor.js';
import { moderationShownSql } from '../moderation/visibility.js';
import { memberCardJsonSql, type MemberCard } from '../users/card.js';
import { isDatabaseId } from '../validation.js';
import { joinOrderSql, latestActivityFirstSql, listedConversationSql, newestMessageFirstSql } from './lists.js';

export const DEFAULT_CONVERSATION_PAGE = 50;
export const DEFAULT_MESSAGE_PAGE = 50;
export const MAX_PAGE = 100;

export type AttachmentKind = 'image' | 'file';

/** A message as both adapters and the live events show it. */
export interface MessageView {
  id: string;
  conversationId: string;
  senderId: string | null;
  sender: MemberCard | null;
  content: string;
  attachmentUrl: string | null;
  attachmentType: AttachmentKind | null;
  attachmentName: string | null;
  attachmentSize: number | null;
  isEdited: boolean;
  /** Hidden by moderation: only its sender still sees it (docs/moderation.md). */
  hidden: ContentHidden | null;
  createdAt: Date;
  updatedAt: Date;
  /** When every other participant had read it (docs/messaging.md, read receipts); null until then. */
  readAt: Date | null;
}

/** A conversation as the viewer's list shows it. */
export interface ConversationSummary {
  id: string;
  isGroup: boolean;
  title: string | null;
  createdAt: Date;
  lastMessageAt: Date;
  participantCount: number;
  /** Everyone in it, the viewer included, in the order they joined. */
  participants: MemberCard[];
  /** The viewer's unread messages in it. */
  unreadCount: number;
  /** Where the viewer has read up to. */
  lastReadAt: Date | null;
  /** Where every other participant has read up to: the viewer's messages up to it are read. */
  othersReadUpTo: Date | null;
  lastMessage: MessageView | null;
}

export interface Page<T> {
  items: T[];
  /** The cursor of the next page (older messages, or conversations with older activity), if there is one. */
  nextCursor: string | null;
}

/**
 * The read receipts' one rule (docs/messaging.md): where every participant of `conversationId` but `except`
 * has read up to, the earliest of their read positions; null while one of them has read nothing (or there
 * is nobody else).
 */
export function readUpToSql(conversationId: Prisma.Sql, except: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(SELECT CASE WHEN bool_or(r."lastReadAt" IS NULL) THEN NULL ELSE min(r."lastReadAt") END
    FROM "ConversationParticipant" r WHERE r."conversationId" = ${conversationId} AND r."userId" IS DISTINCT FROM ${except})`;
}

/** When the message row aliased `m` was read by everyone else: their read position once it is past the message. */
export function messageReadAtSql(m: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(SELECT up_to FROM (SELECT ${readUpToSql(Prisma.sql`${m}."conversationId"`, Prisma.sql`${m}."senderId"`)} AS up_to) t
    WHERE up_to >= ${m}."createdAt")`;
}

/** The columns of a MessageView for the message row aliased `m`: its sender's card and its read time. */
export function messageColumnsSql(viewerId: string, m: Prisma.Sql): Prisma.Sql {
  const su = Prisma.raw('su');
  return Prisma.sql`
    ${m}.id, ${m}."conversationId", ${m}."senderId", ${m}.content, ${m}."attachmentUrl",
    ${m}."attachmentType"::text AS "attachmentType", ${m}."attachmentName", ${m}."attachmentSize",
    ${m}."isEdited", ${m}.hidden::text AS hidden, ${m}."createdAt", ${m}."updatedAt",
    (SELECT ${memberCardJsonSql(viewerId, su)} FROM "User" ${su} WHERE ${su}.id = ${m}."senderId") AS sender,
    ${messageReadAtSql(m)} AS "readAt"`;
}

/** The read times of messages by id (GraphQL's Message.readAt), in one statement. */
export async function messageReadTimes(db: DbTx, ids: readonly string[]): Promise<Map<string, Date | null>> {
  const rows = await db.$queryRaw<{ id: string; readAt: Date | null }[]>(Prisma.sql`
    SELECT m.id, ${messageReadAtSql(Prisma.raw('m'))} AS "readAt" FROM "Message" m WHERE m.id = ANY(${[...ids]}::uuid[])`);
  return new Map(rows.map((row) => [row.id, row.readAt]));
}

type DateLike = Date | string;
type RawMessage = Omit<MessageView, 'createdAt' | 'updatedAt' | 'readAt'> & {
  createdAt: DateLike;
  updatedAt: DateLike;
  readAt: DateLike | null;
};

/** A message row, or the same read as JSON (dates as text). */
export function toMessageView(row: RawMessage): MessageView {
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    readAt: row.readAt === null ? null : new Date(row.readAt),
  };
}

const summaryColumns = (viewerId: string) => {
  const viewer = Prisma.sql`${viewerId}::uuid`;
  const u = Prisma.raw('u');
  return Prisma.sql`
    c.id, c."isGroup", c.title, c."createdAt", c."lastMessageAt", me."unreadCount", me."lastReadAt",
    pc."participantCount", pc.participants, ${readUpToSql(Prisma.sql`c.id`, viewer)} AS "othersReadUpTo",
    (SELECT row_to_json(lm) FROM (
       SELECT ${messageColumnsSql(viewerId, Prisma.raw('m'))} FROM "Message" m
       WHERE m."conversationId" = c.id AND ${moderationShownSql(viewer, Prisma.raw('m'), 'senderId')}
       ORDER BY ${newestMessageFirstSql(Prisma.raw('m'))} LIMIT 1) lm) AS "lastMessage"
    FROM "ConversationParticipant" me
    JOIN "Conversation" c ON c.id = me."conversationId"
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS "participantCount",
             json_agg(${memberCardJsonSql(viewerId, u)} ORDER BY ${joinOrderSql(Prisma.raw('p'))}) AS participants
      FROM "ConversationParticipant" p JOIN "User" ${u} ON ${u}.id = p."userId"
      WHERE p."conversationId" = c.id) pc
    WHERE me."userId" = ${viewer}`;
};

type SummaryRow = Omit<ConversationSummary, 'lastMessage'> & { lastMessage: RawMessage | null };

function toSummary(row: SummaryRow): ConversationSummary {
  return { ...row, lastMessage: row.lastMessage ? toMessageView(row.lastMessage) : null };
}

/** The viewer's conversations, most recent activity first. */
export async function listConversations(
  db: DbTx,
  viewerId: string,
  options: { limit?: unknown; cursor?: string | undefined } = {},
): Promise<Page<ConversationSummary>> {
  const take = pageSize(options.limit, DEFAULT_CONVERSATION_PAGE, MAX_PAGE);
  const after = options.cursor ? decodeCursor(options.cursor) : null;
  const rows = await db.$queryRaw<SummaryRow[]>(Prisma.sql`
    SELECT ${summaryColumns(viewerId)} AND ${listedConversationSql(Prisma.raw('c'))}
    ${after ? Prisma.sql`AND (c."lastMessageAt", c.id) < (${after.createdAt}, ${after.id}::uuid)` : Prisma.empty}
    ORDER BY ${latestActivityFirstSql(Prisma.raw('c'))}
    LIMIT ${take + 1}`);
  const items = rows.slice(0, take).map(toSummary);
  const last = items[items.length - 1];
  return {
    items,
    nextCursor: rows.length > take && last ? encodeCursor({ createdAt: last.lastMessageAt, id: last.id }) : null,
  };
}

/** One of the viewer's conversations; 404 when it does not exist or the viewer is not in it. */
export async function conversationSummary(
  db: DbTx,
  viewerId: string,
  conversationId: string,
): Promise<ConversationSummary> {
  const [row] = isDatabaseId(conversationId)
    ? await db.$queryRaw<SummaryRow[]>(Prisma.sql`
        SELECT ${summaryColumns(viewerId)} AND c.id = ${conversationId}::uuid`)
    : [];
  if (!row) throw notFound('Conversation');
  return toSummary(row);
}

/** The viewer's place in a conversation; 404 (never 403: its existence is not revealed) when not in it. */
export async function requireParticipant(db: DbTx, viewerId: string, conversationId: string) {
  const participant = isDatabaseId(conversationId)
    ? await db.conversationParticipant.findUnique({
        where: { conversationId_userId: { conversationId, userId: viewerId } },
        select: { conversationId: true, userId: true, lastReadAt: true, unreadCount: true },
      })
    : null;
  if (!participant) throw notFound('Conversation');
  return participant;
}

/**
 * A page of the conversation's messages, oldest first: the newest `limit`, or those before `before` (the
 * nextCursor of the page after), without those moderation hides from the viewer. The caller has checked that
 * the viewer is a participant.
 */
export async function messagesPage(
  db: DbTx,
  viewerId: string,
  conversationId: string,
  options: { limit?: unknown; before?: string | undefined } = {},
): Promise<Page<MessageView>> {
  const take = pageSize(options.limit, DEFAULT_MESSAGE_PAGE, MAX_PAGE);
  const before = options.before ? decodeCursor(options.before) : null;
  const rows = await db.$queryRaw<RawMessage[]>(
    hot(Prisma.sql`
    SELECT ${messageColumnsSql(viewerId, Prisma.raw('m'))} FROM "Message" m
    WHERE m."conversationId" = ${conversationId}::uuid
      AND ${moderationShownSql(Prisma.sql`${viewerId}::uuid`, Prisma.raw('m'), 'senderId')}
      ${before ? Prisma.sql`AND (m."createdAt", m.id) < (${before.createdAt}::timestamptz, ${before.id}::uuid)` : Prisma.empty}
    ORDER BY ${newestMessageFirstSql(Prisma.raw('m'))}
    LIMIT ${hotLimit(take + 1)}`),
  );
  const newestFirst = rows.slice(0, take).map(toMessageView);
  const oldest = newestFirst[newestFirst.length - 1];
  return {
    items: newestFirst.reverse(),
    nextCursor: rows.length > take && oldest ? encodeCursor({ createdAt: oldest.createdAt, id: oldest.id }) : null,
  };
}

/** Messages by id, as MessageViews (after a send or an edit), in one statement. */
export async function loadMessages(db: DbTx, viewerId: string, ids: readonly string[]): Promise<MessageView[]> {
  if (ids.length === 0) return [];
  const rows = await db.$queryRaw<RawMessage[]>(Prisma.sql`
    SELECT ${messageColumnsSql(viewerId, Prisma.raw('m'))} FROM "Message" m WHERE m.id = ANY(${[...ids]}::uuid[])`);
  const byId = new Map(rows.map((row) => [row.id, toMessageView(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
