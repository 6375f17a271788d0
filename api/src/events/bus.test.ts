/**
 * Two API processes side by side share events through Redis: a notification created by one reaches a
 * member subscribed on the other.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceNotificationsChanged, createNotifications } from '../domain/notifications/notifications.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildUser, signedInClient } from '../testing/factories.js';
import { collectSubscription, graphqlWsClient } from '../testing/graphql-ws.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let left: TestApp;
let right: TestApp;
beforeAll(async () => {
  left = await createTestApp({ REDIS_URL });
  right = await createTestApp({ REDIS_URL }, { db: left.db });
});
afterAll(async () => {
  await right?.close();
  await left?.close();
});

describe('live events across processes (Redis)', () => {
  it('delivers an unread-count change published by one process to a subscriber on the other', async () => {
    const user = await buildUser(left.services.prisma);
    const cookie = (await signedInClient(left, user)).cookieHeader();
    const client = graphqlWsClient(left.url, { cookie, origin: left.url });
    const stream = collectSubscription(client, 'subscription { unreadNotificationCount }');
    try {
      await stream.until(1);
      expect(stream.values).toEqual([{ data: { unreadNotificationCount: 0 } }]);
      // Give the Redis subscription a moment to be registered before publishing from the other side.
      await new Promise((resolve) => setTimeout(resolve, 200));

      const recipients = await createNotifications(right.services.prisma, [
        { userId: user.id, type: 'other', title: 'From the other process', message: 'Hello' },
      ]);
      announceNotificationsChanged(right.services.events, recipients);
      await stream.until(2);
      expect(stream.values[1]).toEqual({ data: { unreadNotificationCount: 1 } });
    } finally {
      stream.unsubscribe();
      await client.dispose();
    }
  });
});
