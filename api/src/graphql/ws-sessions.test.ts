/**
 * Sessions end everywhere at once: when a member is suspended or deleted, signs out, changes their password or
 * revokes a token, the WebSockets opened with the credential that ended close (4403) and their subscriptions
 * stop, on the API process that made the change and on another one sharing Redis; the member's other sockets
 * stay open. Each action runs through /api on one process (in-memory events) and through GraphQL on the other
 * of a pair (Redis), so both adapters and both transports are covered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../domain/access-tokens/access-tokens.js';
import { startConversation } from '../domain/messaging/conversations.js';
import { sendMessage } from '../domain/messaging/messages.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { startRedisServer, type RedisServer } from '../testing/redis-server.js';
import { buildConnection, buildUser, signedInClient, TEST_PASSWORD } from '../testing/factories.js';
import { collectSubscription, graphqlWsClient } from '../testing/graphql-ws.js';
import type { HttpClient } from '../testing/http-client.js';
import { encodeGlobalID } from './global-id.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MESSAGES = 'subscription { messageEvents { message { content } } }';

let single: TestApp;
let left: TestApp;
let right: TestApp;
beforeAll(async () => {
  single = await createTestApp();
  left = await createTestApp({ REDIS_URL });
  right = await createTestApp({ REDIS_URL, REDIS_KEY_PREFIX: left.config.redisKeyPrefix }, { db: left.db });
});
afterAll(async () => {
  await Promise.all([single?.close(), right?.close()]);
  await left?.close();
});

type Stream = ReturnType<typeof collectSubscription> & { close(): Promise<void> };

function watch(app: TestApp, headers: Record<string, string>, connectionParams?: Record<string, unknown>): Stream {
  const client = graphqlWsClient(app.url, headers, connectionParams);
  const stream = collectSubscription(client, MESSAGES);
  return Object.assign(stream, {
    close: async () => {
      stream.unsubscribe();
      await client.dispose();
    },
  });
}

function received(stream: Stream, content: string): boolean {
  return stream.values.some(
    (value) =>
      (value as { data?: { messageEvents?: { message?: { content?: string } } } }).data?.messageEvents?.message
        ?.content === content,
  );
}

/** Waits (up to `timeoutMs`) for what the stream shows to satisfy `done`. */
async function until(stream: Stream, done: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline)
    await stream.until(stream.values.length + stream.errors.length + 1, deadline - Date.now());
}

/**
 * A reader with two browser sessions and an access token, each holding a socket on `watchOn` subscribed to
 * their messages, and a writer in a conversation with them whose own socket there is the control: once it has
 * a message, every open socket of the conversation has it too.
 */
async function scene(actOn: TestApp, watchOn: TestApp) {
  const { prisma } = actOn.services;
  const [reader, writer, other] = [await buildUser(prisma), await buildUser(prisma), await buildUser(prisma)];
  await buildConnection(prisma, writer.id, reader.id);
  const { id: conversationId } = await startConversation(actOn.services, writer.id, { participant2Id: reader.id });
  const [browser, laptop] = [await signedInClient(actOn, reader), await signedInClient(actOn, reader)];
  const { token, record } = await createAccessToken(actOn.services, reader.id, { name: 'bot', scopes: ['read'] });
  const origin = { origin: watchOn.url };
  const sockets = {
    browser: watch(watchOn, { cookie: browser.cookieHeader(), ...origin }),
    laptop: watch(watchOn, { cookie: laptop.cookieHeader(), ...origin }),
    token: watch(watchOn, {}, { authorization: `Bearer ${token}` }),
    writer: watch(watchOn, { cookie: (await signedInClient(actOn, writer)).cookieHeader(), ...origin }),
  };
  const all = Object.values(sockets);
  let sent = 0;
  const send = async () => {
    const content = `message ${++sent}`;
    await sendMessage(actOn.services, writer.id, conversationId, { content });
    return content;
  };
  // Every socket is live before the action: each has had a message (a socket still subscribing misses one
  // sent meanwhile, so it may take another).
  while (all.some((socket) => socket.values.length === 0) && sent < 20) {
    await send();
    await Promise.all(all.map((socket) => socket.until(1, 1_000)));
  }
  expect(all.map((socket) => socket.values.length > 0)).toEqual([true, true, true, true]);
  return {
    reader,
    other,
    browser,
    laptop,
    tokenId: record.id,
    sockets,
    /** After the action: the `ended` sockets close with 4403 and get nothing more; the others get the next message. */
    async expectEnded(...ended: (keyof typeof sockets)[]) {
      const closing = ended.map((name) => sockets[name]);
      await Promise.all(closing.map((socket) => until(socket, () => socket.errors.length > 0)));
      const after = await send();
      // Every socket still open gets it (the writer's among them); a closed one cannot.
      const open = all.filter((socket) => !closing.includes(socket));
      await Promise.all(open.map((socket) => until(socket, () => received(socket, after))));
      const outcome = (socket: Stream) => ({ gotTheNewMessage: received(socket, after), errors: socket.errors });
      const expected = (socket: Stream) =>
        closing.includes(socket)
          ? { gotTheNewMessage: false, errors: [expect.objectContaining({ code: 4403 })] }
          : { gotTheNewMessage: true, errors: [] };
      expect(Object.fromEntries(Object.entries(sockets).map(([name, socket]) => [name, outcome(socket)]))).toEqual(
        Object.fromEntries(Object.entries(sockets).map(([name, socket]) => [name, expected(socket)])),
      );
    },
    close: () => Promise.all(all.map((socket) => socket.close())),
  };
}

async function moderatorClient(app: TestApp): Promise<HttpClient> {
  return signedInClient(app, await buildUser(app.services.prisma, { role: 'moderator' }));
}

async function report(app: TestApp, memberId: string) {
  const reporter = await signedInClient(app, await buildUser(app.services.prisma));
  expect(
    (await reporter.post('/api/reports', { json: { targetType: 'member', targetId: memberId, reason: 'spam' } }))
      .status,
  ).toBe(201);
}

/** A mutation over HTTP with the client's cookie; its result (a union with AppError) must not be an error. */
async function mutate(client: HttpClient, field: string, args: string, variables: Record<string, unknown> = {}) {
  const signature = Object.keys(variables).length
    ? `(${Object.keys(variables)
        .map((name) => `$${name}: ${VARIABLE_TYPES[name]}`)
        .join(', ')})`
    : '';
  const selection = field === 'signOut' ? '' : '{ __typename ... on AppError { message } }';
  const { response, body } = await client.graphql<Record<string, unknown>>(
    `mutation ${signature} { ${field}${args} ${selection} }`,
    variables,
  );
  expect({ status: response.status, errors: body.errors }).toEqual({ status: 200, errors: undefined });
  if (field === 'signOut') expect(body.data?.signOut).toBe(true);
  else expect(body.data?.[field]).not.toMatchObject({ __typename: 'AppError' });
}

const VARIABLE_TYPES: Record<string, string> = {
  input: 'ModerateInput!',
  id: 'ID!',
  password: 'String!',
  current: 'String!',
  next: 'String!',
  login: 'String!',
};

const SUSPEND = { action: 'suspend', targetType: 'member', reason: 'Spam', days: 3 };

describe.each([
  ['through /api, on the same process', () => [single, single] as const, 'rest'],
  ['through GraphQL, on another process sharing Redis', () => [left, right] as const, 'graphql'],
])('a member whose access ends %s', (_label, apps, adapter) => {
  it('is suspended: every socket of theirs closes and gets no new private message', async () => {
    const [actOn, watchOn] = apps();
    const s = await scene(actOn, watchOn);
    try {
      await report(actOn, s.reader.id);
      const moderator = await moderatorClient(actOn);
      if (adapter === 'rest') {
        expect(
          (await moderator.post('/api/moderation/actions', { json: { ...SUSPEND, targetId: s.reader.id } })).status,
        ).toBe(201);
      } else {
        await mutate(moderator, 'moderate', '(input: $input)', { input: { ...SUSPEND, targetId: s.reader.id } });
      }
      await s.expectEnded('browser', 'laptop', 'token');
    } finally {
      await s.close();
    }
  });

  it('deletes their account: every socket of theirs closes', async () => {
    const [actOn, watchOn] = apps();
    const s = await scene(actOn, watchOn);
    try {
      if (adapter === 'rest') {
        expect((await s.browser.request('DELETE', '/api/users/me', { json: { password: TEST_PASSWORD } })).status).toBe(
          200,
        );
      } else {
        await mutate(s.browser, 'deleteAccount', '(password: $password)', { password: TEST_PASSWORD });
      }
      await s.expectEnded('browser', 'laptop', 'token');
    } finally {
      await s.close();
    }
  });

  it("signs out: that session's socket closes, the others stay", async () => {
    const [actOn, watchOn] = apps();
    const s = await scene(actOn, watchOn);
    try {
      if (adapter === 'rest') expect((await s.browser.post('/api/logout')).status).toBe(303);
      else await mutate(s.browser, 'signOut', '');
      await s.expectEnded('browser');
    } finally {
      await s.close();
    }
  });

  it("changes the password: the other sessions' sockets close; the session that changed it and the token stay", async () => {
    const [actOn, watchOn] = apps();
    const s = await scene(actOn, watchOn);
    try {
      const change = { currentPassword: TEST_PASSWORD, newPassword: 'a-brand-new-password' };
      if (adapter === 'rest') {
        expect((await s.browser.post('/api/users/change-password', { json: change })).status).toBeLessThan(300);
      } else {
        await mutate(s.browser, 'changePassword', '(currentPassword: $current, newPassword: $next)', {
          current: change.currentPassword,
          next: change.newPassword,
        });
      }
      await s.expectEnded('laptop');
    } finally {
      await s.close();
    }
  });

  it("revokes a token: that token's socket closes, the sessions' stay", async () => {
    const [actOn, watchOn] = apps();
    const s = await scene(actOn, watchOn);
    try {
      if (adapter === 'rest') {
        expect((await s.browser.delete(`/api/access-tokens/${s.tokenId}`)).status).toBe(204);
      } else {
        await mutate(s.browser, 'revokeAccessToken', '(id: $id)', { id: encodeGlobalID('AccessToken', s.tokenId) });
      }
      await s.expectEnded('token');
    } finally {
      await s.close();
    }
  });

  it("signs in as someone else in the same browser: the previous session's socket closes", async () => {
    const [actOn, watchOn] = apps();
    const s = await scene(actOn, watchOn);
    try {
      // The browser's cookie goes along with the sign-in, which ends the session it named.
      const signIn = { email: s.other.email, password: TEST_PASSWORD };
      if (adapter === 'rest') expect((await s.browser.post('/api/login', { json: signIn })).status).toBe(200);
      else
        await mutate(s.browser, 'signIn', '(login: $login, password: $password)', {
          login: signIn.email,
          password: signIn.password,
        });
      await s.expectEnded('browser');
    } finally {
      await s.close();
    }
  });
});

describe('a member suspended while Redis is down', () => {
  let redis: RedisServer;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    redis = await startRedisServer();
    one = await createTestApp({ REDIS_URL: redis.url });
    two = await createTestApp({ REDIS_URL: redis.url, REDIS_KEY_PREFIX: one.config.redisKeyPrefix }, { db: one.db });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
    await redis?.close();
  });

  /** Until both processes see Redis as `state` (their health checks run every second). */
  async function bothSee(state: 'up' | 'down') {
    const deadline = Date.now() + 15_000;
    while ([one, two].some((app) => app.services.redis?.state !== state) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect([one.services.redis?.state, two.services.redis?.state]).toEqual([state, state]);
  }

  it("closes their sockets on the other process once Redis answers again (the change's event never reached it)", async () => {
    const s = await scene(one, two);
    try {
      await redis.stop();
      await bothSee('down');
      await report(one, s.reader.id);
      expect(
        (
          await (
            await moderatorClient(one)
          ).post('/api/moderation/actions', { json: { ...SUSPEND, targetId: s.reader.id } })
        ).status,
      ).toBe(201);
      await redis.start();
      await bothSee('up');
      await s.expectEnded('browser', 'laptop', 'token');
    } finally {
      await s.close();
    }
  });
});
