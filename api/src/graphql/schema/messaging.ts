/**
 * Conversations and messages over GraphQL (docs/messaging.md): the nodes, the viewer's conversations and a
 * conversation's messages as connections. Only participants see a conversation or its messages; what the
 * conversation is to the viewer (unread count, read receipts) is read for all the conversations of a request
 * in one statement (domain/messaging/states.ts).
 */
import { RequestCache } from '@pothos/plugin-scope-auth';
import DataLoader from 'dataloader';
import { Prisma, type Conversation, type User } from '../../generated/prisma/client.js';
import { readUnreadCounts } from '../../events/unread-counts.js';
import {
  joinOrder,
  joinOrderSql,
  latestActivityFirst,
  messageShownWhere,
  myConversationsWhere,
  newestMessageFirst,
  oldestMessageFirst,
  participantsById,
  participantsWhere,
} from '../../domain/messaging/lists.js';
import { messageReadTimes } from '../../domain/messaging/read.js';
import { conversationStates, type ConversationState } from '../../domain/messaging/states.js';
import { isDatabaseId } from '../../domain/validation.js';
import { builder } from '../builder.js';
import { selectionViewerOf } from '../selection-viewer.js';
import type { GraphQLContext } from '../context.js';
import { databaseIdOptions } from './database-id.js';
import { UserRef } from './user.js';
import { CREDENTIALS, membersById } from '../../domain/users/credentials.js';

/**
 * The messaging loaders of one operation (or one subscription event), each made the first time it is asked for:
 * a message event asks for one or two of them, and each event starts with fresh ones.
 */
class MessagingLoaders {
  readonly #prisma: GraphQLContext['services']['prisma'];
  readonly #viewerId: string | null;
  #participation?: DataLoader<string, boolean>;
  #states?: DataLoader<string, ConversationState>;
  #readTimes?: DataLoader<string, Date | null>;
  #users?: DataLoader<string, User | null>;
  #previews?: DataLoader<string, User[]>;
  #conversations?: DataLoader<string, Conversation | null>;

  constructor(ctx: GraphQLContext) {
    this.#prisma = ctx.services.prisma;
    this.#viewerId = ctx.viewer?.id ?? null;
  }

  /** Is the viewer in these conversations? */
  get participation(): DataLoader<string, boolean> {
    const [prisma, viewerId] = [this.#prisma, this.#viewerId];
    this.#participation ??= new DataLoader<string, boolean>(async (ids) => {
      if (!viewerId) return ids.map(() => false);
      const rows = await prisma.conversationParticipant.findMany({
        where: { userId: viewerId, conversationId: { in: [...ids] } },
        select: { conversationId: true },
      });
      const mine = new Set(rows.map((r) => r.conversationId));
      return ids.map((id) => mine.has(id));
    });
    return this.#participation;
  }

  get states(): DataLoader<string, ConversationState> {
    const [prisma, viewerId] = [this.#prisma, this.#viewerId];
    this.#states ??= new DataLoader<string, ConversationState>((ids) => conversationStates(prisma, viewerId!, ids));
    return this.#states;
  }

  get readTimes(): DataLoader<string, Date | null> {
    const prisma = this.#prisma;
    this.#readTimes ??= new DataLoader<string, Date | null>(async (ids) => {
      const times = await messageReadTimes(prisma, ids);
      return ids.map((id) => times.get(id) ?? null);
    });
    return this.#readTimes;
  }

  /** Never the password hash; typed as the User row the User type resolves from, which never reads it. */
  get users(): DataLoader<string, User | null> {
    const prisma = this.#prisma;
    this.#users ??= new DataLoader<string, User | null>(async (ids) => {
      const rows = await membersById(prisma, ids);
      const byId = new Map(rows.map((r) => [r.id, r as User]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    return this.#users;
  }

  /** The first MAX_PREVIEW participants of each conversation, in one statement for all of them. */
  get previews(): DataLoader<string, User[]> {
    const prisma = this.#prisma;
    this.#previews ??= new DataLoader<string, User[]>(async (ids) => {
      const rows = await prisma.$queryRaw<{ conversationId: string; userId: string }[]>(Prisma.sql`
        SELECT "conversationId", "userId" FROM (
          SELECT p."conversationId", p."userId",
                 row_number() OVER (PARTITION BY p."conversationId" ORDER BY ${joinOrderSql(Prisma.raw('p'))}) AS place
          FROM "ConversationParticipant" p WHERE p."conversationId" = ANY(${[...ids]}::uuid[])) ranked
        WHERE place <= ${MAX_PREVIEW}
        ORDER BY "conversationId", place`);
      const users = await prisma.user.findMany({
        where: { id: { in: [...new Set(rows.map((r) => r.userId))] } },
        omit: CREDENTIALS,
      });
      const byId = new Map(users.map((u) => [u.id, u as User]));
      return ids.map((id) => rows.filter((r) => r.conversationId === id).map((r) => byId.get(r.userId)!));
    });
    return this.#previews;
  }

  get conversations(): DataLoader<string, Conversation | null> {
    const prisma = this.#prisma;
    this.#conversations ??= new DataLoader<string, Conversation | null>(async (ids) => {
      const rows = await prisma.conversation.findMany({ where: { id: { in: [...ids] } } });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    });
    return this.#conversations;
  }
}

/** The most participantsPreview gives. */
const MAX_PREVIEW = 10;

const loaderCache = new WeakMap<GraphQLContext, MessagingLoaders>();

/**
 * A subscription keeps one context for as long as its socket is open, and runs its selection once per event:
 * what the previous event cached must not answer this one (a read receipt would show the old position), nor
 * be kept (each event's objects would stay in the scope checks' cache for the life of the socket: ~2.5 KB
 * per subscriber per message, `npm run bench:chat`). Called at the start of each event's resolution.
 */
export function startSubscriptionEvent(ctx: GraphQLContext): void {
  loaderCache.delete(ctx);
  RequestCache.clearForContext(ctx);
}

export function messagingLoaders(ctx: GraphQLContext) {
  let loaders = loaderCache.get(ctx);
  if (!loaders) {
    loaders = new MessagingLoaders(ctx);
    loaderCache.set(ctx, loaders);
  }
  return loaders;
}

const isParticipant = async (conversationId: string, ctx: GraphQLContext) =>
  ctx.viewer !== null && (await messagingLoaders(ctx).participation.load(conversationId));

export const AttachmentTypeEnum = builder.enumType('MessageAttachmentType', {
  values: {
    image: { description: 'Shown inline.' },
    file: { description: 'A PDF, Word or text file: a download.' },
  } as const,
});

export const MessageEventKindEnum = builder.enumType('MessageEventKind', {
  values: {
    ADDED: { description: 'A new message.' },
    EDITED: { description: 'A message its sender edited.' },
  } as const,
});

/**
 * A message. `sender`, `conversation` and `readAt` come from the row when a live event carried them
 * (messaging-subscriptions.ts), and otherwise from this request's loaders (one statement per batch).
 */
type MessageParent = Prisma.MessageGetPayload<object> & {
  sender?: User | null;
  conversation?: Conversation;
  readAt?: Date | null;
};

export const MessageRef = builder.prismaNode('Message', {
  id: { field: 'id' },
  nullable: true,
  // A participant's, unless moderation hides it from them (docs/moderation.md).
  authScopes: async (message, ctx) =>
    (await isParticipant(message.conversationId, ctx)) && ctx.visibility.messages.load(message.id),
  fields: (t) => ({
    databaseId: t.exposeString('id', databaseIdOptions),
    content: t.exposeString('content'),
    attachmentUrl: t.exposeString('attachmentUrl', { nullable: true }),
    attachmentType: t.field({ type: AttachmentTypeEnum, nullable: true, resolve: (m) => m.attachmentType }),
    attachmentName: t.exposeString('attachmentName', { nullable: true }),
    attachmentSize: t.exposeInt('attachmentSize', { nullable: true, description: 'In bytes.' }),
    isEdited: t.exposeBoolean('isEdited'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    isOwn: t.boolean({ description: 'Sent by the viewer.', resolve: (m, _args, ctx) => m.senderId === ctx.viewer?.id }),
    sender: t.field({
      type: UserRef,
      nullable: true,
      description: "Null once the sender's account is deleted.",
      resolve: (m: MessageParent, _args, ctx) =>
        m.sender !== undefined ? m.sender : m.senderId ? messagingLoaders(ctx).users.load(m.senderId) : null,
    }),
    readAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When every other participant had read it; null until then.',
      resolve: async (m: MessageParent, _args, ctx) =>
        m.readAt !== undefined ? m.readAt : messagingLoaders(ctx).readTimes.load(m.id),
    }),
  }),
});

const state = (conversation: Conversation, ctx: GraphQLContext) => messagingLoaders(ctx).states.load(conversation.id);

export const ConversationRef = builder.prismaNode('Conversation', {
  id: { field: 'id' },
  nullable: true,
  description: 'A direct (two members) or group conversation. Only its participants see it.',
  authScopes: (conversation, ctx) => isParticipant(conversation.id, ctx),
  fields: (t) => ({
    databaseId: t.exposeString('id', databaseIdOptions),
    isGroup: t.exposeBoolean('isGroup'),
    title: t.exposeString('title', { nullable: true, description: "A group chat's name, if it was given one." }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastMessageAt: t.expose('lastMessageAt', {
      type: 'DateTime',
      description: 'The latest activity: the list is ordered by it.',
    }),
    participantCount: t.int({ resolve: async (c, _args, ctx) => (await state(c, ctx)).participantCount }),
    unreadCount: t.int({
      description: "The viewer's unread messages in it.",
      resolve: async (c, _args, ctx) => (await state(c, ctx)).unreadCount,
    }),
    viewerLastReadAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: async (c, _args, ctx) => (await state(c, ctx)).lastReadAt,
    }),
    othersReadUpTo: t.field({
      type: 'DateTime',
      nullable: true,
      description: "Every other participant has read up to here: the viewer's messages up to it are read.",
      resolve: async (c, _args, ctx) => (await state(c, ctx)).othersReadUpTo,
    }),
    participants: t.prismaConnection(
      {
        type: 'User',
        cursor: 'id',
        description:
          'Everyone in it, the viewer included. One conversation at a time: a list shows participantsPreview.',
        resolve: (query, conversation, _args, ctx) =>
          ctx.services.prisma.user.findMany({
            ...query,
            where: participantsWhere(conversation.id),
            orderBy: participantsById,
          }),
      },
      { name: 'ConversationParticipantsConnection' },
      { name: 'ConversationParticipantEdge' },
    ),
    participantsPreview: t.field({
      type: [UserRef],
      description: 'The first participants to join, the viewer included: an avatar stack.',
      args: { first: t.arg.int({ defaultValue: 3, description: `1 to ${MAX_PREVIEW}.` }) },
      resolve: async (c, { first }, ctx) =>
        (await messagingLoaders(ctx).previews.load(c.id)).slice(0, Math.min(Math.max(first ?? 3, 1), MAX_PREVIEW)),
    }),
    otherParticipant: t.field({
      type: UserRef,
      nullable: true,
      description: 'The other member of a direct chat; null for a group.',
      select: (_args, ctx, nestedSelection) => ({
        participants: {
          where: { userId: { not: selectionViewerOf(ctx) } },
          orderBy: joinOrder,
          take: 1,
          select: { user: nestedSelection(true) },
        },
      }),
      resolve: (c) => (c.isGroup ? null : (c.participants[0]?.user ?? null)),
    }),
    lastMessage: t.field({
      type: MessageRef,
      nullable: true,
      select: (_args, ctx, nestedSelection) => ({
        messages: nestedSelection({
          where: messageShownWhere(selectionViewerOf(ctx)),
          orderBy: newestMessageFirst,
          take: 1,
        }),
      }),
      resolve: (c) => c.messages[0] ?? null,
    }),
    messages: t.relatedConnection(
      'messages',
      {
        cursor: 'id',
        query: (_args, ctx) => ({ where: messageShownWhere(selectionViewerOf(ctx)), orderBy: oldestMessageFirst }),
        description: 'Oldest first, the newest at the end: open a conversation with `last`, page back with `before`.',
      },
      { name: 'ConversationMessagesConnection' },
      { name: 'ConversationMessageEdge' },
    ),
  }),
});

builder.objectField(MessageRef, 'conversation', (t) =>
  t.field({
    type: ConversationRef,
    resolve: async (m, _args, ctx) =>
      (m as MessageParent).conversation ?? (await messagingLoaders(ctx).conversations.load(m.conversationId))!,
  }),
);

builder.prismaObjectField('User', 'conversations', (t) =>
  t.prismaConnection(
    {
      type: 'Conversation',
      cursor: 'id',
      nullable: true,
      description: "The viewer's conversations, latest activity first; null on anyone else.",
      // My Connections' Active Conversations: every conversation the viewer is in, as the inbox lists them.
      totalCount: (user, _args, ctx) =>
        ctx.services.prisma.conversation.count({ where: myConversationsWhere(user.id) }),
      resolve: async (query, user, _args, ctx) => {
        if (user.id !== ctx.viewer?.id) return null;
        const rows = await ctx.services.prisma.conversation.findMany({
          ...query,
          where: myConversationsWhere(user.id),
          orderBy: latestActivityFirst,
        });
        for (const row of rows) messagingLoaders(ctx).participation.prime(row.id, true);
        return rows;
      },
    },
    { name: 'UserConversationsConnection' },
    { name: 'UserConversationEdge' },
  ),
);

builder.queryField('conversation', (t) =>
  t.prismaField({
    type: 'Conversation',
    nullable: true,
    authScopes: { member: true },
    description: "One of the viewer's conversations by its databaseId (/inbox?c=...); null when not theirs.",
    args: { databaseId: t.arg.string({ required: true }) },
    resolve: (query, _root, { databaseId }, ctx) =>
      isDatabaseId(databaseId)
        ? ctx.services.prisma.conversation.findFirst({
            ...query,
            where: { id: databaseId, participants: { some: { userId: ctx.viewer!.id } } },
          })
        : null,
  }),
);

builder.queryField('unreadMessageCount', (t) =>
  t.int({
    authScopes: { member: true },
    nullable: true,
    description: "The viewer's unread messages in all their conversations (the Messages badge).",
    resolve: async (_root, _args, ctx) =>
      (await readUnreadCounts(ctx.services.prisma, 'messages', [ctx.viewer!.id]))[0]?.count ?? 0,
  }),
);
