/**
 * A member's graphql-ws socket as the web app holds it on the home page with the chat open: one connection
 * (graphql-transport-ws) carrying the unread notification count and the chat's message events, each by its
 * persisted id with an empty `query` (docs/persisted-operations.md).
 */
import WebSocket from 'ws';
import { persistedOperation } from './web-operations.mjs';

/** What the socket reports to. */
export interface SocketListener {
  /** A chat message from another member heard, `ms` after it was sent. */
  delivery(ms: number): void;
  /** Something wrong on the socket: an error message, the server ending a subscription or the connection. */
  socketProblem(problem: string): void;
}

const SUBSCRIPTIONS: Record<string, string> = {
  '1': 'useUnreadNotificationCountSubscription',
  '2': 'useMessageEventsSubscription',
};
const FIRST_COUNT_TIMEOUT_MS = 30_000;

interface ServerMessage {
  type: string;
  id?: string;
  payload?: {
    data?: { messageEvents?: { kind: string; replayed: boolean; message: { isOwn: boolean; content: string } } };
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

/**
 * Opens the socket with the member's headers (`cookie`, `origin`, `x-forwarded-for`) and both subscriptions;
 * resolves, with a function that closes it, once the unread count's first value has come. Problems before that
 * reject; after it they go to `listener`, as do the deliveries of others' messages (the bench's messages carry
 * their sending time).
 */
export function openMemberSocket(
  url: string,
  headers: Record<string, string>,
  listener: SocketListener,
): Promise<() => void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', { headers });
    let ready = false;
    let closed = false;
    const close = () => {
      closed = true;
      socket.terminate();
    };
    const fail = (problem: string, fatal: boolean) => {
      if (closed) return;
      if (fatal) close();
      if (ready) return listener.socketProblem(problem);
      close();
      clearTimeout(timer);
      reject(new Error(problem));
    };
    const timer = setTimeout(() => fail('no unread count within 30 s', true), FIRST_COUNT_TIMEOUT_MS);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as ServerMessage;
      const name = SUBSCRIPTIONS[message.id ?? ''] ?? 'the socket';
      if (message.type === 'connection_ack') {
        for (const [id, operation] of Object.entries(SUBSCRIPTIONS)) {
          socket.send(
            JSON.stringify({ id, type: 'subscribe', payload: { ...persistedOperation(operation), query: '' } }),
          );
        }
      } else if (message.type === 'ping') {
        socket.send(JSON.stringify({ type: 'pong' }));
      } else if (message.type === 'next' && message.payload?.errors?.length) {
        const [error] = message.payload.errors;
        fail(`${name}: ${error!.extensions?.code ?? error!.message}`, false);
      } else if (message.type === 'next' && message.id === '1') {
        if (ready) return;
        ready = true;
        clearTimeout(timer);
        resolve(close);
      } else if (message.type === 'next' && message.id === '2') {
        const event = message.payload?.data?.messageEvents;
        const sentAt = /sent at (\d+)$/.exec(event?.message.content ?? '')?.[1];
        if (event?.kind === 'ADDED' && !event.replayed && !event.message.isOwn && sentAt) {
          listener.delivery(Date.now() - Number(sentAt));
        }
      } else if (message.type !== 'pong') {
        // `error` or `complete`: the server refused or ended a subscription the page holds.
        fail(`${message.type} on ${name}: ${String(raw).slice(0, 200)}`, false);
      }
    });
    socket.on('close', (code) => fail(`socket closed (${code})`, true));
    socket.on('error', (error) => fail(error.message, true));
  });
}
