/**
 * Taking a node the server deleted out of the Relay store. `@deleteRecord` alone leaves every list that held the
 * node (a connection's edge, a plain list of links) pointing at nothing: the list then hands its card a null node
 * and the screen falls over. `@deleteEdge` only knows the connections it is given, and a node sits in many (both
 * /groups tabs under any filters, the dashboard's groups, the event form's group choice).
 */
import type { DataID, IEnvironment, RecordSourceProxy } from 'relay-runtime';
import { shiftTotalCount } from './connection-count';

type RawRecord = Readonly<Record<string, unknown>>;
/** The store's records as they are (its RecordSource). */
export type StoreRecords = ReturnType<ReturnType<IEnvironment['getStore']>['getSource']>;

const refOf = (value: unknown): unknown =>
  value !== null && typeof value === 'object' ? (value as { __ref?: unknown }).__ref : undefined;

function refsOf(value: unknown): ReadonlyArray<DataID | null> | undefined {
  const refs = value !== null && typeof value === 'object' ? (value as { __refs?: unknown }).__refs : undefined;
  return Array.isArray(refs) ? (refs as Array<DataID | null>) : undefined;
}

/**
 * Drops the node from every list in the store (and from the lists' totalCount), with the nodes that belong to it
 * through one of the links named in `through` (a membership's `group`: its edge in "my groups" goes too), then
 * deletes it, so a single link to it reads null. `source` is the store's records before this update
 * (`environment.getStore().getSource()`): a proxy cannot list them.
 */
export function removeDeletedNode(
  store: RecordSourceProxy,
  source: StoreRecords,
  nodeId: DataID,
  through: readonly string[] = [],
): void {
  const raw = (id: DataID) => source.get(id) as RawRecord | null | undefined;
  const belongs = (id: DataID | null): boolean => {
    if (id === null) return false;
    if (id === nodeId) return true;
    const record = raw(id);
    return !!record && through.some((field) => refOf(record[field]) === nodeId);
  };
  const edgeHolds = (edgeId: DataID | null): boolean => {
    const node = edgeId === null ? undefined : refOf(raw(edgeId)?.node);
    return typeof node === 'string' && belongs(node);
  };
  for (const id of source.getRecordIDs()) {
    const record = raw(id);
    if (!record) continue;
    for (const [key, value] of Object.entries(record)) {
      const refs = refsOf(value);
      if (!refs) continue;
      const isEdges = key === 'edges';
      const kept = refs.filter((ref) => !(isEdges ? edgeHolds(ref) : belongs(ref)));
      const proxy = kept.length === refs.length ? null : store.get(id);
      if (!proxy) continue;
      // The storage key as the field name, without arguments: it is used as it is.
      proxy.setLinkedRecords(
        kept.map((ref) => (ref === null ? null : (store.get(ref) ?? null))),
        key,
      );
      if (isEdges) shiftTotalCount(proxy, kept.length - refs.length);
    }
  }
  store.delete(nodeId);
}

/** The updater of a mutation that deleted `nodeId` (see removeDeletedNode). */
export function deletedNodeUpdater(environment: IEnvironment, nodeId: DataID, through: readonly string[] = []) {
  return (store: RecordSourceProxy) => removeDeletedNode(store, environment.getStore().getSource(), nodeId, through);
}
