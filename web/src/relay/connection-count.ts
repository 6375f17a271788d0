/**
 * Keeping a paged list's `totalCount` with its edges when a mutation adds or removes a node whose answer the list
 * cannot infer (a removal answers only an id; a prepended node does not count itself). Both are idempotent: a live
 * update (a subscription that sends the list as the server now has it) may land before the mutation's own answer,
 * and the node it already holds, or has already dropped, must not be counted twice.
 */
import { ConnectionHandler, type RecordProxy, type RecordSourceProxy } from 'relay-runtime';

/** Moves the list's totalCount by `by` (never below 0); a list without one is left alone. */
export function shiftTotalCount(list: RecordProxy, by: number): void {
  const total = list.getValue('totalCount');
  if (typeof total === 'number') list.setValue(Math.max(0, total + by), 'totalCount');
}

function holds(list: RecordProxy, nodeId: string): boolean {
  return (list.getLinkedRecords('edges') ?? []).some((edge) => edge?.getLinkedRecord('node')?.getDataID() === nodeId);
}

/** Puts the node at the top of each of these lists (Relay connection ids) and counts it, unless a list holds it already. */
export function prependCounted(
  store: RecordSourceProxy,
  connectionIds: readonly string[],
  nodeId: string,
  edgeTypeName: string,
): void {
  const node = store.get(nodeId);
  if (!node) return;
  for (const key of connectionIds) {
    const list = store.get(key);
    if (!list || holds(list, nodeId)) continue;
    ConnectionHandler.insertEdgeBefore(list, ConnectionHandler.createEdge(store, list, node, edgeTypeName));
    shiftTotalCount(list, 1);
  }
}

/** Takes the node out of each of these lists and out of their totalCount, where a list still holds it. */
export function removeFromConnections(
  store: RecordSourceProxy,
  connectionIds: readonly string[],
  nodeId: string,
): void {
  for (const key of connectionIds) {
    const list = store.get(key);
    if (!list || !holds(list, nodeId)) continue;
    ConnectionHandler.deleteNode(list, nodeId);
    shiftTotalCount(list, -1);
  }
}
