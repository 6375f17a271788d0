/**
 * How live events and our own writes change the lists on screen (docs/messaging.md, "What a subscriber costs"):
 * a new message goes at the end of its conversation's message list (once, whoever delivers it first: our
 * mutation or the subscription), becomes the conversation's last message and moves the conversation to the top
 * of the viewer's list; a conversation the list does not hold yet is added at the top.
 */
import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';
import { isConversationOnScreen } from './conversations-on-screen';

export const CONVERSATION_LIST_KEY = 'ConversationList_conversations';
export const MESSAGE_LIST_KEY = 'MessageList_messages';

function viewerConversations(store: RecordSourceProxy): RecordProxy | null {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  return viewer ? (ConnectionHandler.getConnection(viewer, CONVERSATION_LIST_KEY) ?? null) : null;
}

const edgeNodeIds = (connection: RecordProxy) =>
  (connection.getLinkedRecords('edges') ?? []).map((edge) => edge?.getLinkedRecord('node')?.getDataID());

/**
 * Puts the conversation first in the viewer's list. One the list does not hold is added only when the store knows
 * it (a live event of its start came first); answers false otherwise, and the caller fetches the list again.
 */
export function moveConversationToTop(store: RecordSourceProxy, conversation: RecordProxy): boolean {
  const list = viewerConversations(store);
  if (!list) return true;
  const id = conversation.getDataID();
  const held = edgeNodeIds(list);
  if (held[0] === id) return true;
  if (!held.includes(id) && conversation.getValue('isGroup') === undefined) return false;
  ConnectionHandler.deleteNode(list, id);
  ConnectionHandler.insertEdgeBefore(
    list,
    ConnectionHandler.createEdge(store, list, conversation, 'UserConversationEdge'),
  );
  return true;
}

/** Adds a conversation at the top of the viewer's list unless it is there already. */
export function addConversation(store: RecordSourceProxy, conversation: RecordProxy): void {
  const list = viewerConversations(store);
  if (!list || edgeNodeIds(list).includes(conversation.getDataID())) return;
  ConnectionHandler.insertEdgeBefore(
    list,
    ConnectionHandler.createEdge(store, list, conversation, 'UserConversationEdge'),
  );
}

/**
 * A message that was just sent (ours, or one arriving live): at the end of its conversation's loaded message
 * list unless it is there, as the conversation's last message, with the conversation first in the list; and one
 * more unread when someone else sent it and the conversation is not on screen, unless `countUnread` is off (a
 * replayed message: the caller fetches the counts instead, useMessageEvents.ts). False when the list lacks the
 * conversation and the store cannot show it (see moveConversationToTop).
 */
export function addMessage(
  store: RecordSourceProxy,
  message: RecordProxy,
  { countUnread = true }: { countUnread?: boolean } = {},
): boolean {
  const conversation = message.getLinkedRecord('conversation');
  if (!conversation) return true;
  const messages = ConnectionHandler.getConnection(conversation, MESSAGE_LIST_KEY);
  const isNew = messages ? !edgeNodeIds(messages).includes(message.getDataID()) : true;
  if (messages && isNew) {
    ConnectionHandler.insertEdgeAfter(
      messages,
      ConnectionHandler.createEdge(store, messages, message, 'ConversationMessageEdge'),
    );
  }
  const previous = conversation.getLinkedRecord('lastMessage');
  const alreadyLast = previous?.getDataID() === message.getDataID();
  conversation.setLinkedRecord(message, 'lastMessage');
  const createdAt = message.getValue('createdAt');
  if (typeof createdAt === 'string') conversation.setValue(createdAt, 'lastMessageAt');
  if (
    countUnread &&
    isNew &&
    !alreadyLast &&
    message.getValue('isOwn') === false &&
    !isConversationOnScreen(conversation.getDataID())
  ) {
    const unread = conversation.getValue('unreadCount');
    conversation.setValue((typeof unread === 'number' ? unread : 0) + 1, 'unreadCount');
  }
  return moveConversationToTop(store, conversation);
}
