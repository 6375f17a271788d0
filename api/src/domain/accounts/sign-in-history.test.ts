/**
 * The sign-in history (docs/security.md#sign-in-history): every way of signing in writes its method, through both
 * adapters; a failed attempt on a known account is kept although its request rolled back, and an unknown
 * identifier leaves nothing; the list pages newest first with addresses masked; the hourly sweep forgets what is
 * older than 90 days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { TEST_PASSWORD, buildUser, signedInClient, takeRecoveryCode, uniqueDigits } from '../../testing/factories.js';
import { sweepExpired } from '../maintenance.js';
import { secretTokenDigest } from '../secret-tokens.js';
import { issueAccountLink } from './account-links.js';
import { listSignInHistory } from './sign-in-history-list.js';
import { SIGN_IN_HISTORY_DAYS, recordSignInEvent, startSignedInSession } from './sign-in-history.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

/** The member's events, oldest first, once the failures written after their requests are in. */
async function eventsOf(userId: string) {
  await app.services.background.idle();
  return app.services.prisma.signInEvent.findMany({
    where: { userId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { method: true, succeeded: true, ipAddress: true, userAgent: true },
  });
}

const allEvents = async () => {
  await app.services.background.idle();
  return app.services.prisma.signInEvent.count();
};

describe('successful sign-ins', () => {
  it('startSignedInSession starts the session and writes the method, the address and the user agent (cut short)', async () => {
    const member = await buildUser(app.services.prisma);
    const meta = { ipAddress: '203.0.113.7', userAgent: `${CHROME_ON_MAC} ${'x'.repeat(1000)}` };
    const { token } = await startSignedInSession(app.services, member.id, 'passkey', meta);
    expect(await app.services.prisma.session.count({ where: { id: secretTokenDigest(token) } })).toBe(1);
    const [event] = await eventsOf(member.id);
    expect(event).toMatchObject({ method: 'passkey', succeeded: true, ipAddress: '203.0.113.7' });
    expect(event!.userAgent).toHaveLength(512);
  });

  it('is written by each way of signing in over /api and GraphQL, with its method', async () => {
    const username = `joiner_${uniqueDigits()}`;
    const email = `${username}@example.com`;
    const client = app.client();
    const registered = await client.post('/api/register', {
      json: { email, username, password: TEST_PASSWORD, confirmAdult: true },
    });
    expect(registered.status).toBe(201);
    const member = await app.services.prisma.user.findUniqueOrThrow({ where: { email } });
    expect((await app.client().post('/api/login', { json: { email, password: TEST_PASSWORD } })).status).toBe(200);
    const { body } = await app
      .client()
      .graphql(
        'mutation($login: String!, $password: String!) { signIn(login: $login, password: $password) { __typename } }',
        { login: username, password: TEST_PASSWORD },
      );
    expect(body.errors).toBeUndefined();
    const token = await issueAccountLink(app.services.prisma, { userId: member.id, purpose: 'password_reset', email });
    const reset = await app.client().post('/api/password/reset', { json: { token, password: 'a new long password' } });
    expect(reset.status).toBe(200);
    expect((await eventsOf(member.id)).map((e) => [e.method, e.succeeded])).toEqual([
      ['registration', true],
      ['password', true],
      ['password', true],
      ['password_reset', true],
    ]);
  });

  it('names the second step by what was typed: a recovery code', async () => {
    const member = await buildUser(app.services.prisma, { totpEnabledAt: new Date() });
    await signedInClient(app, member);
    expect(await eventsOf(member.id)).toEqual([expect.objectContaining({ method: 'recovery_code', succeeded: true })]);
  });
});

describe('failed attempts', () => {
  it('keep a wrong password on a known account although the request rolled back (/api and GraphQL)', async () => {
    const member = await buildUser(app.services.prisma);
    const wrong = await app.client().post('/api/login', { json: { email: member.email, password: 'not it at all' } });
    expect(wrong.status).toBe(401);
    const { body } = await app
      .client()
      .graphql<{ signIn: { code?: string } }>(
        'mutation($login: String!) { signIn(login: $login, password: "not it either") { ... on AppError { code } } }',
        { login: member.username },
      );
    expect(body.data?.signIn.code).toBe('UNAUTHENTICATED');
    expect(await eventsOf(member.id)).toEqual([
      expect.objectContaining({ method: 'password', succeeded: false }),
      expect.objectContaining({ method: 'password', succeeded: false }),
    ]);
  });

  it('leave nothing for an identifier that names no account', async () => {
    const before = await allEvents();
    const nobody = `nobody_${uniqueDigits()}@example.com`;
    expect(
      (await app.client().post('/api/login', { json: { email: nobody, password: 'whatever it is' } })).status,
    ).toBe(401);
    await app.client().graphql('mutation { signIn(login: "no_such_dad_here", password: "whatever") { __typename } }');
    expect(await allEvents()).toBe(before);
  });

  it('keep a wrong code at the second step, named by what was typed', async () => {
    const member = await buildUser(app.services.prisma, { totpEnabledAt: new Date() });
    const client = app.client();
    const first = await client.post('/api/login', { json: { email: member.email, password: TEST_PASSWORD } });
    const { challenge } = (await first.json()) as { challenge: string };
    for (const code of ['123456', 'abcdef-ghijkm-npqrst-uvwxyz']) {
      const refused = await client.post('/api/login/second-factor', { json: { challenge, code } });
      expect(refused.status).toBe(401);
    }
    const signedIn = await client.post('/api/login/second-factor', {
      json: { challenge, code: takeRecoveryCode(member.email) },
    });
    expect(signedIn.status).toBe(200);
    expect((await eventsOf(member.id)).map((e) => [e.method, e.succeeded])).toEqual([
      ['second_factor', false],
      ['recovery_code', false],
      ['recovery_code', true],
    ]);
  });
});

describe('reading and forgetting', () => {
  it('lists newest first, a page at a time, with the address masked and the browser described', async () => {
    const member = await buildUser(app.services.prisma);
    const meta = { ipAddress: '198.51.100.23', userAgent: CHROME_ON_MAC };
    for (const method of ['registration', 'password', 'second_factor'] as const) {
      await recordSignInEvent(app.services, { userId: member.id, method, succeeded: true, meta });
    }
    const first = await listSignInHistory(app.services, member.id, { limit: 2 });
    expect(first.items.map((e) => e.method)).toEqual(['second_factor', 'password']);
    expect(first.items[0]).toMatchObject({
      browser: 'Chrome 120',
      os: 'macOS',
      device: 'Desktop',
      ipAddress: '198.51.100.x',
      succeeded: true,
    });
    const second = await listSignInHistory(app.services, member.id, { limit: 2, cursor: first.nextCursor! });
    expect(second.items.map((e) => e.method)).toEqual(['registration']);
    expect(second.nextCursor).toBeNull();
  });

  it('the hourly sweep forgets events older than 90 days and keeps the rest', async () => {
    const member = await buildUser(app.services.prisma);
    const day = 24 * 60 * 60 * 1000;
    const now = new Date();
    await app.services.prisma.signInEvent.createMany({
      data: [SIGN_IN_HISTORY_DAYS + 1, SIGN_IN_HISTORY_DAYS - 1].map((days) => ({
        userId: member.id,
        method: 'password',
        succeeded: true,
        createdAt: new Date(now.getTime() - days * day),
      })),
    });
    expect((await sweepExpired(app.services, now)).signInEvents).toBeGreaterThanOrEqual(1);
    const left = await app.services.prisma.signInEvent.findMany({ where: { userId: member.id } });
    expect(left).toHaveLength(1);
    expect(left[0]!.createdAt.getTime()).toBeGreaterThan(now.getTime() - SIGN_IN_HISTORY_DAYS * day);
  });
});
