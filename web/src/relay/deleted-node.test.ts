import {
  commitLocalUpdate,
  ConnectionHandler,
  Environment,
  Network,
  RecordSource,
  Store,
  type RecordProxy,
  type RecordSourceProxy,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { deletedNodeUpdater } from './deleted-node';

/** A store with group g1 and g2 in a paged list, in "my groups" through memberships, and in a plain list. */
function storeWithGroups() {
  const environment = new Environment({
    network: Network.create(() => Promise.reject(new Error('no network in this test'))),
    store: new Store(new RecordSource()),
  });
  commitLocalUpdate(environment, (store) => {
    const root = store.getRoot();
    const groups = ['g1', 'g2'].map((id) => store.create(id, 'Group'));
    const list = store.create('client:root:__MyGroupsTab_mine_connection', 'GroupConnection');
    root.setLinkedRecord(list, '__MyGroupsTab_mine_connection');
    list.setLinkedRecords([], 'edges');
    list.setValue(2, 'totalCount');
    for (const group of groups)
      ConnectionHandler.insertEdgeAfter(list, ConnectionHandler.createEdge(store, list, group, 'GroupEdge'));
    const mine = store.create('client:root:myGroups(first:3)', 'GroupMembershipConnection');
    root.setLinkedRecord(mine, 'myGroups(first:3)');
    mine.setLinkedRecords(
      groups.map((group, index) => {
        const membership = store.create(`m${index + 1}`, 'GroupMembership');
        membership.setLinkedRecord(group, 'group');
        const edge = store.create(`client:myGroups:${index}`, 'GroupMembershipEdge');
        edge.setLinkedRecord(membership, 'node');
        return edge;
      }),
      'edges',
    );
    const results = store.create('client:root:search', 'SearchResults');
    root.setLinkedRecord(results, 'search(query:"x")');
    results.setLinkedRecords(groups, 'groups');
    root.setLinkedRecord(groups[0]!, 'group(databaseId:"1")');
  });
  const read = <T>(look: (store: RecordSourceProxy) => T): T => {
    let result: T | undefined;
    commitLocalUpdate(environment, (store) => (result = look(store)));
    return result as T;
  };
  const ids = (records: ReadonlyArray<RecordProxy | null> | null | undefined) =>
    (records ?? []).map((record) => record?.getDataID() ?? null);
  return {
    remove: (id: string, through: string[] = []) =>
      commitLocalUpdate(environment, deletedNodeUpdater(environment, id, through)),
    paged: () =>
      read((store) => {
        const list = store.getRoot().getLinkedRecord('__MyGroupsTab_mine_connection')!;
        return {
          ids: ids((list.getLinkedRecords('edges') ?? []).map((edge) => edge?.getLinkedRecord('node') ?? null)),
          total: list.getValue('totalCount'),
        };
      }),
    memberships: () =>
      read((store) =>
        ids(
          store
            .getRoot()
            .getLinkedRecord('myGroups(first:3)')!
            .getLinkedRecords('edges')!
            .map((edge) => edge?.getLinkedRecord('node') ?? null),
        ),
      ),
    results: () =>
      read((store) => ids(store.getRoot().getLinkedRecord('search(query:"x")')!.getLinkedRecords('groups'))),
    page: () => read((store) => store.getRoot().getLinkedRecord('group(databaseId:"1")')?.getDataID() ?? null),
  };
}

describe('deletedNodeUpdater', () => {
  it('takes the node out of every list, with the count, and a link to it reads null', () => {
    const store = storeWithGroups();
    store.remove('g1', ['group']);
    expect(store.paged()).toEqual({ ids: ['g2'], total: 1 });
    expect(store.memberships()).toEqual(['m2']);
    expect(store.results()).toEqual(['g2']);
    expect(store.page()).toBeNull();
  });

  it('leaves the nodes that belong to it through a link it was not told about', () => {
    const store = storeWithGroups();
    store.remove('g2');
    expect(store.paged()).toEqual({ ids: ['g1'], total: 1 });
    expect(store.memberships()).toEqual(['m1', 'm2']);
  });

  it('counts the node out once when told twice (a live event and the mutation answer, in either order)', () => {
    const store = storeWithGroups();
    store.remove('g1', ['group']);
    store.remove('g1', ['group']);
    expect(store.paged()).toEqual({ ids: ['g2'], total: 1 });
    expect(store.memberships()).toEqual(['m2']);
  });
});
