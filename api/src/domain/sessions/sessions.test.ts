/**
 * Sessions as a member meets them: a new token at each sign-in (ending the one the browser had), expiry that
 * slides forward at most once an hour while used, expired or suspended sessions refused, and signing out here
 * or everywhere else.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser } from '../../testing/factories.js';
import {
  endOtherSessions,
  endSession,
  resumeSession,
  SLIDE_EVERY_MS,
  sessionTopics,
  startSession,
} from './sessions.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const meta = { ipAddress: '203.0.113.7', userAgent: 'Test browser' };
const idOf = (token: string) => createHash('sha256').update(token).digest('hex');
const sessionRow = (token: string) => app.services.prisma.session.findUnique({ where: { id: idOf(token) } });
const member = () => buildUser(app.services.prisma);

describe('startSession', () => {
  it('keeps only the token’s hash, lasting SESSION_TTL_DAYS, and ends the browser’s previous session', async () => {
    const [user, previousOwner] = [await member(), await member()];
    const previous = await startSession(app.services, previousOwner.id, meta);
    const started = await startSession(app.services, user.id, meta, previous.token);
    expect(started.token).not.toBe(previous.token);
    expect(started.expiresAt.getTime() - Date.now()).toBeGreaterThan(app.config.sessionTtlMs - 60_000);
    expect(await sessionRow(started.token)).toMatchObject({
      userId: user.id,
      ipAddress: meta.ipAddress,
      userAgent: 'Test browser',
    });
    expect(await app.services.prisma.session.count({ where: { id: started.token } })).toBe(0);
    expect(await sessionRow(previous.token)).toBeNull();
  });

  it('clears the member’s expired sessions', async () => {
    const user = await member();
    await app.services.prisma.session.create({
      data: { id: 'expired', userId: user.id, expiresAt: new Date(Date.now() - 1000) },
    });
    await startSession(app.services, user.id, meta);
    expect(await app.services.prisma.session.count({ where: { userId: user.id } })).toBe(1);
  });
});

describe('resumeSession', () => {
  it('answers the member, sliding the expiry only when last seen an hour or more ago', async () => {
    const user = await member();
    const { token, expiresAt } = await startSession(app.services, user.id, meta);
    const fresh = await resumeSession(app.services, token);
    expect(fresh).toEqual({
      user: {
        id: user.id,
        username: user.username,
        role: 'member',
        dadType: user.dadType,
        location: user.location,
        totpEnabledAt: null,
        joinedAt: user.joinedAt,
      },
      expiresAt,
      extended: false,
    });
    const longAgo = new Date(Date.now() - SLIDE_EVERY_MS);
    await app.services.prisma.session.update({
      where: { id: idOf(token) },
      data: { lastSeenAt: longAgo, expiresAt: new Date(Date.now() + 60_000) },
    });
    const slid = await resumeSession(app.services, token);
    expect(slid?.extended).toBe(true);
    expect(slid!.expiresAt.getTime() - Date.now()).toBeGreaterThan(app.config.sessionTtlMs - 60_000);
    expect((await sessionRow(token))!.expiresAt).toEqual(slid!.expiresAt);
    expect((await resumeSession(app.services, token))?.extended).toBe(false);
  });

  it('refuses (null) an unknown token, an expired session (deleting it), and a suspended member’s', async () => {
    const user = await member();
    expect(await resumeSession(app.services, 'no-such-token')).toBeNull();
    const expired = await startSession(app.services, user.id, meta);
    await app.services.prisma.session.update({ where: { id: idOf(expired.token) }, data: { expiresAt: new Date() } });
    expect(await resumeSession(app.services, expired.token)).toBeNull();
    expect(await sessionRow(expired.token)).toBeNull();

    const live = await startSession(app.services, user.id, meta);
    await app.services.prisma.user.update({
      where: { id: user.id },
      data: { suspendedAt: new Date(), suspendedUntil: new Date(Date.now() + 60_000) },
    });
    expect(await resumeSession(app.services, live.token)).toBeNull();
    await app.services.prisma.user.update({
      where: { id: user.id },
      data: { suspendedUntil: new Date(Date.now() - 1000) },
    });
    expect((await resumeSession(app.services, live.token))?.user.id).toBe(user.id);
  });
});

describe('endSession and endOtherSessions', () => {
  it('sign out this browser, or every other one (announced to the live sockets)', async () => {
    const user = await member();
    const heard: string[] = [];
    const listener = app.services.events.listen(sessionTopics.accessChanged, 'members', ({ userId }) =>
      heard.push(userId),
    );
    await listener.ready;
    const [here, laptop, phone] = [
      await startSession(app.services, user.id, meta),
      await startSession(app.services, user.id, meta),
      await startSession(app.services, user.id, meta),
    ];
    await endSession(app.services, phone.token);
    expect(await resumeSession(app.services, phone.token)).toBeNull();
    expect(await endOtherSessions(app.services, user.id, here.token)).toBe(1);
    expect(await resumeSession(app.services, laptop.token)).toBeNull();
    expect((await resumeSession(app.services, here.token))?.user.id).toBe(user.id);
    await vi.waitFor(() => expect(heard.filter((id) => id === user.id)).toHaveLength(2));
    listener.stop();
  });
});
