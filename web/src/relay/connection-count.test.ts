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
import { prependCounted, removeFromConnections } from './connection-count';

/** A store with a paged list (its key under the root) holding `ids`, counted as `total`. */
function storeWithList(ids: string[], total: number, key = '__EventPhotos_photos_connection') {
  const environment = new Environment({
    network: Network.create(() => Promise.reject(new Error('no network in this test'))),
    store: new Store(new RecordSource()),
  });
  const listId = `client:root:${key}`;
  commitLocalUpdate(environment, (store) => {
    const list = store.create(listId, 'SomeConnection');
    store.getRoot().setLinkedRecord(list, key);
    list.setLinkedRecords([], 'edges');
    list.setValue(total, 'totalCount');
    for (const id of ids)
      ConnectionHandler.insertEdgeAfter(
        list,
        ConnectionHandler.createEdge(store, list, store.create(id, 'Node'), 'SomeEdge'),
      );
  });
  const update = (change: (store: RecordSourceProxy) => void) => commitLocalUpdate(environment, change);
  const read = () => {
    let seen: { ids: (string | null)[]; total: unknown } = { ids: [], total: null };
    update((store) => {
      const list = store.get(listId)!;
      const edges = list.getLinkedRecords('edges') ?? [];
      seen = {
        ids: edges.map((edge) => edge?.getLinkedRecord('node')?.getDataID() ?? null),
        total: list.getValue('totalCount'),
      };
    });
    return seen;
  };
  return { update, read, listId };
}

describe('prependCounted', () => {
  it('puts a new node at the top and counts it', () => {
    const list = storeWithList(['p1'], 1);
    list.update((store) => {
      store.create('p2', 'Node');
      prependCounted(store, [list.listId], 'p2', 'SomeEdge');
    });
    expect(list.read()).toEqual({ ids: ['p2', 'p1'], total: 2 });
  });

  it('leaves a list that a live update already brought the node to, count and all', () => {
    const list = storeWithList(['p2', 'p1'], 2);
    list.update((store) => prependCounted(store, [list.listId], 'p2', 'SomeEdge'));
    expect(list.read()).toEqual({ ids: ['p2', 'p1'], total: 2 });
  });
});

describe('removeFromConnections', () => {
  it('takes the node out and off the count once, however often it is told', () => {
    const list = storeWithList(['p1', 'p2'], 2);
    list.update((store) => removeFromConnections(store, [list.listId], 'p1'));
    list.update((store) => removeFromConnections(store, [list.listId], 'p1'));
    expect(list.read()).toEqual({ ids: ['p2'], total: 1 });
  });
});
