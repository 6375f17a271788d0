/**
 * Removing a connection: either member removes an accepted connection or a pending request; a declined request
 * stays (it holds back a new request); to anyone else it does not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildConnection, buildUser } from '../../testing/factories.js';
import { removeConnection } from './remove.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const member = () => buildUser(app.services.prisma);
const exists = async (id: string) => (await app.services.prisma.connection.count({ where: { id } })) === 1;

describe('removeConnection', () => {
  it('lets either member remove an accepted connection, or a pending request (cancelled or dropped)', async () => {
    const [a, b] = [await member(), await member()];
    const connected = await buildConnection(app.services.prisma, a.id, b.id, 'accepted');
    expect(await removeConnection(app.services, b.id, connected.id)).toEqual({ id: connected.id });
    expect(await exists(connected.id)).toBe(false);
    for (const remover of [a, b]) {
      const request = await buildConnection(app.services.prisma, a.id, b.id, 'pending');
      await removeConnection(app.services, remover.id, request.id);
      expect(await exists(request.id)).toBe(false);
    }
  });

  it('keeps a declined request (CONFLICT), and is NOT_FOUND to anyone but the two members', async () => {
    const [a, b, stranger] = [await member(), await member(), await member()];
    const declined = await buildConnection(app.services.prisma, a.id, b.id, 'declined');
    await expect(removeConnection(app.services, a.id, declined.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    const connected = await buildConnection(app.services.prisma, a.id, stranger.id, 'accepted');
    await expect(removeConnection(app.services, b.id, connected.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect([await exists(declined.id), await exists(connected.id)]).toEqual([true, true]);
    await removeConnection(app.services, a.id, connected.id);
    await expect(removeConnection(app.services, a.id, connected.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
