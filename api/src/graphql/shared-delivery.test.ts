import { randomUUID } from 'node:crypto';
import { parse, type GraphQLFieldResolver } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { announceNotificationsChanged, createNotifications } from '../domain/notifications/notifications.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildConnection, buildUser, signedInClient } from '../testing/factories.js';
import { messagingHelpers } from '../testing/messaging.js';
import { webOperation } from '../testing/web-operations.js';
import { collectSubscription, graphqlWsClient, subscribeWhenListening } from '../testing/graphql-ws.js';
import { schema } from './schema/index.js';
import { sharedOperation } from './shared-delivery.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** Counts a subscription field's per-event executions while `body` runs (the schema's own resolver, wrapped). */
async function countingExecutions<T>(
  body: (executions: { count: number }) => Promise<T>,
  name = 'unreadNotificationCount',
): Promise<T> {
  const field = schema.getSubscriptionType()!.getFields()[name]!;
  const original = field.resolve as GraphQLFieldResolver<unknown, unknown>;
  const executions = { count: 0 };
  field.resolve = (...args) => {
    executions.count += 1;
    return original(...args);
  };
  try {
    return await body(executions);
  } finally {
    field.resolve = original;
  }
}

async function notify(userIds: string[]) {
  const recipients = await createNotifications(
    app.services.prisma,
    userIds.map((userId) => ({ userId, type: 'other' as const, title: 't', message: 'm' })),
    app.services,
  );
  announceNotificationsChanged(app.services.events, recipients);
}

async function subscriber(operation: string) {
  const user = await buildUser(app.services.prisma);
  const cookie = (await signedInClient(app, user)).cookieHeader();
  const client = graphqlWsClient(app.url, { cookie, origin: app.url });
  const stream = collectSubscription(client, operation);
  return {
    user,
    client,
    stream,
    async close() {
      stream.unsubscribe();
      await client.dispose();
    },
  };
}

interface NextFrame {
  socket: WebSocket;
  message: { id: string; type: string; payload: unknown };
  /** graphql-ws passes a callback with every frame it sends; a direct delivery does not. */
  sentByGraphqlWs: boolean;
}

/** The `next` frames the server's sockets send while `body` runs (clients send none). */
async function recordingNextFrames<T>(body: (frames: NextFrame[]) => Promise<T>): Promise<T> {
  const original = WebSocket.prototype.send;
  const frames: NextFrame[] = [];
  WebSocket.prototype.send = function (this: WebSocket, data: unknown, ...rest: unknown[]) {
    const message = typeof data === 'string' ? (JSON.parse(data) as NextFrame['message']) : undefined;
    if (message?.type === 'next') {
      frames.push({ socket: this, message, sentByGraphqlWs: rest.some((arg) => typeof arg === 'function') });
    }
    return (original as (...args: unknown[]) => void).call(this, data, ...rest);
  } as typeof original;
  try {
    return await body(frames);
  } finally {
    WebSocket.prototype.send = original;
  }
}

describe('shared live deliveries', () => {
  it('executes a count once for every subscriber who hears the same value, and each hears only their own', async () => {
    // A document of its own: results are shared per document, and no earlier test has executed this one.
    const operation = `subscription Shared${randomUUID().replaceAll('-', '')} { unreadNotificationCount }`;
    await countingExecutions(async (executions) => {
      const members = await Promise.all([1, 2, 3, 4].map(() => subscriber(operation)));
      try {
        await Promise.all(members.map((m) => m.stream.until(1)));
        expect(members.map((m) => m.stream.values)).toEqual(
          members.map(() => [{ data: { unreadNotificationCount: 0 } }]),
        );
        expect(executions.count).toBe(1);

        // Three go to 1 together; the fourth hears nothing of theirs.
        await notify(members.slice(0, 3).map((m) => m.user.id));
        await Promise.all(members.slice(0, 3).map((m) => m.stream.until(2)));
        expect(executions.count).toBe(2);
        // The fourth now goes to 1 as well (a value already executed) and one of the three to 2 (a new one).
        await notify([members[3]!.user.id, members[0]!.user.id]);
        await members[3]!.stream.until(2);
        await members[0]!.stream.until(3);
        expect(executions.count).toBe(3);

        expect(
          members.map((m) =>
            m.stream.values.map(
              (v) => (v as { data: { unreadNotificationCount: number } }).data.unreadNotificationCount,
            ),
          ),
        ).toEqual([
          [0, 1, 2],
          [0, 1],
          [0, 1],
          [0, 1],
        ]);
        expect(members.flatMap((m) => m.stream.errors)).toEqual([]);
      } finally {
        await Promise.all(members.map((m) => m.close()));
      }
    });
  });

  it('writes a shared count to the socket itself, as graphql-ws would frame it, and nothing once completed', async () => {
    const operation = `subscription Direct${randomUUID().replaceAll('-', '')} { unreadNotificationCount }`;
    await recordingNextFrames(async (frames) => {
      const [stays, leaves] = await Promise.all([subscriber(operation), subscriber(operation)]);
      try {
        await Promise.all([stays.stream.until(1), leaves.stream.until(1)]);
        await notify([leaves.user.id]);
        await leaves.stream.until(2);
        expect(frames.map((frame) => frame.sentByGraphqlWs)).toEqual([false, false, false]);
        const toLeaver = frames.find(
          (frame) =>
            (frame.message.payload as { data: { unreadNotificationCount: number } }).data.unreadNotificationCount === 1,
        )!;
        expect(toLeaver.message).toEqual({
          id: expect.any(String),
          type: 'next',
          payload: { data: { unreadNotificationCount: 1 } },
        });

        // Completed, then a second operation on the same socket: the server has handled the completion once that
        // one's first value arrives (it reads a socket's messages in order).
        leaves.stream.unsubscribe();
        const after = collectSubscription(leaves.client, 'subscription { unreadNotificationCount }');
        await after.until(1);
        const completedAt = frames.length;
        await notify([stays.user.id, leaves.user.id]);
        await Promise.all([stays.stream.until(2), after.until(2)]);
        expect(stays.stream.values.at(-1)).toEqual({ data: { unreadNotificationCount: 1 } });
        expect(after.values.at(-1)).toEqual({ data: { unreadNotificationCount: 2 } });
        const toLeaverSince = frames.slice(completedAt).filter((frame) => frame.socket === toLeaver.socket);
        expect(toLeaverSince.map((frame) => frame.message.id)).not.toContain(toLeaver.message.id);
        expect(toLeaverSince).toHaveLength(1);
        expect(leaves.stream.values).toHaveLength(2);
        after.unsubscribe();
      } finally {
        await Promise.all([stays.close(), leaves.close()]);
      }
    });
  });

  it('answers an alias under its own name, and still refuses a visitor', async () => {
    const member = await subscriber('subscription { badge: unreadNotificationCount }');
    const visitor = collectSubscription(
      graphqlWsClient(app.url, { origin: app.url }),
      'subscription { unreadNotificationCount }',
    );
    try {
      await member.stream.until(1);
      expect(member.stream.values).toEqual([{ data: { badge: 0 } }]);
      await notify([member.user.id]);
      await member.stream.until(2);
      expect(member.stream.values.at(-1)).toEqual({ data: { badge: 1 } });
      await visitor.until(1);
      expect(visitor.values).toEqual([
        { errors: [expect.objectContaining({ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } })] },
      ]);
    } finally {
      visitor.unsubscribe();
      await member.close();
    }
  });

  it('shares only a lone leaf field that declares it, with no fragments, directives or variables', () => {
    const shared = (text: string) =>
      sharedOperation({ schema, document: parse(text), operationName: undefined }) !== undefined;
    expect(shared('subscription { unreadNotificationCount }')).toBe(true);
    expect(shared('subscription { unreadMessageCount }')).toBe(true);
    expect(shared('subscription { n: unreadNotificationCount }')).toBe(true);
    expect(shared('subscription { unreadNotificationCount @include(if: true) }')).toBe(false);
    expect(shared('subscription ($on: Boolean!) { unreadNotificationCount @include(if: $on) }')).toBe(false);
    expect(shared('subscription { ...F } fragment F on Subscription { unreadNotificationCount }')).toBe(false);
    expect(shared('subscription { conversationEvents { kind } }')).toBe(false);
    expect(shared('query { unreadNotificationCount }')).toBe(false);
  });
});

describe('shared message deliveries', () => {
  const shares = (text: string) => sharedOperation({ schema, document: parse(text), operationName: undefined });

  it('shares a selection within the listed fields, and asks for the class only when a field needs it', async () => {
    // The web app's subscription as it sends it, fragments and all.
    const web = shares(await webOperation('useMessageEventsSubscription'));
    expect(web?.byClass?.needsClass).toBe(true);
    const plain = shares(
      'subscription { messageEvents { kind message { databaseId content createdAt sender { username firstName } } } }',
    );
    expect(plain?.byClass?.needsClass).toBe(false);
    expect(shares('subscription { messageEvents { message { sender { email } } } }')?.byClass?.needsClass).toBe(true);
    expect(shares('subscription { messageEvents { message { ... on Message { isOwn } } } }')).toBeDefined();
    // Anything that depends on the viewer otherwise, takes arguments, or is steered by a directive executes alone.
    for (const alone of [
      'subscription { messageEvents { message { conversation { unreadCount } } } }',
      'subscription { messageEvents { message { conversation { participantsPreview(first: 2) { username } } } } }',
      'subscription { messageEvents { message { sender { dadScore } } } }',
      'subscription { messageEvents { message { sender { conversations { totalCount } } } } }',
      'subscription { messageEvents { message { content @include(if: true) } } }',
      'subscription { messageEvents { message { ...F } } } fragment F on Message @custom { content }',
      'subscription { messageEvents { message { ... on Node { id } } } }',
      'subscription { messageEvents { kind } conversationEvents { kind } }',
      'subscription { conversationEvents { kind conversation { id } } }',
    ]) {
      expect(shares(alone), alone).toBeUndefined();
    }
  });

  /**
   * Five readers of one group message whose sender shows their e-mail to connections: the sender, two of their
   * connections, a member who is not one, and the group's host (connected to everyone).
   */
  async function readersOfOneMessage(on: TestApp) {
    const chat = messagingHelpers(on);
    const host = await chat.dad();
    const sender = await chat.dad({ showEmail: true, emailVisibility: 'connections' });
    const friends = [await chat.dad(), await chat.dad()];
    const stranger = await chat.dad();
    for (const member of [sender, ...friends, stranger]) {
      await buildConnection(on.services.prisma, host.user.id, member.user.id);
    }
    for (const friend of friends) await buildConnection(on.services.prisma, sender.user.id, friend.user.id);
    const group = await chat.startGroup(host, [sender, ...friends, stranger]);

    const operation = `subscription Shared${randomUUID().replaceAll('-', '')} {
      messageEvents { kind message { content isOwn sender { username email } } } }`;
    await countingExecutions(async (executions) => {
      const readers = [sender, ...friends, stranger, host];
      const streams = await Promise.all(
        readers.map((r) => subscribeWhenListening(on.url, r.client.cookieHeader(), operation)),
      );
      try {
        await chat.send(sender, group.id, 'Grill at six');
        await Promise.all(streams.map((s) => s.stream.until(1)));
        const event = (isOwn: boolean, email: string | null) => ({
          data: {
            messageEvents: {
              kind: 'ADDED',
              message: { content: 'Grill at six', isOwn, sender: { username: sender.user.username, email } },
            },
          },
        });
        expect(streams.map((s) => s.stream.values)).toEqual([
          [event(true, sender.user.email)],
          [event(false, sender.user.email)],
          [event(false, sender.user.email)],
          [event(false, null)],
          [event(false, sender.user.email)],
        ]);
        // Three relationships to the sender: self; connected (the two friends and the host); neither (the stranger).
        expect(executions.count).toBe(3);
      } finally {
        await Promise.all(streams.map((s) => s.close()));
      }
    }, 'messageEvents');
  }

  it('executes a message once per relationship to its sender, and each subscriber hears what their relationship shows', () =>
    readersOfOneMessage(app));

  it('shares as much when the event comes back through Redis, a parsed copy for each reader', async () => {
    const throughRedis = await createTestApp({ REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' });
    try {
      await readersOfOneMessage(throughRedis);
    } finally {
      await throughRedis.close();
    }
  });
});
