import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildNotification, buildUser } from '../../testing/factories.js';
import { cookieFor, globalId, graphql } from '../../testing/graphql.js';
import { collectSubscription, graphqlWsClient } from '../../testing/graphql-ws.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const MARK_ALL = `mutation {
  markAllNotificationsRead {
    __typename
    ... on MutationMarkAllNotificationsReadSuccess { data { unreadCount viewer { username } } }
    ... on AppError { code }
  }
}`;

const MARK_ONE = `mutation($id: ID!) {
  markNotificationRead(id: $id) {
    __typename
    ... on MutationMarkNotificationReadSuccess { data { id isRead title } }
    ... on AppError { code message }
  }
}`;

describe('Mutation.markAllNotificationsRead', () => {
  it('marks all read, returns the new count and the viewer, and the live unread count follows', async () => {
    const user = await buildUser(app.services.prisma);
    await buildNotification(app.services.prisma, user.id);
    await buildNotification(app.services.prisma, user.id);
    const cookie = await cookieFor(app, user);
    const ws = graphqlWsClient(app.url, { cookie, origin: app.url });
    const stream = collectSubscription(ws, 'subscription { unreadNotificationCount }');
    try {
      await stream.until(1);
      expect(stream.values).toEqual([{ data: { unreadNotificationCount: 2 } }]);

      const body = await graphql(app, MARK_ALL, {}, cookie);
      expect(body.data.markAllNotificationsRead).toEqual({
        __typename: 'MutationMarkAllNotificationsReadSuccess',
        data: { unreadCount: 0, viewer: { username: user.username } },
      });
      await stream.until(2);
      expect(stream.values[1]).toEqual({ data: { unreadNotificationCount: 0 } });
      expect(stream.errors).toEqual([]);
    } finally {
      stream.unsubscribe();
      await ws.dispose();
    }
  });

  it('answers a visitor with UNAUTHENTICATED', async () => {
    expect((await graphql(app, MARK_ALL)).data.markAllNotificationsRead).toEqual({
      __typename: 'AppError',
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('Mutation.markNotificationRead', () => {
  it('marks the viewer’s own notification read, and the live count follows', async () => {
    const user = await buildUser(app.services.prisma);
    const notification = await buildNotification(app.services.prisma, user.id, { title: 'Fist bump!' });
    await buildNotification(app.services.prisma, user.id);
    const cookie = await cookieFor(app, user);
    const ws = graphqlWsClient(app.url, { cookie, origin: app.url });
    const stream = collectSubscription(ws, 'subscription { unreadNotificationCount }');
    try {
      await stream.until(1);
      const body = await graphql(app, MARK_ONE, { id: globalId('Notification', notification.id) }, cookie);
      expect(body.data.markNotificationRead).toEqual({
        __typename: 'MutationMarkNotificationReadSuccess',
        data: { id: globalId('Notification', notification.id), isRead: true, title: 'Fist bump!' },
      });
      await stream.until(2);
      expect(stream.values).toEqual([
        { data: { unreadNotificationCount: 2 } },
        { data: { unreadNotificationCount: 1 } },
      ]);
    } finally {
      stream.unsubscribe();
      await ws.dispose();
    }
  });

  it('answers NOT_FOUND for someone else’s notification and BAD_USER_INPUT for another type’s id', async () => {
    const user = await buildUser(app.services.prisma);
    const other = await buildUser(app.services.prisma);
    const theirs = await buildNotification(app.services.prisma, other.id);
    const cookie = await cookieFor(app, user);
    expect(
      (await graphql(app, MARK_ONE, { id: globalId('Notification', theirs.id) }, cookie)).data.markNotificationRead,
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      (await graphql(app, MARK_ONE, { id: globalId('User', other.id) }, cookie)).data.markNotificationRead,
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    expect((await app.services.prisma.notification.findUniqueOrThrow({ where: { id: theirs.id } })).isRead).toBe(false);
  });
});
