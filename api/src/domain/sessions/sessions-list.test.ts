/**
 * "Where you're signed in", called directly: live sessions only, newest use first; signing one out by its
 * publicId (the member's own only) is announced to the member's live sockets, as every ending of a session is.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser } from '../../testing/factories.js';
import { resumeSession, sessionTopics, startSession } from './sessions.js';
import { listSessions, signOutOtherSessions, signOutSession } from './sessions-list.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const meta = { ipAddress: '203.0.113.7', userAgent: 'Test browser' };
const member = () => buildUser(app.services.prisma);

describe('listSessions', () => {
  it('lists live sessions, most recently used first, and leaves out expired ones', async () => {
    const user = await member();
    const [older, here] = [
      await startSession(app.services, user.id, meta),
      await startSession(app.services, user.id, meta),
    ];
    await app.services.prisma.session.updateMany({
      where: { userId: user.id },
      data: { lastSeenAt: new Date(Date.now() - 2 * 60 * 60 * 1000) },
    });
    await resumeSession(app.services, older.token);
    await app.services.prisma.session.create({
      data: { id: 'expired-session', userId: user.id, expiresAt: new Date(Date.now() - 1000) },
    });
    const { items, nextCursor } = await listSessions(app.services, user.id, here.token);
    expect(items.map((s) => s.current)).toEqual([false, true]);
    expect(items.map((s) => s.ipAddress)).toEqual(['203.0.113.x', '203.0.113.x']);
    expect(nextCursor).toBeNull();
  });
});

describe('signOutSession', () => {
  it('ends the member’s own session by its publicId, announced; another member’s is not found', async () => {
    const [user, other] = [await member(), await member()];
    const heard: string[] = [];
    const listener = app.services.events.listen(sessionTopics.accessChanged, 'members', ({ userId }) =>
      heard.push(userId),
    );
    await listener.ready;
    const [here, phone] = [
      await startSession(app.services, user.id, meta),
      await startSession(app.services, user.id, meta),
    ];
    const phoneId = (await listSessions(app.services, user.id, here.token)).items.find((s) => !s.current)!.id;
    await expect(signOutSession(app.services, other.id, phoneId, undefined)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Session was not found.',
    });
    await expect(signOutSession(app.services, user.id, 'nope', here.token)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    expect(await signOutSession(app.services, user.id, phoneId.toUpperCase(), here.token)).toEqual({
      endedId: phoneId,
      wasCurrent: false,
    });
    expect(await resumeSession(app.services, phone.token)).toBeNull();
    await vi.waitFor(() => expect(heard).toEqual([user.id]));
    listener.stop();
  });
});

describe('signOutOtherSessions', () => {
  it('needs the current session: without it, it would end them all', async () => {
    const user = await member();
    await startSession(app.services, user.id, meta);
    await expect(signOutOtherSessions(app.services, user.id, undefined)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(await app.services.prisma.session.count({ where: { userId: user.id } })).toBe(1);
  });
});
