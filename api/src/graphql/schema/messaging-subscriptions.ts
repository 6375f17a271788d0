/**
 * Messaging, live over graphql-ws (docs/messaging.md): messages added or edited in the viewer's conversations,
 * the rarer changes to their conversation list, their unread message count, and who is typing. Message and
 * typing events carry everything they show (the message, its sender's row, the conversation's row), so a
 * subscriber forwards them without a query; the participation they imply is primed for the type checks.
 */
import { requireParticipant } from '../../domain/messaging/read.js';
import { messagesAddedAfter } from '../../domain/messaging/replay.js';
import {
  messagingTopics,
  revivedConversation,
  type MessageEventPayload,
  revivedMessage,
  revivedSender,
  type ConversationEventKind,
  type MessageEventKind,
} from '../../domain/messaging/live.js';
import { startingWith } from '../../events/event-stream.js';
import { liveUnreadCount } from '../../events/unread-counts.js';
import type { Conversation, Message, User } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import { SHARED_DELIVERY, type SharedByClass } from '../shared-delivery.js';
import { encodeGlobalID, optionalRawIdOf, rawIdOf } from '../global-id.js';
import { listenTo } from '../listen.js';
import {
  ConversationRef,
  MessageEventKindEnum,
  MessageRef,
  messagingLoaders,
  startSubscriptionEvent,
} from './messaging.js';
import { UserRef } from './user.js';

type LiveMessage = Message & {
  sender: User | null;
  conversation: Conversation;
  readAt: Date | null;
};

const MessageEventRef = builder
  .objectRef<{ kind: MessageEventKind; replayed: boolean; message: LiveMessage }>('MessageEvent')
  .implement({
    description: "A message sent or edited in one of the viewer's conversations.",
    fields: (t) => ({
      kind: t.field({
        type: MessageEventKindEnum,
        resolve: (event) => event.kind,
      }),
      replayed: t.boolean({
        description:
          "Sent before the subscription began (messageEvents' `after`): the unread counts the screen has may not include it, so it fetches them again rather than adding to them.",
        resolve: (event) => event.replayed,
      }),
      message: t.field({ type: MessageRef, resolve: (event) => event.message }),
    }),
  });

const ConversationEventKindEnum = builder.enumType('ConversationEventKind', {
  values: {
    STARTED: { description: 'A conversation with the viewer began.' },
    PARTICIPANTS_ADDED: { description: 'People joined the conversation.' },
    READ: {
      description: 'Someone else read it: `othersReadUpTo` may have moved.',
    },
  } as const,
});

const ConversationEventRef = builder
  .objectRef<{ kind: ConversationEventKind; conversationId: string }>('ConversationEvent')
  .implement({
    description: "A change to the viewer's conversation list other than a message.",
    fields: (t) => ({
      kind: t.field({
        type: ConversationEventKindEnum,
        resolve: (event) => event.kind,
      }),
      conversation: t.field({
        type: ConversationRef,
        resolve: async (event, _args, ctx) => (await messagingLoaders(ctx).conversations.load(event.conversationId))!,
      }),
    }),
  });

const TypingEventRef = builder.objectRef<{ conversationId: string; user: User; until: Date }>('TypingEvent').implement({
  description: 'Someone is typing in the conversation, until `until` unless they report again.',
  fields: (t) => ({
    conversationId: t.id({
      description: 'The Conversation id.',
      resolve: (event) => encodeGlobalID('Conversation', event.conversationId),
    }),
    user: t.field({ type: UserRef, resolve: (event) => event.user }),
    until: t.field({ type: 'DateTime', resolve: (event) => event.until }),
  }),
});

/** The raw id of an optional Conversation id argument, once the viewer is known to be in it (else NOT_FOUND). */
async function conversationArg(ctx: GraphQLContext, id: { typename: string; id: string } | null | undefined) {
  if (!id) return null;
  const conversationId = rawIdOf(id, 'Conversation');
  await requireParticipant(ctx.services.prisma, ctx.viewer!.id, conversationId);
  return conversationId;
}

/**
 * How subscribers share a message event's execution: its result differs between two participants only in
 * `isOwn` and in what the sender's privacy shows them, both functions of how they relate to the sender. A
 * selection within these fields executes once per event and relationship; any other field (a conversation's
 * unread count, its participants) executes for each subscriber, as every other subscription does.
 */
const sharedMessageEvents: SharedByClass<MessageEventPayload, GraphQLContext> = {
  fields: {
    'MessageEvent.kind': 'event',
    'MessageEvent.replayed': 'event',
    'MessageEvent.message': 'event',
    'Message.id': 'event',
    'Message.databaseId': 'event',
    'Message.content': 'event',
    'Message.attachmentUrl': 'event',
    'Message.attachmentType': 'event',
    'Message.attachmentName': 'event',
    'Message.attachmentSize': 'event',
    'Message.isEdited': 'event',
    'Message.createdAt': 'event',
    'Message.updatedAt': 'event',
    'Message.readAt': 'event',
    // Hidden messages reach their sender alone (domain/messaging/live.ts).
    'Message.moderationHidden': 'event',
    'Message.conversation': 'event',
    'Message.isOwn': 'class',
    'Message.sender': 'event',
    'Conversation.id': 'event',
    'Conversation.databaseId': 'event',
    'Conversation.isGroup': 'event',
    'Conversation.title': 'event',
    'Conversation.createdAt': 'event',
    'Conversation.lastMessageAt': 'event',
    // The only member a shared selection reaches is the sender (above): their row, under their privacy.
    'User.id': 'event',
    'User.databaseId': 'event',
    'User.username': 'event',
    'User.firstName': 'event',
    'User.lastName': 'event',
    'User.profileImageUrl': 'event',
    'User.dadType': 'event',
    'User.email': 'class',
    'User.location': 'class',
  },
  classOf: (event, ctx) => (event.sender ? ctx.relationships.load(event.sender.id) : 'no sender'),
  eventId: (event) => event.eventId,
};

builder.subscriptionField('messageEvents', (t) =>
  t.field({
    type: MessageEventRef,
    authScopes: { member: true },
    description:
      "Messages added or edited in one of the viewer's conversations (all of them when conversationId is omitted). With `after`, the messages added since that one come first (oldest first, at most 50), then the live ones: a screen passes the newest message it loaded and misses nothing sent before its subscription began. A message may then arrive twice (replayed and live); its id tells.",
    args: {
      conversationId: t.arg.globalID(),
      after: t.arg.globalID({
        description:
          'The newest message the screen has. One the viewer cannot read (gone, hidden, never theirs) replays nothing.',
      }),
    },
    subscribe: async (_root, args, ctx) => {
      const only = await conversationArg(ctx, args.conversationId);
      const after = optionalRawIdOf(args.after, 'Message');
      const stream = await listenTo(ctx, messagingTopics.messageEvent, ctx.viewer!.id, (payload) =>
        only === null || payload.message.conversationId === only ? payload : undefined,
      );
      if (after === undefined) return stream;
      // Read once the stream is in place: a message sent meanwhile comes both ways rather than neither.
      const missed = await messagesAddedAfter(ctx.services.prisma, ctx.viewer!.id, after, only).catch(
        async (error: unknown) => {
          await stream.return?.();
          throw error;
        },
      );
      return startingWith(missed, stream);
    },
    // The resolver below ignores the arguments, which steer only the stream.
    extensions: { [SHARED_DELIVERY]: sharedMessageEvents },
    resolve: (payload, _args, ctx) => {
      startSubscriptionEvent(ctx);
      messagingLoaders(ctx).participation.prime(payload.conversation.id, true);
      // Delivered only to whom moderation shows it (domain/messaging/live.ts): no query per event.
      ctx.visibility.messages.prime(payload.message.id, true);
      const { sender: _card, ...message } = revivedMessage(payload.message);
      return {
        kind: payload.kind,
        replayed: payload.replayed === true,
        message: {
          ...message,
          sender: payload.sender ? (revivedSender(payload.sender) as User) : null,
          conversation: revivedConversation(payload.conversation),
        },
      };
    },
  }),
);

builder.subscriptionField('conversationEvents', (t) =>
  t.field({
    type: ConversationEventRef,
    authScopes: { member: true },
    description:
      "The viewer's conversation list changing other than by a message: a new conversation, people added, a read receipt.",
    subscribe: (_root, _args, ctx) =>
      listenTo(ctx, messagingTopics.conversationEvent, ctx.viewer!.id, (payload) => payload),
    resolve: (payload, _args, ctx) => {
      startSubscriptionEvent(ctx);
      return { kind: payload.kind, conversationId: payload.conversationId };
    },
  }),
);

builder.subscriptionField('unreadMessageCount', (t) =>
  t.int({
    authScopes: { member: true },
    description: "The viewer's unread message count (the Messages badge): the current value first, then each change.",
    subscribe: (_root, _args, ctx) => liveUnreadCount(ctx.services, 'messages', ctx.viewer!.id),
    resolve: (count: number) => count,
    // The count alone: subscribers hearing the same number share one execution (../shared-delivery.ts).
    extensions: { [SHARED_DELIVERY]: true },
  }),
);

builder.subscriptionField('typing', (t) =>
  t.field({
    type: TypingEventRef,
    authScopes: { member: true },
    description: "Others typing in one of the viewer's conversations.",
    args: { conversationId: t.arg.globalID({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      const conversationId = (await conversationArg(ctx, args.conversationId))!;
      const viewerId = ctx.viewer!.id;
      return listenTo(ctx, messagingTopics.typing, conversationId, (payload) =>
        payload.user.id === viewerId ? undefined : payload,
      );
    },
    resolve: (payload, _args, ctx) => {
      startSubscriptionEvent(ctx);
      return {
        conversationId: payload.conversationId,
        user: revivedSender(payload.user) as User,
        until: new Date(payload.until),
      };
    },
  }),
);
