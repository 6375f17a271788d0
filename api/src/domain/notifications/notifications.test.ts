import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildNotification, buildUser } from '../../testing/factories.js';
import {
  announceNotificationsChanged,
  countUnreadNotifications,
  createNotifications,
  watchUnreadCount,
} from './notifications.js';
import { markAllNotificationsRead, markNotificationRead } from './read.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const timeout = (ms: number) => new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), ms));

function notify(userId: string) {
  return createNotifications(
    app.services.prisma,
    [{ userId, type: 'referral', title: 'Hi', message: 'Hello' }],
    app.services,
  );
}

describe('watchUnreadCount', () => {
  it('yields the count, then each change carried by the events', async () => {
    const user = await buildUser(app.services.prisma);
    const counts = watchUnreadCount(app.services, user.id);
    expect((await counts.next()).value).toBe(0);
    const next = counts.next();
    const published = await notify(user.id);
    expect(published).toEqual([{ userId: user.id, count: 1, version: 1 }]);
    announceNotificationsChanged(app.services.events, published);
    expect((await next).value).toBe(1);
    await counts.return?.();
  });

  it('shows what the event says, without reading the database again', async () => {
    const user = await buildUser(app.services.prisma);
    const counts = watchUnreadCount(app.services, user.id);
    expect((await counts.next()).value).toBe(0);
    // Nothing in the database says 7: a subscriber that counted again would show 0.
    announceNotificationsChanged(app.services.events, [{ userId: user.id, count: 7, version: 1 }]);
    expect((await counts.next()).value).toBe(7);
    await counts.return?.();
  });

  it('drops an event older than the count it shows (events may arrive out of order)', async () => {
    const user = await buildUser(app.services.prisma);
    const early = await notify(user.id);
    await notify(user.id);
    const counts = watchUnreadCount(app.services, user.id);
    expect((await counts.next()).value).toBe(2);
    const next = counts.next();
    const third = await notify(user.id);
    const fourth = await notify(user.id);
    // The fourth write's event overtakes the third's (two processes publishing), and the first write's event
    // comes last, after the count read at subscription already included it.
    announceNotificationsChanged(app.services.events, fourth);
    announceNotificationsChanged(app.services.events, third);
    announceNotificationsChanged(app.services.events, early);
    announceNotificationsChanged(app.services.events, await notify(user.id));
    expect((await next).value).toBe(4);
    expect((await counts.next()).value).toBe(5);
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

describe('marking read', () => {
  it('publishes the decreased count: one notification, then all', async () => {
    const user = await buildUser(app.services.prisma);
    const first = await buildNotification(app.services.prisma, user.id);
    await buildNotification(app.services.prisma, user.id);
    await buildNotification(app.services.prisma, user.id);
    const counts = watchUnreadCount(app.services, user.id);
    expect((await counts.next()).value).toBe(3);

    await markNotificationRead(app.services, user.id, first.id);
    expect((await counts.next()).value).toBe(2);
    expect(await markAllNotificationsRead(app.services, user.id)).toBe(0);
    expect((await counts.next()).value).toBe(0);
    await counts.return?.();
  });
});

describe('the unread counter', () => {
  it('follows every write to notifications, whoever makes it: inserts, reads, deletes, a member deleted', async () => {
    const [user, actor] = [await buildUser(app.services.prisma), await buildUser(app.services.prisma)];
    const trueCount = () => app.services.prisma.notification.count({ where: { userId: user.id, isRead: false } });
    const expectInStep = async (expected: number) => {
      expect(await trueCount()).toBe(expected);
      expect(await countUnreadNotifications(app.services.prisma, user.id)).toBe(expected);
    };
    await expectInStep(0);
    await buildNotification(app.services.prisma, user.id, { actorId: actor.id });
    await buildNotification(app.services.prisma, user.id, { isRead: true });
    await app.services.prisma.notification.createMany({
      data: [1, 2, 3].map((i) => ({ userId: user.id, type: 'other' as const, title: `n${i}`, message: 'm' })),
    });
    await expectInStep(4);
    await app.services.prisma.notification.updateMany({
      where: { userId: user.id, title: 'n1' },
      data: { isRead: true },
    });
    await app.services.prisma.notification.updateMany({
      where: { userId: user.id, isRead: true },
      data: { isRead: false },
    });
    await expectInStep(5);
    await app.services.prisma.notification.deleteMany({ where: { userId: user.id, title: { in: ['n2', 'n3'] } } });
    await expectInStep(3);
    // The actor's deletion clears actorId on the member's notification: the count does not move.
    await app.services.prisma.user.delete({ where: { id: actor.id } });
    await expectInStep(3);
    await app.services.prisma.user.delete({ where: { id: user.id } });
    expect(await app.services.prisma.unreadCount.count({ where: { userId: user.id } })).toBe(0);
  });
});
