import {
  commitLocalUpdate,
  Environment,
  Network,
  RecordSource,
  Store,
  type HandleFieldPayload,
  type RecordSourceProxy,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { handlerProvider } from './message-list-handler';
import { MESSAGE_LIST_KEY } from './store-updates';

const HANDLE_KEY = `__${MESSAGE_LIST_KEY}_connection`;
const SERVER_FIELD = 'messages(last:30)';

/** m1..m4 one minute apart; the list on screen holds `held`, the server's page `page`. */
function refetched({ held, page, handleKey = HANDLE_KEY }: { held: string[]; page: string[]; handleKey?: string }) {
  const environment = new Environment({
    network: Network.create(() => Promise.reject(new Error('no network in this test'))),
    store: new Store(new RecordSource()),
  });
  let order: (string | undefined)[] = [];
  commitLocalUpdate(environment, (store) => {
    const conversation = store.create('c1', 'Conversation');
    const message = (id: string) => {
      const record = store.get(id) ?? store.create(id, 'Message');
      record.setValue(`2026-11-29T12:0${id.slice(1)}:00.000Z`, 'createdAt');
      return record;
    };
    const connection = (id: string, nodes: string[]) => {
      const record = store.create(id, 'ConversationMessagesConnection');
      record.setValue(nodes.length, '__connection_next_edge_index');
      record.setLinkedRecords(
        nodes.map((node) => {
          const edge = store.create(`${id}:${node}`, 'ConversationMessageEdge');
          edge.setLinkedRecord(message(node), 'node');
          return edge;
        }),
        'edges',
      );
      return record;
    };
    conversation.setLinkedRecord(connection('client:c1:held', held), handleKey);
    conversation.setLinkedRecord(connection('client:c1:page', page), SERVER_FIELD);
    const payload: HandleFieldPayload = {
      args: { last: 30, before: null },
      dataID: 'c1',
      fieldKey: SERVER_FIELD,
      handle: 'connection',
      handleKey,
    };
    handlerProvider('connection').update(store, payload);
    order = ids(store, handleKey);
  });
  return order;
}

const ids = (store: RecordSourceProxy, handleKey: string) =>
  (store.get('c1')!.getLinkedRecord(handleKey)!.getLinkedRecords('edges') ?? []).map((edge) =>
    edge?.getLinkedRecord('node')?.getDataID(),
  );

describe('the message list fetched again from its newest end', () => {
  it('keeps a message that arrived live while the request was in flight', () => {
    expect(refetched({ held: ['m1', 'm2', 'm3'], page: ['m1', 'm2'] })).toEqual(['m1', 'm2', 'm3']);
  });

  it('takes the server page when it already has them, and drops older ones it lacks', () => {
    expect(refetched({ held: ['m1', 'm2', 'm3'], page: ['m2', 'm3', 'm4'] })).toEqual(['m2', 'm3', 'm4']);
    expect(refetched({ held: ['m1', 'm3'], page: ['m2', 'm4'] })).toEqual(['m2', 'm4']);
  });

  it('keeps a live first message when the page came back empty', () => {
    expect(refetched({ held: ['m1'], page: [] })).toEqual(['m1']);
  });

  it('leaves other connections to Relay', () => {
    expect(refetched({ held: ['m1', 'm2', 'm3'], page: ['m1', 'm2'], handleKey: '__Other_list_connection' })).toEqual([
      'm1',
      'm2',
    ]);
  });
});
