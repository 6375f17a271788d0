/**
 * A graphql-ws client for tests, sending the headers a browser would (cookie, origin), and a collector that
 * waits for a subscription's values.
 */
import { createClient, type Client, type SubscribePayload } from 'graphql-ws';
import WebSocket from 'ws';

export function graphqlWsClient(
  httpUrl: string,
  headers: Record<string, string>,
  connectionParams?: Record<string, unknown>,
): Client {
  class BrowserLikeSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  return createClient({
    url: `${httpUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: BrowserLikeSocket,
    retryAttempts: 0,
    lazy: true,
    ...(connectionParams ? { connectionParams } : {}),
  });
}

/** `query`: an operation's text, or the whole payload (a persisted id in `extensions`). */
export function collectSubscription(client: Client, query: string | SubscribePayload) {
  const values: unknown[] = [];
  const errors: unknown[] = [];
  let wake: (() => void) | undefined;
  const unsubscribe = client.subscribe(typeof query === 'string' ? { query } : query, {
    next: (value) => {
      values.push(value);
      wake?.();
    },
    error: (error) => {
      errors.push(error);
      wake?.();
    },
    complete: () => wake?.(),
  });
  return {
    values,
    errors,
    unsubscribe,
    /** Waits (up to `timeoutMs`) until `count` values or errors have arrived. */
    async until(count: number, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (values.length + errors.length < count && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 200);
        });
      }
    },
  };
}

/**
 * Subscribes to `query` on a socket of its own, then waits until the socket's server side listens: a second
 * subscription's first value says so. `close` ends both and the socket.
 */
export async function subscribeWhenListening(httpUrl: string, cookie: string, query: string) {
  const ws = graphqlWsClient(httpUrl, { cookie, origin: httpUrl });
  const stream = collectSubscription(ws, query);
  const ready = collectSubscription(ws, 'subscription { unreadNotificationCount }');
  await ready.until(1);
  return {
    stream,
    async close() {
      stream.unsubscribe();
      ready.unsubscribe();
      await ws.dispose();
    },
  };
}
