import {
  commitLocalUpdate,
  ConnectionHandler,
  Environment,
  Network,
  RecordSource,
  Store,
  type RecordSourceProxy,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { showConversation } from './conversations-on-screen';
import { addConversation, addMessage, CONVERSATION_LIST_KEY, MESSAGE_LIST_KEY } from './store-updates';

/** A store holding the viewer's conversation list (c1, c2) and c1's loaded messages (m1). */
function storeWithLists() {
  const environment = new Environment({
    network: Network.create(() => Promise.reject(new Error('no network in this test'))),
    store: new Store(new RecordSource()),
  });
  commitLocalUpdate(environment, (store) => {
    const viewer = store.create('viewer', 'User');
    store.getRoot().setLinkedRecord(viewer, 'viewer');
    const list = store.create('client:viewer:conversations', 'UserConversationsConnection');
    viewer.setLinkedRecord(list, `__${CONVERSATION_LIST_KEY}_connection`);
    list.setLinkedRecords([], 'edges');
    for (const id of ['c1', 'c2']) {
      const conversation = store.create(id, 'Conversation');
      conversation.setValue(0, 'unreadCount');
      ConnectionHandler.insertEdgeAfter(
        list,
        ConnectionHandler.createEdge(store, list, conversation, 'UserConversationEdge'),
      );
    }
    const messages = store.create('client:c1:messages', 'ConversationMessagesConnection');
    store.get('c1')!.setLinkedRecord(messages, `__${MESSAGE_LIST_KEY}_connection`);
    messages.setLinkedRecords([], 'edges');
    ConnectionHandler.insertEdgeAfter(
      messages,
      ConnectionHandler.createEdge(store, messages, message(store, 'm1', 'c1', true), 'ConversationMessageEdge'),
    );
  });
  const read = (update: (store: RecordSourceProxy) => unknown) => {
    let result: unknown;
    commitLocalUpdate(environment, (store) => (result = update(store)));
    return result;
  };
  return {
    apply: (update: (store: RecordSourceProxy) => void) => commitLocalUpdate(environment, update),
    conversationOrder: () =>
      read((store) => ids(ConnectionHandler.getConnection(store.get('viewer')!, CONVERSATION_LIST_KEY)!)),
    messageOrder: (id: string) =>
      read((store) => ids(ConnectionHandler.getConnection(store.get(id)!, MESSAGE_LIST_KEY)!)),
    unread: (id: string) => read((store) => store.get(id)!.getValue('unreadCount')),
    last: (id: string) => read((store) => store.get(id)!.getLinkedRecord('lastMessage')?.getDataID()),
  };
}

function message(store: RecordSourceProxy, id: string, conversationId: string, isOwn: boolean) {
  const record = store.get(id) ?? store.create(id, 'Message');
  record.setValue(isOwn, 'isOwn');
  record.setValue('2026-11-24T12:00:00.000Z', 'createdAt');
  record.setLinkedRecord(store.get(conversationId)!, 'conversation');
  return record;
}

const ids = (connection: {
  getLinkedRecords: (
    name: string,
  ) => readonly ({ getLinkedRecord: (name: string) => { getDataID: () => string } | null } | null)[] | null;
}) => (connection.getLinkedRecords('edges') ?? []).map((edge) => edge?.getLinkedRecord('node')?.getDataID());

describe('addMessage', () => {
  it('appends a new message once, makes it the last message and moves its conversation to the top', () => {
    const store = storeWithLists();
    store.apply((s) => addMessage(s, message(s, 'm2', 'c2', false)));
    expect(store.conversationOrder()).toEqual(['c2', 'c1']);
    expect(store.last('c2')).toBe('m2');
    expect(store.unread('c2')).toBe(1);

    store.apply((s) => addMessage(s, message(s, 'm3', 'c1', true)));
    store.apply((s) => addMessage(s, message(s, 'm3', 'c1', true))); // the mutation's answer and the live event
    expect(store.messageOrder('c1')).toEqual(['m1', 'm3']);
    expect(store.conversationOrder()).toEqual(['c1', 'c2']);
    expect(store.unread('c1')).toBe(0); // our own
  });

  it('counts a message from someone else as unread only where the conversation is not on screen', () => {
    const store = storeWithLists();
    const hide = showConversation('c1');
    store.apply((s) => addMessage(s, message(s, 'm4', 'c1', false)));
    hide();
    expect(store.unread('c1')).toBe(0);
    expect(store.messageOrder('c1')).toEqual(['m1', 'm4']);
    store.apply((s) => addMessage(s, message(s, 'm5', 'c1', false)));
    store.apply((s) => addMessage(s, message(s, 'm5', 'c1', false)));
    expect(store.unread('c1')).toBe(1);
  });
});

describe('addConversation', () => {
  it('adds a conversation the list does not hold at the top, and leaves one it holds where it is', () => {
    const store = storeWithLists();
    store.apply((s) => addConversation(s, s.create('c3', 'Conversation')));
    expect(store.conversationOrder()).toEqual(['c3', 'c1', 'c2']);
    store.apply((s) => addConversation(s, s.get('c2')!));
    expect(store.conversationOrder()).toEqual(['c3', 'c1', 'c2']);
  });
});

describe('a message in a conversation the store does not know', () => {
  it('is not put in the list as an empty record; the caller is told to fetch the list', () => {
    const store = storeWithLists();
    let known = true;
    store.apply((s) => {
      s.create('c9', 'Conversation');
      known = addMessage(s, message(s, 'm9', 'c9', false));
    });
    expect(known).toBe(false);
    expect(store.conversationOrder()).toEqual(['c1', 'c2']);
  });
});
