import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RE_REQUEST_AFTER_DECLINE_MS } from '../domain/connections/request.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildConnection, buildUser, signedInClient } from '../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const member = (overrides = {}) => buildUser(app.services.prisma, overrides);
const notificationsOf = (userId: string) =>
  app.services.prisma.notification.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });

describe('POST /api/connections/request and POST /api/connections', () => {
  it('answers 401 to a visitor on every write', async () => {
    const client = app.client();
    const someone = await member();
    expect((await client.post('/api/connections/request', { json: { receiverId: someone.id } })).status).toBe(401);
    expect((await client.post('/api/connections', { json: { targetUserId: someone.id } })).status).toBe(401);
    const connection = await buildConnection(app.services.prisma, someone.id, (await member()).id, 'pending');
    expect((await client.patch(`/api/connections/${connection.id}/accept`)).status).toBe(401);
    expect((await client.patch(`/api/connections/${connection.id}/decline`)).status).toBe(401);
  });

  it('creates a pending request, presents both members with privacy, and notifies the receiver', async () => {
    const [dad, friend] = [await member(), await member({ showLocation: false })];
    const response = await (await signedInClient(app, dad)).post('/api/connections/request', {
      json: { receiverId: friend.id },
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as any;
    expect(body).toMatchObject({ status: 'pending', requesterId: dad.id, receiverId: friend.id, respondedAt: null });
    expect(body.requester).toMatchObject({ id: dad.id, username: dad.username, location: dad.location });
    // The receiver hid their location: the requester (not yet a connection) does not see it.
    expect(body.receiver).toMatchObject({ id: friend.id, username: friend.username, location: null });
    expect(body.receiver).not.toHaveProperty('referralCode');

    expect(await notificationsOf(friend.id)).toEqual([
      expect.objectContaining({
        type: 'connection_request',
        actorId: dad.id,
        title: 'New connection request',
        message: `@${dad.username} wants to connect with you.`,
        isRead: false,
        targetType: 'connection',
        targetId: body.id,
      }),
    ]);
    expect(await notificationsOf(dad.id)).toEqual([]);
  });

  it('takes the other spelling, {targetUserId} on POST /api/connections', async () => {
    const [dad, friend] = [await member(), await member()];
    const response = await (await signedInClient(app, dad)).post('/api/connections', {
      json: { targetUserId: friend.id },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ status: 'pending', requesterId: dad.id, receiverId: friend.id });
  });

  it('refuses bad input (400), yourself (400) and an unknown member (404)', async () => {
    const dad = await member();
    const client = await signedInClient(app, dad);
    for (const json of [{}, { receiverId: 'not-an-id' }, { receiverId: 42 }, { targetUserId: dad.id }]) {
      const response = await client.post('/api/connections/request', { json });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'Choose a member to connect with.' });
    }
    const self = await client.post('/api/connections/request', { json: { receiverId: dad.id } });
    expect(self.status).toBe(400);
    expect(await self.json()).toMatchObject({ message: 'You cannot connect with yourself.' });
    const unknown = await client.post('/api/connections', {
      json: { targetUserId: '0195f0c0-0000-7000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Member was not found.' });
    expect(await app.services.prisma.connection.count({ where: { requesterId: dad.id } })).toBe(0);
  });

  it('answers 409 when a request is pending either way or the members are connected', async () => {
    const [dad, asked, asker, friend] = [await member(), await member(), await member(), await member()];
    await buildConnection(app.services.prisma, dad.id, asked.id, 'pending');
    await buildConnection(app.services.prisma, asker.id, dad.id, 'pending');
    await buildConnection(app.services.prisma, friend.id, dad.id, 'accepted');
    const client = await signedInClient(app, dad);
    const cases = [
      [asked, 'A connection request is already pending between you and this member.'],
      [asker, 'A connection request is already pending between you and this member.'],
      [friend, 'You are already connected with this member.'],
    ] as const;
    for (const [other, message] of cases) {
      const response = await client.post('/api/connections/request', { json: { receiverId: other.id } });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message });
    }
    expect(await notificationsOf(asked.id)).toEqual([]);
  });

  it('lets two requests between the same pair at once make one connection', async () => {
    const [a, b] = [await member(), await member()];
    const [ca, cb] = [await signedInClient(app, a), await signedInClient(app, b)];
    const statuses = (
      await Promise.all([
        ca.post('/api/connections/request', { json: { receiverId: b.id } }),
        cb.post('/api/connections/request', { json: { receiverId: a.id } }),
      ])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 409]);
    const pair = { OR: [{ requesterId: a.id }, { requesterId: b.id }] };
    expect(await app.services.prisma.connection.count({ where: pair })).toBe(1);
  });

  it('after a decline: the one who declined may ask at once, the declined one only after 30 days', async () => {
    const [dad, other] = [await member(), await member()];
    const declined = await app.services.prisma.connection.create({
      data: { requesterId: dad.id, receiverId: other.id, status: 'declined', respondedAt: new Date() },
    });
    const again = await (await signedInClient(app, dad)).post('/api/connections/request', {
      json: { receiverId: other.id },
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as any).message).toMatch(/did not accept your last request/);

    const reverse = await (await signedInClient(app, other)).post('/api/connections', {
      json: { targetUserId: dad.id },
    });
    expect(reverse.status).toBe(201);
    expect(await reverse.json()).toMatchObject({
      id: declined.id,
      status: 'pending',
      requesterId: other.id,
      receiverId: dad.id,
    });

    // Declined long ago: the declined member may ask again, and the same row is renewed.
    const [x, y] = [await member(), await member()];
    const old = await app.services.prisma.connection.create({
      data: {
        requesterId: x.id,
        receiverId: y.id,
        status: 'declined',
        respondedAt: new Date(Date.now() - RE_REQUEST_AFTER_DECLINE_MS - 1000),
      },
    });
    const renewed = await (await signedInClient(app, x)).post('/api/connections/request', {
      json: { receiverId: y.id },
    });
    expect(renewed.status).toBe(201);
    expect(await renewed.json()).toMatchObject({ id: old.id, status: 'pending', respondedAt: null });
    expect((await notificationsOf(y.id)).map((n) => n.type)).toEqual(['connection_request']);
  });
});

describe('PATCH /api/connections/:id/accept and /decline', () => {
  it('lets the receiver accept: connected both ways, and the requester is notified', async () => {
    const [dad, friend] = [await member(), await member()];
    const request = await buildConnection(app.services.prisma, dad.id, friend.id, 'pending');
    const response = await (await signedInClient(app, friend)).patch(`/api/connections/${request.id}/accept`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as any;
    expect(body).toMatchObject({ id: request.id, status: 'accepted', requesterId: dad.id, receiverId: friend.id });
    expect(body.respondedAt).toEqual(expect.any(String));
    expect(await notificationsOf(dad.id)).toEqual([
      expect.objectContaining({
        type: 'connection_accepted',
        actorId: friend.id,
        message: `@${friend.username} accepted your connection request.`,
        targetType: 'user',
        targetId: friend.id,
      }),
    ]);
    const list = (await (await (await signedInClient(app, dad)).get('/api/connections')).json()) as any[];
    expect(list.map((c) => c.id)).toEqual([request.id]);
  });

  it('lets the receiver decline, silently; the pair is then not connected', async () => {
    const [dad, other] = [await member(), await member()];
    const request = await buildConnection(app.services.prisma, dad.id, other.id, 'pending');
    const response = await (await signedInClient(app, other)).patch(`/api/connections/${request.id}/decline`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: request.id, status: 'declined' });
    expect(await notificationsOf(dad.id)).toEqual([]);
    expect(await (await (await signedInClient(app, dad)).get('/api/connections')).json()).toEqual([]);
  });

  it('answers 403 to the requester and to anyone else, 404 to an unknown id, 400 to a bad one', async () => {
    const [dad, friend, stranger] = [await member(), await member(), await member()];
    const request = await buildConnection(app.services.prisma, dad.id, friend.id, 'pending');
    for (const who of [dad, stranger]) {
      const client = await signedInClient(app, who);
      for (const answer of ['accept', 'decline']) {
        const response = await client.patch(`/api/connections/${request.id}/${answer}`);
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual({ message: 'Only the member who received this request can answer it.' });
      }
    }
    const client = await signedInClient(app, friend);
    expect((await client.patch('/api/connections/0195f0c0-0000-7000-8000-000000000000/accept')).status).toBe(404);
    expect((await client.patch('/api/connections/nope/decline')).status).toBe(400);
    expect((await app.services.prisma.connection.findUniqueOrThrow({ where: { id: request.id } })).status).toBe(
      'pending',
    );
  });

  it('answers 409 to a request already answered', async () => {
    const [dad, friend] = [await member(), await member()];
    const accepted = await buildConnection(app.services.prisma, dad.id, friend.id, 'accepted');
    const client = await signedInClient(app, friend);
    for (const answer of ['accept', 'decline']) {
      const response = await client.patch(`/api/connections/${accepted.id}/${answer}`);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: 'This connection request has already been answered.' });
    }
  });
});

describe('DELETE /api/connections/:id', () => {
  const remove = (client: Awaited<ReturnType<typeof signedInClient>>, id: string) =>
    client.request('DELETE', `/api/connections/${id}`);

  it('lets either member remove an accepted connection; the pair can then connect again', async () => {
    const [dad, friend] = [await member(), await member()];
    const first = await buildConnection(app.services.prisma, dad.id, friend.id, 'accepted');
    const response = await remove(await signedInClient(app, friend), first.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, id: first.id });
    expect(await app.services.prisma.connection.findUnique({ where: { id: first.id } })).toBeNull();
    const client = await signedInClient(app, dad);
    expect((await client.post('/api/connections', { json: { targetUserId: friend.id } })).status).toBe(201);
    const again = await app.services.prisma.connection.findFirstOrThrow({
      where: { requesterId: dad.id, receiverId: friend.id },
    });
    expect((await remove(client, again.id)).status).toBe(200);
  });

  it('lets the requester cancel a pending request, and the receiver drop it', async () => {
    const [dad, asked, asker] = [await member(), await member(), await member()];
    const mine = await buildConnection(app.services.prisma, dad.id, asked.id, 'pending');
    const theirs = await buildConnection(app.services.prisma, asker.id, dad.id, 'pending');
    const client = await signedInClient(app, dad);
    expect((await remove(client, mine.id)).status).toBe(200);
    expect((await remove(client, theirs.id)).status).toBe(200);
    expect(await app.services.prisma.connection.count({ where: { id: { in: [mine.id, theirs.id] } } })).toBe(0);
  });

  it('answers 404 to anyone else (as if it did not exist), 400 to a bad id, 409 to a declined request, 401 to a visitor', async () => {
    const [dad, friend, stranger] = [await member(), await member(), await member()];
    const connection = await buildConnection(app.services.prisma, dad.id, friend.id, 'accepted');
    expect((await app.client().request('DELETE', `/api/connections/${connection.id}`)).status).toBe(401);
    const outsider = await remove(await signedInClient(app, stranger), connection.id);
    expect(outsider.status).toBe(404);
    expect(await outsider.json()).toEqual({ message: 'Connection was not found.' });
    const client = await signedInClient(app, dad);
    expect((await remove(client, '0195f0c0-0000-7000-8000-000000000000')).status).toBe(404);
    expect((await remove(client, 'not-an-id')).status).toBe(400);
    expect(await app.services.prisma.connection.findUnique({ where: { id: connection.id } })).not.toBeNull();
    const declined = await buildConnection(app.services.prisma, stranger.id, dad.id, 'declined');
    expect((await remove(client, declined.id)).status).toBe(409);
  });
});

describe('a blocked pair', () => {
  it('cannot ask to connect, either way: 403', async () => {
    const [dad, other] = [await member(), await member()];
    await app.services.prisma.block.create({ data: { blockerId: dad.id, blockedId: other.id } });
    for (const [from, to] of [
      [dad, other],
      [other, dad],
    ] as const) {
      const response = await (await signedInClient(app, from)).post('/api/connections', {
        json: { targetUserId: to.id },
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'You cannot connect with this member.' });
    }
    expect(await app.services.prisma.notification.count({ where: { userId: { in: [dad.id, other.id] } } })).toBe(0);
  });
});
