/**
 * Messaging's live events (docs/messaging.md, docs/live-events.md). A write builds what subscribers show once
 * and publishes it after its commit, to each participant's own key: a subscriber forwards what arrives and
 * never queries per event. Payloads cross process boundaries through Redis, so they are plain JSON (dates as
 * ISO text); subscribers revive them.
 */
import { randomUUID } from 'node:crypto';
import type { DbTx } from '../../db/prisma.js';
import { topic, type EventBus } from '../../events/bus.js';
import { publishUnreadCounts, type MemberUnreadCount } from '../../events/unread-counts.js';
import { Prisma, type Conversation, type User } from '../../generated/prisma/client.js';
import { toMessageView, type MessageView } from './read.js';
import type { CredentialColumn } from '../users/credentials.js';

export type MessageEventKind = 'ADDED' | 'EDITED';
export type ConversationEventKind = 'STARTED' | 'PARTICIPANTS_ADDED' | 'READ';

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** The member row (never the password hash): subscribers resolve any User field from it without a query. */
export type SenderRow = Omit<User, CredentialColumn>;

export interface MessageEventPayload {
  kind: MessageEventKind;
  /**
   * One id for every participant's copy of one live event (absent on replayed ones): subscribers that hear the
   * same id hear the same payload, so they can share its execution (graphql/shared-delivery.ts).
   */
  eventId?: string;
  /** Sent before the subscription began, delivered first (./replay.ts); absent on live events. */
  replayed?: true;
  message: Json<MessageView>;
  /** The sender's row: GraphQL resolves `sender { ... }` from it (privacy rules still apply per reader). */
  sender: Json<SenderRow> | null;
  conversation: Json<Conversation>;
}

export interface ConversationEventPayload {
  kind: ConversationEventKind;
  conversationId: string;
  at: string;
}

export interface TypingPayload {
  conversationId: string;
  /** The typist's row, as a message event carries its sender's. */
  user: Json<SenderRow>;
  until: string;
}

/** Messaging's topics on the event bus. */
export const messagingTopics = {
  /** A message was sent or edited in one of the member's conversations: the message as clients show it. */
  messageEvent: topic<string, MessageEventPayload>('messageEvent'),
  /** One of the member's conversations started, gained people, or was read by someone else. */
  conversationEvent: topic<string, ConversationEventPayload>('conversationEvent'),
  /** Someone is typing in the conversation (keyed by the conversation's id). */
  typing: topic<string, TypingPayload>('typing'),
};

/** How long a "typing" report lasts unless renewed. */
export const TYPING_LASTS_MS = 5000;

/**
 * Each participant's unread message total, in one statement: the members to tell about a change in the
 * conversation, and what to tell them.
 */
export async function participantsWithUnreadCounts(db: DbTx, conversationId: string): Promise<MemberUnreadCount[]> {
  return db.$queryRaw<MemberUnreadCount[]>(Prisma.sql`
    SELECT p."userId", COALESCE(u.count, 0)::int AS count, COALESCE(u.version, 0)::int AS version
    FROM "ConversationParticipant" p
    LEFT JOIN "UnreadCount" u ON u."userId" = p."userId" AND u.kind = 'messages'
    WHERE p."conversationId" = ${conversationId}::uuid
    ORDER BY p."userId"`);
}

/** The message, as every participant sees it: the sender's e-mail is left out (privacy varies per reader). */
export function messagePayload(message: MessageView): Json<MessageView> {
  return {
    ...message,
    sender: message.sender ? { ...message.sender, email: null } : null,
    createdAt: message.createdAt.toISOString(),
    updatedAt: message.updatedAt.toISOString(),
    readAt: message.readAt?.toISOString() ?? null,
  };
}

export function revivedMessage(payload: Json<MessageView>): MessageView {
  return toMessageView(payload);
}

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

export function revivedSender(row: Json<SenderRow>): SenderRow {
  return {
    ...row,
    emailVerifiedAt: dateOrNull(row.emailVerifiedAt),
    totpEnabledAt: dateOrNull(row.totpEnabledAt),
    referralRewardedAt: dateOrNull(row.referralRewardedAt),
    termsAcceptedAt: dateOrNull(row.termsAcceptedAt),
    suspendedAt: dateOrNull(row.suspendedAt),
    suspendedUntil: dateOrNull(row.suspendedUntil),
    joinedAt: new Date(row.joinedAt),
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
  };
}

export function revivedConversation(row: Json<Conversation>): Conversation {
  return { ...row, createdAt: new Date(row.createdAt), lastMessageAt: new Date(row.lastMessageAt) };
}

export function jsonOf<T extends object>(row: T): Json<T> {
  return JSON.parse(JSON.stringify(row)) as Json<T>;
}

/** After the commit: the message to each participant, and the new unread totals of those they move. */
export function publishMessage(
  events: EventBus,
  kind: MessageEventKind,
  message: MessageView,
  sender: SenderRow | null,
  conversation: Conversation,
  participants: readonly MemberUnreadCount[],
  unreadMoved: boolean,
): void {
  const payload: MessageEventPayload = {
    kind,
    eventId: randomUUID(),
    message: messagePayload(message),
    sender: sender ? jsonOf(sender) : null,
    conversation: jsonOf(conversation),
  };
  // A message moderation hid (its sender edited it) reaches its sender alone.
  const readers = message.hidden ? participants.filter((p) => p.userId === message.senderId) : participants;
  for (const { userId } of readers) events.publish(messagingTopics.messageEvent, userId, payload);
  if (unreadMoved) publishUnreadCounts(events, 'messages', participants);
}

export function publishConversationEvent(
  events: EventBus,
  kind: ConversationEventKind,
  conversationId: string,
  userIds: Iterable<string>,
): void {
  const payload: ConversationEventPayload = { kind, conversationId, at: new Date().toISOString() };
  for (const userId of new Set(userIds)) events.publish(messagingTopics.conversationEvent, userId, payload);
}
