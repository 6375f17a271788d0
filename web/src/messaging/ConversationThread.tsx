/**
 * One open conversation below its header: the messages, who is typing, and the composer; the floating chat's
 * and the inbox's. While it is on screen the conversation is read: opening it and each message arriving from
 * someone else mark it read, and what was sent while the socket was down is fetched when it comes back.
 */
import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { ConversationThread_conversation$key } from '../__generated__/ConversationThread_conversation.graphql';
import type { MessageListPaginationQuery } from '../__generated__/MessageListPaginationQuery.graphql';
import messageListQuery from '../__generated__/MessageListPaginationQuery.graphql';
import type { ChatComposerKind } from '../lib/chat-attachments';
import { showConversation } from './conversations-on-screen';
import { ImageViewer } from './ImageViewer';
import type { Attachment } from './MessageAttachment';
import { MessageComposer, type EditingMessage } from './MessageComposer';
import { MessageList } from './MessageList';
import { TypingIndicator } from './TypingIndicator';
import { useCatchUpOnReconnect } from './useCatchUpOnReconnect';
import { useMarkConversationRead } from './useMarkConversationRead';
import { useTypists } from './useTypists';

interface Props {
  conversation: ConversationThread_conversation$key;
  viewerId: string;
  kind: ChatComposerKind;
}

export function ConversationThread({ conversation, viewerId, kind }: Props) {
  const data = useFragment(
    graphql`
      fragment ConversationThread_conversation on Conversation {
        id
        databaseId
        lastMessage {
          id
          isOwn
        }
        ...MessageList_conversation
      }
    `,
    conversation,
  );
  const [editing, setEditing] = useState<EditingMessage | null>(null);
  const [image, setImage] = useState<Attachment | null>(null);
  const typists = useTypists(data.id, viewerId);
  useReadWhileOnScreen(data.id, data.lastMessage);

  const environment = useRelayEnvironment();
  useCatchUpOnReconnect(() => {
    fetchQuery<MessageListPaginationQuery>(
      environment,
      messageListQuery,
      { id: data.id },
      { fetchPolicy: 'network-only' },
    ).subscribe({});
  });

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <MessageList
        conversation={data}
        editingId={editing?.id ?? null}
        onEdit={kind === 'inbox' ? setEditing : undefined}
        onOpenImage={setImage}
        className="min-h-0 flex-1"
      />
      <TypingIndicator names={typists} />
      <MessageComposer kind={kind} conversation={data} editing={editing} onEditDone={() => setEditing(null)} />
      <ImageViewer image={image} onClose={() => setImage(null)} />
    </div>
  );
}

/** Registers the conversation as on screen and marks it read on opening and on each message from someone else. */
function useReadWhileOnScreen(conversationId: string, lastMessage: { id: string; isOwn: boolean } | null | undefined) {
  const markRead = useMarkConversationRead();
  useEffect(() => showConversation(conversationId), [conversationId]);
  const readUpTo = useRef<string | null>(null);
  const lastId = lastMessage?.id ?? null;
  const lastIsOwn = lastMessage?.isOwn ?? false;
  useEffect(() => {
    const opened = readUpTo.current === null;
    if (opened || (lastId !== readUpTo.current && !lastIsOwn)) markRead(conversationId);
    readUpTo.current = lastId ?? '';
  }, [conversationId, lastId, lastIsOwn, markRead]);
}
