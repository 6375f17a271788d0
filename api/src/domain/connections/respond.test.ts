/** Answering a request: only its receiver, only while pending; accepting tells the requester, declining is silent. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildConnection, buildUser } from '../../testing/factories.js';
import { acceptConnection, declineConnection } from './respond.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const member = () => buildUser(app.services.prisma);
const notified = (userId: string) => app.services.prisma.notification.findMany({ where: { userId } });

describe('acceptConnection and declineConnection', () => {
  it('accept a pending request for its receiver, telling the requester', async () => {
    const [requester, receiver] = [await member(), await member()];
    const request = await buildConnection(app.services.prisma, requester.id, receiver.id, 'pending');
    const now = new Date(Date.now() - 1000);
    expect(await acceptConnection(app.services, receiver.id, request.id, now)).toMatchObject({
      status: 'accepted',
      respondedAt: now,
    });
    expect(await notified(requester.id)).toEqual([
      expect.objectContaining({
        type: 'connection_accepted',
        actorId: receiver.id,
        message: `@${receiver.username} accepted your connection request.`,
      }),
    ]);
  });

  it('decline silently', async () => {
    const [requester, receiver] = [await member(), await member()];
    const request = await buildConnection(app.services.prisma, requester.id, receiver.id, 'pending');
    expect(await declineConnection(app.services, receiver.id, request.id)).toMatchObject({ status: 'declined' });
    expect(await notified(requester.id)).toEqual([]);
  });

  it('are FORBIDDEN to the requester and anyone else, leaving the request pending', async () => {
    const [requester, receiver, stranger] = [await member(), await member(), await member()];
    const request = await buildConnection(app.services.prisma, requester.id, receiver.id, 'pending');
    for (const viewer of [requester, stranger]) {
      await expect(acceptConnection(app.services, viewer.id, request.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
      await expect(declineConnection(app.services, viewer.id, request.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await app.services.prisma.connection.findUniqueOrThrow({ where: { id: request.id } })).status).toBe(
      'pending',
    );
  });

  it('are a CONFLICT once answered, NOT_FOUND for an unknown request, BAD_USER_INPUT for a malformed id', async () => {
    const [requester, receiver] = [await member(), await member()];
    const request = await buildConnection(app.services.prisma, requester.id, receiver.id, 'pending');
    await acceptConnection(app.services, receiver.id, request.id);
    await expect(declineConnection(app.services, receiver.id, request.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(acceptConnection(app.services, receiver.id, request.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect((await app.services.prisma.connection.findUniqueOrThrow({ where: { id: request.id } })).status).toBe(
      'accepted',
    );
    await expect(
      acceptConnection(app.services, receiver.id, '00000000-0000-7000-8000-000000000000'),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(acceptConnection(app.services, receiver.id, 'abc')).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
