import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser, TEST_PASSWORD } from '../../testing/factories.js';
import { addressKey } from '../../limits/address.js';
import { SIGN_IN_LIMITS, signInKeys, signInLimiter } from './throttle.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let lastOctet = 0;
/** A documentation address (TEST-NET-3) no other test in this file uses. */
const freshAddress = () => `203.0.113.${++lastOctet}`;

const signInFrom = (address: string, login: string, password: string, target = app) =>
  target.client(address).post('/api/login', { json: { email: login, password } });

async function failFrom(address: string, login: string, times: number, target = app) {
  for (let i = 0; i < times; i++) {
    const response = await signInFrom(address, login, `wrong-${i}-password`, target);
    expect(response.status).toBe(401);
  }
}

async function expectRefused(response: Response, message: RegExp) {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await response.json()).message).toMatch(message);
}

describe('sign-in throttling per (address, account)', () => {
  it('refuses the 11th attempt from one address on one account within 15 minutes, even with the right password', async () => {
    const user = await buildUser(app.services.prisma);
    const address = freshAddress();
    await failFrom(address, user.email, 10);
    const blocked = await signInFrom(address, user.email, TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await blocked.json()).message).toBe(
      'Too many failed sign-in attempts for this account. Try again in 15 minutes.',
    );
  });

  it('locks out neither the owner signing in elsewhere nor the other members behind that address', async () => {
    const owner = await buildUser(app.services.prisma);
    const neighbour = await buildUser(app.services.prisma);
    const address = freshAddress();
    await failFrom(address, owner.email, 10);
    expect((await signInFrom(freshAddress(), owner.email, TEST_PASSWORD)).status).toBe(200);
    expect((await signInFrom(address, neighbour.username, TEST_PASSWORD)).status).toBe(200);
    // Other accounts from that address may still fail and retry below its own, higher ceiling.
    expect((await signInFrom(address, neighbour.username, 'typo-password')).status).toBe(401);
  });

  it("counts an account's e-mail and username (in any case) as one account", async () => {
    const user = await buildUser(app.services.prisma);
    const address = freshAddress();
    await failFrom(address, user.email.toUpperCase(), 5);
    await failFrom(address, user.username, 5);
    await expectRefused(await signInFrom(address, user.username.toUpperCase(), TEST_PASSWORD), /for this account/);
  });

  it('throttles an identifier that names no one the same way, in any case', async () => {
    const address = freshAddress();
    await failFrom(address, 'nobody.here@example.com', 10);
    await expectRefused(await signInFrom(address, 'Nobody.Here@Example.com', 'whatever-1'), /for this account/);
  });

  it("a success clears that address's count for the account, not the account's own", async () => {
    const user = await buildUser(app.services.prisma);
    const address = freshAddress();
    await failFrom(address, user.email, 9);
    expect((await signInFrom(address, user.email, TEST_PASSWORD)).status).toBe(200);
    await failFrom(address, user.email, 10);
    await expectRefused(await signInFrom(address, user.email, TEST_PASSWORD), /for this account/);
    const account = await signInLimiter(app.services, 'account').get(signInKeys(address, user.email, user.id).account);
    expect(account?.consumedPoints).toBe(19);
  });

  it('refuses form sign-ins the same way, with the message on the page', async () => {
    const user = await buildUser(app.services.prisma);
    const address = freshAddress();
    await failFrom(address, user.email, 10);
    const response = await app
      .client(address)
      .post('/api/login', { form: { email: user.email, password: TEST_PASSWORD } });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await response.text()).toContain('Too many failed sign-in attempts for this account.');
  });

  it('applies to the signIn mutation too: one rule, two adapters', async () => {
    const user = await buildUser(app.services.prisma);
    const address = freshAddress();
    await failFrom(address, user.email, 10);
    const { body } = await app
      .client(address)
      .graphql(
        'mutation($login: String!, $password: String!) { signIn(login: $login, password: $password) { __typename ... on AppError { code message retryAfterSeconds } } }',
        { login: user.username, password: TEST_PASSWORD },
      );
    expect(body.data).toMatchObject({ signIn: { __typename: 'AppError', code: 'RATE_LIMITED' } });
    expect((body.data as any).signIn.retryAfterSeconds).toBeGreaterThan(14 * 60);
  });
});

describe('sign-in throttling per account and per address', () => {
  it('refuses every address once an account has had 100 failures within the hour (many addresses guessing)', async () => {
    const user = await buildUser(app.services.prisma);
    const keys = signInKeys(freshAddress(), user.email, user.id);
    await signInLimiter(app.services, 'account').penalty(keys.account, SIGN_IN_LIMITS.account.points - 1);
    await failFrom(freshAddress(), user.email, 1);
    const response = await signInFrom(freshAddress(), user.email, TEST_PASSWORD);
    await expectRefused(response, /for this account/);
  });

  it('refuses an address after 100 failures across accounts within the hour, and only that address', async () => {
    const address = freshAddress();
    await signInLimiter(app.services, 'address').penalty(addressKey(address), SIGN_IN_LIMITS.address.points - 1);
    await failFrom(address, 'someone.else@example.com', 1);
    const user = await buildUser(app.services.prisma);
    const fromThere = await signInFrom(address, user.email, TEST_PASSWORD);
    await expectRefused(fromThere, /^Too many failed sign-in attempts from your network\. Try again in 60 minutes\.$/);
    expect((await signInFrom(freshAddress(), user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('the per-account limit is out of reach of one address: 10 per 15 minutes is 50 in any hour', () => {
    const { addressAndAccount, account } = SIGN_IN_LIMITS;
    const windowsPerHour = 3600 / addressAndAccount.durationSeconds + 1;
    expect(addressAndAccount.points * windowsPerHour).toBeLessThan(account.points);
    expect(account.durationSeconds).toBe(3600);
  });
});

describe('the client address behind proxies', () => {
  it('TRUST_PROXY=0: X-Forwarded-For is ignored, so a forged one does not escape the block', async () => {
    const direct = await createTestApp({ TRUST_PROXY: '0' }, { db: app.db });
    try {
      const user = await buildUser(app.services.prisma);
      // Each client sends a different X-Forwarded-For; all of them come from 127.0.0.1.
      await failFrom(freshAddress(), user.email, 10, direct);
      const forged = await direct
        .client(freshAddress())
        .post('/api/login', { json: { email: user.email, password: TEST_PASSWORD } });
      expect(forged.status).toBe(429);
    } finally {
      await direct.close();
    }
  });

  it('TRUST_PROXY=1: only the entry the proxy appended (the rightmost) counts', async () => {
    const user = await buildUser(app.services.prisma);
    const real = freshAddress();
    const viaProxy = (password: string) =>
      app
        .client()
        .post(
          '/api/login',
          { json: { email: user.email, password } },
          { 'x-forwarded-for': `${freshAddress()}, ${real}` },
        );
    for (let i = 0; i < 10; i++) expect((await viaProxy(`wrong-${i}-password`)).status).toBe(401);
    expect((await viaProxy(TEST_PASSWORD)).status).toBe(429);
    expect((await signInFrom(freshAddress(), user.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe('across API processes', () => {
  it('two processes sharing Redis count the same failures', async () => {
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_KEY_PREFIX: `test_shared_${Date.now()}`,
    };
    const first = await createTestApp(env, { db: app.db });
    const second = await createTestApp(env, { db: app.db });
    try {
      const user = await buildUser(app.services.prisma);
      const address = freshAddress();
      await failFrom(address, user.email, 5, first);
      await failFrom(address, user.email, 5, second);
      await expectRefused(await signInFrom(address, user.email, TEST_PASSWORD, first), /for this account/);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
