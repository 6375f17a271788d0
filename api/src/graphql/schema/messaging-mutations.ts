/**
 * Messaging writes over GraphQL: the same commands as /api (domain/messaging). An attachment is uploaded first
 * (POST /api/conversations/{id}/attachments) and named by its URL. Each returns what changed, so the client's
 * store updates in place; the other participants hear of it over the subscriptions.
 */
import { addParticipants, startConversation } from '../../domain/messaging/conversations.js';
import { editMessage, markConversationRead, reportTyping, writeMessage } from '../../domain/messaging/messages.js';
import type { User } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';
import { rawIdOf } from '../global-id.js';
import { ConversationRef, MessageRef, messagingLoaders } from './messaging.js';

const StartConversationInput = builder.inputType('StartConversationInput', {
  fields: (t) => ({
    participantIds: t.globalIDList({
      required: true,
      description: 'Accepted connections of the viewer. One without isGroup: a direct chat (the existing one, if any).',
    }),
    isGroup: t.boolean({ description: 'A group chat even with one other member.' }),
    title: t.string({ description: "A group chat's name (at most 100 characters)." }),
  }),
});

builder.mutationField('startConversation', (t) =>
  t.prismaField({
    type: 'Conversation',
    errors: {},
    authScopes: { write: 'write:messages' },
    description:
      'Starts a direct or group conversation with connections of the viewer; a direct one is unique per pair.',
    args: { input: t.arg({ type: StartConversationInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { id } = await startConversation(ctx.services, ctx.viewer!.id, {
        participantIds: input.participantIds.map((g) => rawIdOf(g, 'User')),
        isGroup: input.isGroup ?? undefined,
        title: input.title ?? undefined,
      });
      messagingLoaders(ctx).participation.prime(id, true);
      return ctx.services.prisma.conversation.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
);

const SendMessageInput = builder.inputType('SendMessageInput', {
  fields: (t) => ({
    conversationId: t.globalID({ required: true }),
    content: t.string({ description: 'Trimmed; needed unless there is an attachment. At most 5,000 characters.' }),
    attachmentUrl: t.string({
      description: 'A file the viewer uploaded to this conversation (POST /api/conversations/{id}/attachments).',
    }),
  }),
});

builder.mutationField('sendMessage', (t) =>
  t.field({
    type: MessageRef,
    errors: {},
    authScopes: { write: 'write:messages' },
    description: 'Sends a message; every participant gets it over messageEvents.',
    args: { input: t.arg({ type: SendMessageInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const conversationId = rawIdOf(input.conversationId, 'Conversation');
      const sent = await writeMessage(ctx.services, ctx.viewer!.id, conversationId, {
        content: input.content,
        attachment: input.attachmentUrl ? { url: input.attachmentUrl } : null,
      });
      // Answered from the rows the send has, as a live event is: the sender is a participant and sees their own
      // new message.
      messagingLoaders(ctx).participation.prime(conversationId, true);
      ctx.visibility.messages.prime(sent.message.id, true);
      const { sender: _card, ...message } = sent.message;
      return { ...message, sender: sent.sender as User | null, conversation: sent.conversation };
    },
  }),
);

const EditMessageInput = builder.inputType('EditMessageInput', {
  fields: (t) => ({
    messageId: t.globalID({ required: true }),
    content: t.string({ description: 'The new text; omitted: kept.' }),
    attachmentUrl: t.string({
      description: 'A new attachment the viewer uploaded to this conversation; omitted: kept.',
    }),
  }),
});

builder.mutationField('editMessage', (t) =>
  t.prismaField({
    type: 'Message',
    errors: {},
    authScopes: { write: 'write:messages' },
    description: "Edits the viewer's own message (FORBIDDEN for anyone else's); it is marked edited.",
    args: { input: t.arg({ type: EditMessageInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const messageId = rawIdOf(input.messageId, 'Message');
      const message = await editMessage(ctx.services, ctx.viewer!.id, messageId, {
        content: input.content,
        attachment: input.attachmentUrl ? { url: input.attachmentUrl } : null,
      });
      messagingLoaders(ctx).participation.prime(message.conversationId, true);
      return ctx.services.prisma.message.findUniqueOrThrow({ ...query, where: { id: messageId } });
    },
  }),
);

const AddConversationParticipantsInput = builder.inputType('AddConversationParticipantsInput', {
  fields: (t) => ({
    conversationId: t.globalID({ required: true }),
    participantIds: t.globalIDList({
      required: true,
      description: 'Connections of the viewer; the viewer and members already in are left out.',
    }),
  }),
});

const AddConversationParticipantsPayload = builder
  .objectRef<{ conversationId: string; addedCount: number }>('AddConversationParticipantsPayload')
  .implement({
    fields: (t) => ({
      addedCount: t.exposeInt('addedCount', { description: 'How many joined.' }),
      conversation: t.prismaField({
        type: 'Conversation',
        resolve: (query, payload, _args, ctx) =>
          ctx.services.prisma.conversation.findUniqueOrThrow({ ...query, where: { id: payload.conversationId } }),
      }),
    }),
  });

builder.mutationField('addConversationParticipants', (t) =>
  t.field({
    type: AddConversationParticipantsPayload,
    errors: {},
    authScopes: { write: 'write:messages' },
    description: 'Adds connections of the viewer to a conversation they are in; a direct chat becomes a group chat.',
    args: { input: t.arg({ type: AddConversationParticipantsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const conversationId = rawIdOf(input.conversationId, 'Conversation');
      const { added } = await addParticipants(ctx.services, ctx.viewer!.id, conversationId, {
        participantIds: input.participantIds.map((g) => rawIdOf(g, 'User')),
      });
      messagingLoaders(ctx).participation.prime(conversationId, true);
      return { conversationId, addedCount: added };
    },
  }),
);

builder.mutationField('markConversationRead', (t) =>
  t.field({
    type: ConversationRef,
    errors: {},
    authScopes: { write: 'write:messages' },
    description: 'Marks the conversation read for the viewer (opening it does); the others see the read receipt.',
    args: { conversationId: t.arg.globalID({ required: true }) },
    resolve: async (_root, { conversationId }, ctx) => {
      const id = rawIdOf(conversationId, 'Conversation');
      await markConversationRead(ctx.services, ctx.viewer!.id, id);
      messagingLoaders(ctx).participation.prime(id, true);
      return ctx.services.prisma.conversation.findUniqueOrThrow({ where: { id } });
    },
  }),
);

builder.mutationField('reportTyping', (t) =>
  t.boolean({
    errors: {},
    authScopes: { write: 'write:messages' },
    description: 'Tells the other participants the viewer is typing (for 5 seconds); call again while typing.',
    args: { conversationId: t.arg.globalID({ required: true }) },
    resolve: async (_root, { conversationId }, ctx) => {
      await reportTyping(ctx.services, ctx.viewer!.id, rawIdOf(conversationId, 'Conversation'));
      return true;
    },
  }),
);
