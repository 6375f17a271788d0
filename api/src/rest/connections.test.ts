import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildConnection, buildUser, signedInClient } from '../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /api/connections/pending', () => {
  it('answers 401 to a visitor', async () => {
    expect((await app.client().get('/api/connections/pending')).status).toBe(401);
  });

  it('lists the pending requests the member received, newest first, with the requester presented', async () => {
    const viewer = await buildUser(app.services.prisma);
    const first = await buildUser(app.services.prisma, { showLocation: false });
    const second = await buildUser(app.services.prisma);
    const accepted = await buildUser(app.services.prisma);
    const asked = await buildUser(app.services.prisma);
    const older = await app.services.prisma.connection.create({
      data: { requesterId: first.id, receiverId: viewer.id, createdAt: new Date(Date.now() - 60_000) },
    });
    const newer = await buildConnection(app.services.prisma, second.id, viewer.id, 'pending');
    await buildConnection(app.services.prisma, accepted.id, viewer.id, 'accepted');
    await buildConnection(app.services.prisma, viewer.id, asked.id, 'pending');

    const response = await (await signedInClient(app, viewer)).get('/api/connections/pending');
    expect(response.status).toBe(200);
    const list = (await response.json()) as any[];
    expect(list.map((c) => c.id)).toEqual([newer.id, older.id]);
    expect(list[1]).toEqual({
      id: older.id,
      status: 'pending',
      requesterId: first.id,
      receiverId: viewer.id,
      createdAt: older.createdAt.toISOString(),
      requester: expect.objectContaining({ id: first.id, username: first.username, location: null }),
    });
    expect(list[1].requester).not.toHaveProperty('referralCode');
  });
});
