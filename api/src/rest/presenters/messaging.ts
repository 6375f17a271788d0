/**
 * Conversations and messages as /api returns them: the summary with its participants'
 * cards, `otherParticipant` for a direct chat and the last message; a message with its sender's card.
 */
import type { ConversationSummary, MessageView } from '../../domain/messaging/read.js';
import { presentAuthor } from './user.js';

export function presentMessage(message: MessageView) {
  return {
    id: message.id,
    conversationId: message.conversationId,
    senderId: message.senderId,
    sender: message.sender ? presentAuthor(message.sender) : null,
    content: message.content,
    attachmentUrl: message.attachmentUrl,
    attachmentType: message.attachmentType,
    attachmentName: message.attachmentName,
    attachmentSize: message.attachmentSize,
    isEdited: message.isEdited,
    createdAt: message.createdAt,
    updatedAt: message.updatedAt,
    readAt: message.readAt,
  };
}

export function presentConversation(viewerId: string, conversation: ConversationSummary) {
  const participants = conversation.participants.map(presentAuthor);
  const last = conversation.lastMessage;
  return {
    id: conversation.id,
    isGroup: conversation.isGroup,
    title: conversation.title,
    createdAt: conversation.createdAt,
    lastMessageAt: conversation.lastMessageAt,
    participantCount: conversation.participantCount,
    participants,
    otherParticipant: conversation.isGroup ? null : (participants.find((p) => p.id !== viewerId) ?? null),
    lastMessage: last
      ? {
          id: last.id,
          content: last.content,
          attachmentUrl: last.attachmentUrl,
          attachmentType: last.attachmentType,
          attachmentName: last.attachmentName,
          senderId: last.senderId,
          createdAt: last.createdAt,
          readAt: last.readAt,
        }
      : null,
    unreadCount: conversation.unreadCount,
    othersReadUpTo: conversation.othersReadUpTo,
  };
}
