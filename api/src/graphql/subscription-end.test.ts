/**
 * A subscription whose source fails as it stops (a bug in a listener's stop, made here by wrapping the real bus's
 * listeners) ends for its subscriber alone: the failure is logged, the process goes on serving, and the socket its
 * subscriber shares with other operations stays open. Over WebSocket, closing the socket and completing the
 * operation; over HTTP, the client leaving an event stream.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildUser, signedInClient } from '../testing/factories.js';
import { collectSubscription as collect, graphqlWsClient } from '../testing/graphql-ws.js';

const FAILURE = 'A subscription failed to stop its source; ended it anyway';
const QUERY = 'subscription { unreadNotificationCount }';

let app: TestApp;
const lines: Record<string, unknown>[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  app = await createTestApp({}, undefined, { logLines: (line) => lines.push(line) });
  process.on('unhandledRejection', onUnhandled);
});
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await app.close();
});
afterEach(() => {
  vi.restoreAllMocks();
  lines.length = 0;
  unhandled.length = 0;
});

/** From now on every listener of the bus stops, then throws. */
function breakListenerStops() {
  const { events } = app.services;
  const listen = events.listen.bind(events);
  vi.spyOn(events, 'listen').mockImplementation((topic, key, onEvent) => {
    const listener = listen(topic, key, onEvent);
    return {
      ready: listener.ready,
      stop() {
        listener.stop();
        throw new Error('the listener failed to stop');
      },
    };
  });
}

/** Waits for `count` log lines of the failure (a test that sees none fails on its timeout). */
async function failuresLogged(count: number) {
  await vi.waitFor(() => expect(lines.filter((line) => line.msg === FAILURE)).toHaveLength(count), {
    timeout: 5_000,
  });
  expect(lines.find((line) => line.msg === FAILURE)).toMatchObject({
    level: 50,
    err: { message: 'the listener failed to stop' },
  });
}

async function memberCookie() {
  return (await signedInClient(app, await buildUser(app.services.prisma))).cookieHeader();
}

describe('a subscription that fails to stop its source', () => {
  it('over WebSocket, ends with its socket: logged, and the process serves on', async () => {
    breakListenerStops();
    const cookie = await memberCookie();
    const client = graphqlWsClient(app.url, { cookie, origin: app.url });
    const stream = collect(client, QUERY);
    await stream.until(1);
    expect(stream.values).toEqual([{ data: { unreadNotificationCount: 0 } }]);
    await client.dispose();
    await failuresLogged(1);

    vi.restoreAllMocks();
    const again = graphqlWsClient(app.url, { cookie, origin: app.url });
    const next = collect(again, QUERY);
    await next.until(1);
    expect(next.values).toEqual([{ data: { unreadNotificationCount: 0 } }]);
    await again.dispose();
    expect(unhandled).toEqual([]);
  });

  it('over WebSocket, completed by its client: the socket stays open for its other operations', async () => {
    breakListenerStops();
    const client = graphqlWsClient(app.url, { cookie: await memberCookie(), origin: app.url });
    const closes: number[] = [];
    client.on('closed', (event) => closes.push((event as { code: number }).code));
    try {
      // The client closes its socket once it runs nothing: this one keeps it open meanwhile.
      const keeper = collect(client, QUERY);
      await keeper.until(1);
      const first = collect(client, QUERY);
      await first.until(1);
      first.unsubscribe();
      await failuresLogged(1);

      const second = collect(client, QUERY);
      await second.until(1);
      expect(second.values).toEqual([{ data: { unreadNotificationCount: 0 } }]);
      expect(closes).toEqual([]);
      second.unsubscribe();
      await failuresLogged(2);
    } finally {
      await client.dispose();
    }
    // The keeper ends with the socket, its source failing too: counted here, not in the next test.
    await failuresLogged(3);
    expect(unhandled).toEqual([]);
  });

  it('over HTTP, ends when the client leaves its event stream', async () => {
    breakListenerStops();
    const leave = new AbortController();
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: {
        accept: 'text/event-stream',
        'content-type': 'application/json',
        cookie: await memberCookie(),
        origin: app.url,
      },
      body: JSON.stringify({ query: QUERY }),
      signal: leave.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    let received = '';
    while (!received.includes('unreadNotificationCount')) {
      const { value, done } = await reader.read();
      if (done) break;
      received += new TextDecoder().decode(value);
    }
    expect(received).toContain('{"data":{"unreadNotificationCount":0}}');
    leave.abort();
    await reader.cancel().catch(() => {});
    await failuresLogged(1);
    expect(unhandled).toEqual([]);
  });
});
