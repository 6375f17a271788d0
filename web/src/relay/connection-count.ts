/**
 * Keeping a paged list's `totalCount` with its edges when a mutation adds or removes a node whose answer the list
 * cannot infer (a removal answers only an id; a prepended node does not count itself).
 */
import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from 'relay-runtime';

/** Moves the list's totalCount by `by` (never below 0); a list without one is left alone. */
export function shiftTotalCount(list: RecordProxy, by: number): void {
  const total = list.getValue('totalCount');
  if (typeof total === 'number') list.setValue(Math.max(0, total + by), 'totalCount');
}

/** Counts a node just added to each of these lists (Relay connection ids). */
export function countAdded(store: RecordSourceSelectorProxy, connectionIds: readonly string[]): void {
  for (const key of connectionIds) {
    const list = store.get(key);
    if (list) shiftTotalCount(list, 1);
  }
}

/** Takes the node out of each of these lists and out of their totalCount. */
export function removeFromConnections(store: RecordSourceSelectorProxy, connectionIds: readonly string[], nodeId: string): void {
  for (const key of connectionIds) {
    const list = store.get(key);
    if (!list) continue;
    ConnectionHandler.deleteNode(list, nodeId);
    shiftTotalCount(list, -1);
  }
}
