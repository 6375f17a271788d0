/**
 * Asking to connect: one connection per pair whoever asked, none with oneself or across a block, and a "no"
 * that the one declined may not answer with a new request for 30 days (the one who declined may ask at once).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildConnection, buildUser } from '../../testing/factories.js';
import { RE_REQUEST_AFTER_DECLINE_MS, requestConnection } from './request.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const member = () => buildUser(app.services.prisma);
const pairRows = (a: string, b: string) =>
  app.services.prisma.connection.findMany({
    where: {
      OR: [
        { requesterId: a, receiverId: b },
        { requesterId: b, receiverId: a },
      ],
    },
  });

describe('requestConnection', () => {
  it('makes a pending request and tells the receiver who asked', async () => {
    const [me, them] = [await member(), await member()];
    const connection = await requestConnection(app.services, me.id, them.id);
    expect(connection).toMatchObject({ requesterId: me.id, receiverId: them.id, status: 'pending', respondedAt: null });
    expect(await app.services.prisma.notification.findMany({ where: { userId: them.id } })).toEqual([
      expect.objectContaining({
        type: 'connection_request',
        actorId: me.id,
        targetId: connection.id,
        message: `@${me.username} wants to connect with you.`,
      }),
    ]);
  });

  it('is a CONFLICT while a request is pending either way, or once connected', async () => {
    const [me, them, friend] = [await member(), await member(), await member()];
    await requestConnection(app.services, me.id, them.id);
    await expect(requestConnection(app.services, me.id, them.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(requestConnection(app.services, them.id, me.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    await buildConnection(app.services.prisma, friend.id, me.id, 'accepted');
    await expect(requestConnection(app.services, me.id, friend.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await pairRows(me.id, them.id)).toHaveLength(1);
  });

  it('refuses oneself, a malformed id (BAD_USER_INPUT), no such member (NOT_FOUND), a block (FORBIDDEN)', async () => {
    const [me, blocker] = [await member(), await member()];
    await expect(requestConnection(app.services, me.id, me.id)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(requestConnection(app.services, me.id, 'dad_42')).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    await expect(requestConnection(app.services, me.id, '00000000-0000-7000-8000-000000000000')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await app.services.prisma.block.create({ data: { blockerId: blocker.id, blockedId: me.id } });
    await expect(requestConnection(app.services, me.id, blocker.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(requestConnection(app.services, blocker.id, me.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await pairRows(me.id, blocker.id)).toEqual([]);
  });

  it('after a decline, lets the one declined ask again only after 30 days, reusing the row', async () => {
    const [me, them] = [await member(), await member()];
    const declinedAt = new Date(Date.now() - 60_000);
    const declined = await app.services.prisma.connection.create({
      data: { requesterId: me.id, receiverId: them.id, status: 'declined', respondedAt: declinedAt },
    });
    const tooSoon = new Date(declinedAt.getTime() + RE_REQUEST_AFTER_DECLINE_MS - 1000);
    await expect(requestConnection(app.services, me.id, them.id, tooSoon)).rejects.toMatchObject({ code: 'CONFLICT' });
    const later = new Date(declinedAt.getTime() + RE_REQUEST_AFTER_DECLINE_MS);
    const renewed = await requestConnection(app.services, me.id, them.id, later);
    expect(renewed).toMatchObject({ id: declined.id, status: 'pending', createdAt: later, respondedAt: null });
  });

  it('after a decline, lets the one who declined ask at once, the other way round', async () => {
    const [me, them] = [await member(), await member()];
    const declined = await app.services.prisma.connection.create({
      data: { requesterId: me.id, receiverId: them.id, status: 'declined', respondedAt: new Date() },
    });
    const renewed = await requestConnection(app.services, them.id, me.id);
    expect(renewed).toMatchObject({ id: declined.id, requesterId: them.id, receiverId: me.id, status: 'pending' });
  });
});
