/**
 * The caps on GraphQL WebSockets (docs/live-events.md#limits): operations per socket, sockets per member and per
 * client address, the size of a message, and what a flood of subscribes on one socket costs the server.
 */
import type { IncomingMessage } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../testing/app.js';
import { mainThreadCpuMs } from '../testing/cpu.js';
import { buildUser, signedInClient } from '../testing/factories.js';

interface Message {
  id?: string;
  type: string;
  payload?: unknown;
}

/**
 * A raw graphql-transport-ws socket: `ready` resolves with 'ack' once the server acknowledged connection_init,
 * or with the close code if it closed first; `closed` with the close code and reason.
 */
function open(
  app: TestApp,
  headers: Record<string, string> = {},
  { init = true, autoPong = true }: { init?: boolean; autoPong?: boolean } = {},
) {
  const ws = new WebSocket(`${app.url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
    headers: { origin: app.url, ...headers },
    autoPong,
  });
  const messages: Message[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const ready = new Promise<'ack' | number>((resolve) => {
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as Message;
      messages.push(message);
      if (message.type === 'connection_ack') resolve('ack');
    });
    void closed.then(({ code }) => resolve(code));
  });
  if (init) ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: {} })));
  ws.on('error', () => {}); // reported through `closed`
  return {
    ws,
    messages,
    ready,
    closed,
    subscribe(id: string, query = 'subscription { unreadNotificationCount }') {
      ws.send(JSON.stringify({ id, type: 'subscribe', payload: { query } }));
    },
    /** Waits until `done` holds for the messages so far, or the socket closes. */
    async until(done: (messages: Message[]) => boolean) {
      while (!done(messages) && ws.readyState === WebSocket.OPEN) {
        await Promise.race([new Promise((resolve) => ws.once('message', resolve)), closed]);
      }
    },
    close() {
      ws.terminate();
    },
  };
}

const firstOf = (messages: Message[], id: string) => messages.find((m) => m.id === id);

describe('operations per socket', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ WS_SUBSCRIPTIONS_PER_SOCKET: '3' });
  });
  afterAll(() => app.close());

  it('refuses the next one with BAD_USER_INPUT and the limit, takes one again once another completes, and closes a client that floods (4429)', async () => {
    const cookie = (await signedInClient(app, await buildUser(app.services.prisma))).cookieHeader();
    const socket = open(app, { cookie });
    try {
      expect(await socket.ready).toBe('ack');
      for (const id of ['1', '2', '3']) socket.subscribe(id);
      await socket.until((messages) => ['1', '2', '3'].every((id) => firstOf(messages, id)));
      expect(['1', '2', '3'].map((id) => firstOf(socket.messages, id))).toEqual(
        ['1', '2', '3'].map((id) => ({ id, type: 'next', payload: { data: { unreadNotificationCount: 0 } } })),
      );

      socket.subscribe('4');
      await socket.until((messages) => Boolean(firstOf(messages, '4')));
      expect(firstOf(socket.messages, '4')).toEqual({
        id: '4',
        type: 'error',
        payload: [
          {
            message: 'This connection already runs 3 operations, the most it may: complete one first.',
            extensions: { code: 'BAD_USER_INPUT', limit: { name: 'subscriptionsPerSocket', maximum: 3, found: 4 } },
          },
        ],
      });

      socket.ws.send(JSON.stringify({ id: '1', type: 'complete' }));
      socket.subscribe('5');
      await socket.until((messages) => Boolean(firstOf(messages, '5')));
      expect(firstOf(socket.messages, '5')).toMatchObject({
        type: 'next',
        payload: { data: { unreadNotificationCount: 0 } },
      });

      // Refused as many times as the cap, the client is flooding: the socket closes.
      for (const id of ['6', '7', '8', '9']) socket.subscribe(id);
      expect(await socket.closed).toEqual({
        code: 4429,
        reason: 'Too many subscriptions: complete some before starting more.',
      });
      expect(
        ['6', '7', '8', '9']
          .map((id) => firstOf(socket.messages, id)?.type ?? 'none')
          .filter((type) => type !== 'error' && type !== 'none'),
      ).toEqual([]);
    } finally {
      socket.close();
    }
  });
});

describe('sockets per member and per address', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ WS_SOCKETS_PER_MEMBER: '2', WS_SOCKETS_PER_ADDRESS: '3' });
  });
  afterAll(() => app.close());

  it("closes a member's socket past the cap (4429), whatever the address; others' sockets and a socket after one closed are taken", async () => {
    const [member, other] = [await buildUser(app.services.prisma), await buildUser(app.services.prisma)];
    const cookie = (await signedInClient(app, member)).cookieHeader();
    const otherCookie = (await signedInClient(app, other)).cookieHeader();
    const first = open(app, { cookie, 'x-forwarded-for': '203.0.113.1' });
    const second = open(app, { cookie, 'x-forwarded-for': '203.0.113.2' });
    const sockets = [first, second];
    try {
      expect([await first.ready, await second.ready]).toEqual(['ack', 'ack']);
      const third = open(app, { cookie, 'x-forwarded-for': '203.0.113.3' });
      sockets.push(third);
      expect(await third.closed).toEqual({
        code: 4429,
        reason: 'Too many connections for this member: close one first.',
      });
      const others = open(app, { cookie: otherCookie, 'x-forwarded-for': '203.0.113.3' });
      sockets.push(others);
      expect(await others.ready).toBe('ack');

      first.close();
      await first.closed;
      const again = open(app, { cookie, 'x-forwarded-for': '203.0.113.4' });
      sockets.push(again);
      expect(await again.ready).toBe('ack');
    } finally {
      for (const socket of sockets) socket.close();
    }
  });

  it('closes a socket past the cap of its address (4429), counting an IPv6 /64 as one address', async () => {
    const address = (n: number) => ({ 'x-forwarded-for': `2001:db8:7:${n > 3 ? 8 : 7}::${n}` });
    const sockets = [1, 2, 3].map((n) => open(app, address(n)));
    try {
      expect(await Promise.all(sockets.map((socket) => socket.ready))).toEqual(['ack', 'ack', 'ack']);
      const fourth = open(app, { 'x-forwarded-for': '2001:db8:7:7::99' });
      sockets.push(fourth);
      expect(await fourth.closed).toEqual({
        code: 4429,
        reason: 'Too many connections from this address: close one first.',
      });
      const elsewhere = open(app, address(4));
      sockets.push(elsewhere);
      expect(await elsewhere.ready).toBe('ack');

      sockets[0]!.close();
      await sockets[0]!.closed;
      const again = open(app, { 'x-forwarded-for': '2001:db8:7:7::5' });
      sockets.push(again);
      expect(await again.ready).toBe('ack');
    } finally {
      for (const socket of sockets) socket.close();
    }
  });
});

describe('a flood on one socket', () => {
  let app: TestApp;
  let statements = 0;
  beforeAll(async () => {
    app = await createTestApp({}, undefined, { onQuery: () => void statements++ });
  });
  afterAll(() => app.close());

  it('costs bounded work: of 2,000 subscribes at once, at most the cap start, and the socket closes (4429)', async () => {
    const cookie = (await signedInClient(app, await buildUser(app.services.prisma))).cookieHeader();
    const socket = open(app, { cookie });
    try {
      expect(await socket.ready).toBe('ack');
      // Warm: the first subscription loads what every later one reuses.
      socket.subscribe('warm');
      await socket.until((messages) => Boolean(firstOf(messages, 'warm')));
      socket.ws.send(JSON.stringify({ id: 'warm', type: 'complete' }));

      const [cpu, before] = [mainThreadCpuMs(), statements];
      for (let i = 0; i < 2000; i++) socket.subscribe(String(i));
      const answered = new Set<string>();
      let seen = socket.messages.length;
      await socket.until((messages) => {
        for (const { id } of messages.slice(seen)) if (id !== undefined && id !== 'warm') answered.add(id);
        seen = messages.length;
        return answered.size === 2000;
      });
      const spent = { cpuMs: mainThreadCpuMs() - cpu, statements: statements - before };
      expect((await socket.closed).code).toBe(4429);
      // Each subscription that starts costs two statements (its caller, its count). Before the caps, all 2,000
      // started: 4,000 statements and 13 s of CPU on PGlite.
      expect(spent.statements).toBeLessThanOrEqual(2 * 50);
      expect(spent.cpuMs).toBeLessThan(2_000);
    } finally {
      socket.close();
    }
  });

  it('closes a socket whose message is larger than any operation (1009) before reading it', async () => {
    const socket = open(app);
    try {
      expect(await socket.ready).toBe('ack');
      socket.subscribe('big', `subscription { unreadNotificationCount } # ${'x'.repeat(200_000)}`);
      expect((await socket.closed).code).toBe(1009);
    } finally {
      socket.close();
    }
  });
});

describe('sockets kept alive, and what an open socket keeps', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ WS_KEEP_ALIVE_MS: '100' });
  });
  afterAll(() => app.close());

  it('closes a socket whose connection_init does not come within 3 seconds (4408)', async () => {
    const socket = open(app, {}, { init: false });
    try {
      expect(await socket.closed).toEqual({ code: 4408, reason: 'Connection initialisation timeout' });
    } finally {
      socket.close();
    }
  }, 10_000);

  it('pings every socket, drops one that stops answering, and keeps one that answers', async () => {
    const answering = open(app);
    const silent = open(app, {}, { autoPong: false });
    let pings = 0;
    answering.ws.on('ping', () => pings++);
    try {
      expect(await answering.ready).toBe('ack');
      expect(await silent.ready).toBe('ack');
      // Pinged, not answered by the next round: terminated without a closing handshake (1006 on this side).
      expect((await silent.closed).code).toBe(1006);
      await new Promise((resolve) => answering.ws.once('ping', resolve));
      expect(pings).toBeGreaterThanOrEqual(2);
      expect(answering.ws.readyState).toBe(WebSocket.OPEN);
    } finally {
      answering.close();
      silent.close();
    }
  });

  it('lets go of the upgrade request once the socket is open and subscribed', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    let upgrade: WeakRef<IncomingMessage> | undefined;
    const remember = (req: IncomingMessage) => (upgrade = new WeakRef(req));
    app.server.prependOnceListener('upgrade', remember);
    const cookie = (await signedInClient(app, await buildUser(app.services.prisma))).cookieHeader();
    const socket = open(app, { cookie });
    try {
      expect(await socket.ready).toBe('ack');
      socket.subscribe('count');
      await socket.until((messages) => Boolean(firstOf(messages, 'count')));
      expect(firstOf(socket.messages, 'count')).toEqual({
        id: 'count',
        type: 'next',
        payload: { data: { unreadNotificationCount: 0 } },
      });
      expect(upgrade).toBeDefined();
      for (let i = 0; i < 3 && upgrade!.deref(); i++) {
        await new Promise((resolve) => setImmediate(resolve));
        gc();
      }
      expect(upgrade!.deref()).toBeUndefined();
      expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    } finally {
      socket.close();
    }
  });
});
