import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser } from '../../testing/factories.js';
import { announceNotificationsChanged, createNotifications, watchUnreadCount } from './notifications.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const timeout = (ms: number) => new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), ms));

describe('watchUnreadCount', () => {
  it('yields the count, then each change', async () => {
    const user = await buildUser(app.services.prisma);
    const counts = watchUnreadCount(app.services, user.id);
    expect((await counts.next()).value).toBe(0);
    const next = counts.next();
    await createNotifications(app.services.prisma, [{ userId: user.id, type: 'referral', title: 'Hi', message: 'Hello' }]);
    announceNotificationsChanged(app.services.events, [user.id]);
    expect((await next).value).toBe(1);
    await counts.return?.();
  });

  it('stops at once when the subscriber leaves, without waiting for another change', async () => {
    const user = await buildUser(app.services.prisma);
    const counts = watchUnreadCount(app.services, user.id);
    await counts.next();
    const pending = counts.next();
    expect(await Promise.race([counts.return!(), timeout(1_000)])).toEqual({ done: true, value: undefined });
    expect(await pending).toEqual({ done: true, value: undefined });
  });
});
