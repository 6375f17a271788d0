import { randomUUID } from 'node:crypto';
import { parse, type GraphQLFieldResolver } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceNotificationsChanged, createNotifications } from '../domain/notifications/notifications.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildUser, signedInClient } from '../testing/factories.js';
import { collectSubscription, graphqlWsClient } from '../testing/graphql-ws.js';
import { schema } from './schema/index.js';
import { sharedOperation } from './shared-delivery.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const field = schema.getSubscriptionType()!.getFields().unreadNotificationCount!;

/** Counts the subscription field's per-event executions while `body` runs (the schema's own resolver, wrapped). */
async function countingExecutions<T>(body: (executions: { count: number }) => Promise<T>): Promise<T> {
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
    stream,
    async close() {
      stream.unsubscribe();
      await client.dispose();
    },
  };
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
