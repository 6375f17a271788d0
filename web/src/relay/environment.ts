/**
 * The app's Relay environment: queries and mutations over fetch('/graphql') with the session cookie,
 * subscriptions over graphql-ws on the same path (the socket opens on the first subscription only). Every
 * operation goes by its persisted id, never its text (docs/persisted-operations.md).
 */
import { createClient } from 'graphql-ws/client';
import { useSyncExternalStore } from 'react';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';
import { handlerProvider } from '../messaging/message-list-handler';
import { handleNewVersion, isUnknownOperation } from '../session/new-version';
import { handleSessionLoss } from '../session/session-loss';

const GRAPHQL_PATH = '/graphql';

/** The operation by id (relay-compiler's SHA-256 of its text); the name stays for logs and the browser tests. */
const persisted = (operation: { id?: string | null | undefined; name: string }) => ({
  operationName: operation.name,
  extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } },
});

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ ...persisted(operation), variables }),
  });
  if (response.status === 401) handleSessionLoss();
  const text = await response.text();
  let body: GraphQLResponse;
  try {
    body = JSON.parse(text) as GraphQLResponse;
  } catch {
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  if (isUnauthenticated(body)) handleSessionLoss();
  if (isUnknownOperation(body)) handleNewVersion();
  if (!response.ok && !('errors' in body)) throw new Error(`${response.status}: ${text || response.statusText}`);
  return body;
};

/** A query refused for want of a session (expired, signed out elsewhere) is a lost session. */
function isUnauthenticated(body: GraphQLResponse): boolean {
  const errors = 'errors' in body ? body.errors : undefined;
  return (
    Array.isArray(errors) &&
    errors.some((error) => (error as { extensions?: { code?: unknown } }).extensions?.code === 'UNAUTHENTICATED')
  );
}

function socketUrl(): string {
  const url = new URL(GRAPHQL_PATH, window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

const subscriptions = createClient({ url: socketUrl, lazy: true, retryAttempts: Infinity });

/** Whether the subscription socket is connected: live widgets fall back to polling while it is not. */
let socketConnected = false;
const socketListeners = new Set<() => void>();
function setSocketConnected(connected: boolean) {
  if (socketConnected === connected) return;
  socketConnected = connected;
  for (const listener of socketListeners) listener();
}
/** How many times the socket connected again after a first time: a subscription may start afresh on each. */
let socketReconnects = -1;
subscriptions.on('connected', () => {
  socketReconnects += 1;
  setSocketConnected(true);
});
subscriptions.on('closed', () => setSocketConnected(false));

const listenToSocket = (listener: () => void) => {
  socketListeners.add(listener);
  return () => {
    socketListeners.delete(listener);
  };
};

export function useSocketConnected(): boolean {
  return useSyncExternalStore(listenToSocket, () => socketConnected);
}

/**
 * How many times the socket has come back after its first connection. graphql-ws subscribes again by itself,
 * with the variables of the first time; a subscription whose variables say where to resume from
 * (useMessageEvents.ts) starts afresh when this changes.
 */
export function useSocketReconnects(): number {
  return useSyncExternalStore(listenToSocket, () => Math.max(socketReconnects, 0));
}

const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    // graphql-ws requires a `query` string: an empty one, the id says which operation.
    return subscriptions.subscribe(
      { ...persisted(operation), query: '', variables },
      {
        next: (value) => {
          if (isUnknownOperation(value)) handleNewVersion();
          sink.next(value as GraphQLResponse);
        },
        error: (error) => sink.error(error instanceof Error ? error : new Error(String(error))),
        complete: () => sink.complete(),
      },
    );
  });

export const environment = new Environment({
  network: Network.create(fetchGraphQL, subscribe),
  store: new Store(new RecordSource()),
  handlerProvider,
});
