/**
 * Relay's connection handler, with one change for a conversation's message list. When the list is fetched again
 * from its newest end (a screen reopening a conversation from the store, the catch-up after a reconnect), Relay
 * replaces its edges with the page the server sent. A message that arrived live while that request was in flight
 * is newer than anything on that page, and would vanish until the next fetch. This keeps, after the server's
 * page, every message the list held that is newer than the page's newest, in order. Older messages the page
 * lacks go, as Relay would have it (hidden by moderation, or beyond the page).
 */
import {
  ConnectionHandler,
  DefaultHandlerProvider,
  type HandleFieldPayload,
  type RecordProxy,
  type RecordSourceProxy,
} from 'relay-runtime';

type Handler = ReturnType<typeof DefaultHandlerProvider>;
import { MESSAGE_LIST_KEY } from './store-updates';

const createdAtOf = (edge: RecordProxy | null | undefined) => {
  const at = edge?.getLinkedRecord('node')?.getValue('createdAt');
  return typeof at === 'string' ? at : null;
};

const messageListConnection: Handler = {
  update(store: RecordSourceProxy, payload: HandleFieldPayload) {
    const record = store.get(payload.dataID);
    const fromNewestEnd =
      payload.handleKey.startsWith(`__${MESSAGE_LIST_KEY}_connection`) &&
      payload.args.before == null &&
      payload.args.after == null;
    const held = fromNewestEnd ? (record?.getLinkedRecord(payload.handleKey)?.getLinkedRecords('edges') ?? []) : [];
    ConnectionHandler.update(store, payload);
    const connection = record?.getLinkedRecord(payload.handleKey);
    if (held.length === 0 || !connection) return;
    const page = connection.getLinkedRecords('edges') ?? [];
    const onPage = new Set(page.map((edge) => edge?.getLinkedRecord('node')?.getDataID()));
    // ISO instants in UTC compare as text.
    const newest = page.reduce<string | null>((max, edge) => {
      const at = createdAtOf(edge);
      return at !== null && (max === null || at > max) ? at : max;
    }, null);
    for (const edge of held) {
      const at = createdAtOf(edge);
      if (!edge || at === null || onPage.has(edge.getLinkedRecord('node')?.getDataID())) continue;
      if (newest === null || at > newest) ConnectionHandler.insertEdgeAfter(connection, edge);
    }
  },
};

/** Relay's handlers, with the message list's connection handled as above. */
export function handlerProvider(handle: string): Handler {
  return handle === 'connection' ? messageListConnection : DefaultHandlerProvider(handle);
}
