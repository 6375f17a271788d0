import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildNotification, buildUser, signedInMember } from '../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

describe('/api/notifications', () => {
  it.each([
    ['GET', '/api/notifications'],
    ['GET', '/api/notifications/unread-count'],
    ['POST', '/api/notifications/mark-read'],
    ['PATCH', '/api/notifications/read-all'],
    ['PATCH', '/api/notifications/01900000-0000-7000-8000-000000000000/read'],
  ])('%s %s answers 401 to a visitor', async (method, path) => {
    const response = await app.client().request(method, path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('lists the member’s own notifications newest first, with the actor presented through privacy', async () => {
    const { user, client } = await signedInMember(app);
    const actor = await buildUser(app.services.prisma, { showEmail: false, firstName: 'Ray' });
    const someoneElse = await buildUser(app.services.prisma);
    const older = await buildNotification(app.services.prisma, user.id, { title: 'Older', createdAt: minutesAgo(10) });
    const newer = await buildNotification(app.services.prisma, user.id, {
      title: 'Newer',
      type: 'connection_request',
      actorId: actor.id,
      targetType: 'user',
      targetId: actor.id,
      createdAt: minutesAgo(1),
    });
    await buildNotification(app.services.prisma, someoneElse.id, { title: 'Not yours' });

    const response = await client.get('/api/notifications');
    expect(response.status).toBe(200);
    const list = (await response.json()) as any[];
    expect(list.map((n) => n.id)).toEqual([newer.id, older.id]);
    expect(list[0]).toEqual({
      id: newer.id,
      type: 'connection_request',
      title: 'Newer',
      message: newer.message,
      isRead: false,
      createdAt: newer.createdAt.toISOString(),
      targetType: 'user',
      targetId: actor.id,
      actor: expect.objectContaining({ id: actor.id, firstName: 'Ray', email: null }),
    });
    expect(list[1].actor).toBeNull();
  });

  it('takes ?limit= (default 50, at most 100)', async () => {
    const { user, client } = await signedInMember(app);
    for (let i = 0; i < 4; i += 1) await buildNotification(app.services.prisma, user.id, { createdAt: minutesAgo(i) });
    expect(await (await client.get('/api/notifications?limit=2')).json()).toHaveLength(2);
    expect(await (await client.get('/api/notifications')).json()).toHaveLength(4);
    for (const limit of ['0', '101', 'many']) {
      const response = await client.get(`/api/notifications?limit=${limit}`);
      expect(response.status, limit).toBe(400);
    }
  });

  it('counts unread, and marks all read through both paths', async () => {
    const { user, client } = await signedInMember(app);
    await buildNotification(app.services.prisma, user.id);
    await buildNotification(app.services.prisma, user.id);
    await buildNotification(app.services.prisma, user.id, { isRead: true });
    expect(await (await client.get('/api/notifications/unread-count')).json()).toEqual({ count: 2 });

    const marked = await client.post('/api/notifications/mark-read');
    expect(marked.status).toBe(200);
    expect(await marked.json()).toEqual({ success: true, count: 0 });
    expect(await (await client.get('/api/notifications/unread-count')).json()).toEqual({ count: 0 });

    await buildNotification(app.services.prisma, user.id);
    expect(await (await client.patch('/api/notifications/read-all')).json()).toEqual({ success: true, count: 0 });
    expect(await app.services.prisma.notification.count({ where: { userId: user.id, isRead: false } })).toBe(0);
  });

  it('marks one read and returns it; someone else’s is 404, a malformed id 400', async () => {
    const { user, client } = await signedInMember(app);
    const { user: other } = await signedInMember(app);
    const mine = await buildNotification(app.services.prisma, user.id);
    const theirs = await buildNotification(app.services.prisma, other.id);

    const response = await client.patch(`/api/notifications/${mine.id}/read`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: mine.id, isRead: true, title: mine.title });

    const foreign = await client.patch(`/api/notifications/${theirs.id}/read`);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ message: 'Notification was not found.' });
    expect((await app.services.prisma.notification.findUniqueOrThrow({ where: { id: theirs.id } })).isRead).toBe(false);

    const missing = await client.patch('/api/notifications/01900000-0000-7000-8000-000000000000/read');
    expect(missing.status).toBe(404);
    const malformed = await client.patch('/api/notifications/42/read');
    expect(malformed.status).toBe(400);
  });

  it('pages by cursor, newest first: X-Next-Cursor continues exactly after the last one', async () => {
    const { user, client } = await signedInMember(app);
    const made = [];
    // Two share a timestamp: the id breaks the tie.
    for (const m of [1, 2, 2, 3, 4])
      made.push(await buildNotification(app.services.prisma, user.id, { createdAt: minutesAgo(m) }));
    const seen: string[] = [];
    let path = '/api/notifications?limit=2';
    for (let page = 0; page < 3; page += 1) {
      const response = await client.get(path);
      expect(response.status).toBe(200);
      seen.push(...((await response.json()) as { id: string }[]).map((n) => n.id));
      const cursor = response.headers.get('x-next-cursor');
      if (page < 2) expect(response.headers.get('link')).toContain('rel="next"');
      else expect(cursor).toBeNull();
      path = `/api/notifications?limit=2&cursor=${cursor}`;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen)).toEqual(new Set(made.map((n) => n.id)));
    expect(seen[0]).toBe(made[0]!.id);
    expect(seen[4]).toBe(made[4]!.id);
    expect((await client.get('/api/notifications?cursor=not-a-cursor')).status).toBe(400);
  });

  it('marks all read for the member only: someone else’s stay unread', async () => {
    const { user, client } = await signedInMember(app);
    const { user: other } = await signedInMember(app);
    await buildNotification(app.services.prisma, user.id);
    const theirs = await buildNotification(app.services.prisma, other.id);
    expect(await (await client.patch('/api/notifications/read-all')).json()).toEqual({ success: true, count: 0 });
    expect((await app.services.prisma.notification.findUniqueOrThrow({ where: { id: theirs.id } })).isRead).toBe(false);
  });
});
