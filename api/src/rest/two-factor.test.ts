/**
 * Two-factor authentication (docs/security.md#two-factor-authentication) over /api and GraphQL, with codes made
 * by otplib from the secret the setup answers, as an authenticator app would.
 */
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_EXPIRED, completeSignIn } from '../domain/accounts/second-factor-sign-in.js';
import { RECOVERY_CODE_COUNT, WRONG_SECOND_FACTOR } from '../domain/accounts/two-factor.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { TEST_PASSWORD, buildUser, signedInMember } from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import { refused } from '../testing/rest.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** A member who turned two-factor on through the API: their secret and recovery codes. */
async function memberWithTwoFactor() {
  const { user, client } = await signedInMember(app);
  const setup = await client.post('/api/users/two-factor/setup');
  expect(setup.status).toBe(200);
  const { secret, uri, qrSvg } = (await setup.json()) as { secret: string; uri: string; qrSvg: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\/Dadhood:/);
  expect(uri).toContain(`secret=${secret}`);
  expect(qrSvg).toMatch(/^<svg[^>]*>/);
  const enabled = await client.post('/api/users/two-factor/enable', { json: { code: await generate({ secret }) } });
  expect(enabled.status).toBe(200);
  const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
  return { user, client, secret, recoveryCodes };
}

async function passwordStep(email: string, client: HttpClient = app.client()) {
  const response = await client.post('/api/login', { json: { email, password: TEST_PASSWORD } });
  const body = (await response.json()) as { code?: string; challenge?: string; message: string };
  return { client, response, body };
}

const secondStep = (client: HttpClient, challenge: string, code: string) =>
  client.post('/api/login/second-factor', { json: { challenge, code } });

describe('turning two-factor on', () => {
  it('keeps the secret sealed and the recovery codes hashed, and answers ten codes once', async () => {
    const { user, secret, recoveryCodes } = await memberWithTwoFactor();
    expect(recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{6}(-[a-z2-9]{6}){3}$/);
    const row = await app.services.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.totpEnabledAt).not.toBeNull();
    expect(row.totpSecret).toMatch(/^v1\./);
    expect(row.totpSecret).not.toContain(secret);
    const stored = JSON.stringify(await app.services.prisma.recoveryCode.findMany({ where: { userId: user.id } }));
    for (const code of recoveryCodes) expect(stored).not.toContain(code);
  });

  it('refuses a wrong first code, and leaves two-factor off', async () => {
    const { user, client } = await signedInMember(app);
    await client.post('/api/users/two-factor/setup');
    const wrong = await client.post('/api/users/two-factor/enable', { json: { code: '000000' } });
    expect(await refused(wrong, 400)).toMatchObject({ errors: [{ field: 'code' }] });
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).totpEnabledAt).toBeNull();
    expect((await passwordStep(user.email)).response.status).toBe(200);
  });
});

describe('signing in with two-factor on', () => {
  it('asks for a code after the right password, and signs in with it, once', async () => {
    const { user, secret } = await memberWithTwoFactor();
    const first = await passwordStep(user.email);
    expect(first.response.status).toBe(401);
    expect(first.body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED', challenge: expect.any(String) });
    expect(first.response.headers.get('set-cookie')).toBeNull();

    await refused(await secondStep(first.client, first.body.challenge!, '123456'), 401, WRONG_SECOND_FACTOR);
    // The code the app shows now was spent turning two-factor on: a code works once.
    const code = await generate({ secret });
    await refused(await secondStep(first.client, first.body.challenge!, code), 401, WRONG_SECOND_FACTOR);
    // A code of a step to come is refused too: a code lives its own 30 seconds.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 60 });
    await refused(await secondStep(first.client, first.body.challenge!, next), 401, WRONG_SECOND_FACTOR);

    // As if two-factor had been turned on a minute ago: the code the app shows now works, once.
    const step = Math.floor(Date.now() / 30_000);
    await app.services.prisma.user.update({ where: { id: user.id }, data: { totpLastStep: step - 2 } });
    const later = await generate({ secret });
    const signedIn = await secondStep(first.client, first.body.challenge!, later);
    expect(signedIn.status).toBe(200);
    expect((await first.client.get('/api/auth/user')).status).toBe(200);
    const replay = await passwordStep(user.email);
    await refused(await secondStep(replay.client, replay.body.challenge!, later), 401, WRONG_SECOND_FACTOR);
    // The challenge is spent too.
    await refused(await secondStep(app.client(), first.body.challenge!, later), 400, CHALLENGE_EXPIRED);
  });

  it('takes a recovery code instead, once', async () => {
    const { user, recoveryCodes } = await memberWithTwoFactor();
    const [code] = recoveryCodes;
    const first = await passwordStep(user.email);
    expect((await secondStep(first.client, first.body.challenge!, ` ${code!.toUpperCase()} `)).status).toBe(200);
    const again = await passwordStep(user.email);
    await refused(await secondStep(again.client, again.body.challenge!, code!), 401, WRONG_SECOND_FACTOR);
  });

  it('refuses a challenge after five minutes, and one made before the password changed', async () => {
    const { user, recoveryCodes } = await memberWithTwoFactor();
    const { body } = await passwordStep(user.email);
    const meta = { ipAddress: '203.0.113.9' };
    const late = new Date(Date.now() + 5 * 60_000 + 1000);
    await expect(
      completeSignIn(app.services, { challenge: body.challenge, code: recoveryCodes[0] }, meta, late),
    ).rejects.toMatchObject({ code: 'LINK_INVALID', message: CHALLENGE_EXPIRED });
    await app.services.prisma.user.update({ where: { id: user.id }, data: { passwordHash: 'changed' } });
    await refused(await secondStep(app.client(), body.challenge!, recoveryCodes[0]!), 400, CHALLENGE_EXPIRED);
  });

  it('throttles wrong codes like wrong passwords (429 with Retry-After)', async () => {
    const { user } = await memberWithTwoFactor();
    const client = app.client();
    const { body } = await passwordStep(user.email, client);
    for (let i = 0; i < 10; i += 1) expect((await secondStep(client, body.challenge!, '111111')).status).toBe(401);
    const throttled = await secondStep(client, body.challenge!, '111111');
    await refused(throttled, 429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('works from a browser form without JavaScript: the code page, then / signed in', async () => {
    const { user, recoveryCodes } = await memberWithTwoFactor();
    const browser = app.client();
    const page = await browser.post('/api/login', { form: { email: user.email, password: TEST_PASSWORD } });
    expect(page.status).toBe(401);
    const html = await page.text();
    expect(html).toContain('action="/api/login/second-factor"');
    const challenge = /name="challenge" value="([^"]+)"/.exec(html)![1]!;
    const done = await browser.post('/api/login/second-factor', { form: { challenge, code: recoveryCodes[1]! } });
    expect(done.status).toBe(303);
    expect((await browser.get('/api/auth/user')).status).toBe(200);
  });
});

describe('turning two-factor off', () => {
  it('needs the password and a code; then sign-in asks for the password only', async () => {
    const { user, client, recoveryCodes } = await memberWithTwoFactor();
    const wrongPassword = await client.post('/api/users/two-factor/disable', {
      json: { password: 'not it', code: recoveryCodes[0] },
    });
    await refused(wrongPassword, 400, 'Password is incorrect.');
    const wrongCode = await client.post('/api/users/two-factor/disable', {
      json: { password: TEST_PASSWORD, code: '000000' },
    });
    await refused(wrongCode, 400, WRONG_SECOND_FACTOR);
    const off = await client.post('/api/users/two-factor/disable', {
      json: { password: TEST_PASSWORD, code: recoveryCodes[0] },
    });
    expect(off.status).toBe(200);
    expect(await app.services.prisma.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect((await passwordStep(user.email)).response.status).toBe(200);
  });
});

describe('over GraphQL', () => {
  it('answers SecondFactorRequired to signIn, then signs in with signInSecondFactor', async () => {
    const { user, recoveryCodes, client } = await memberWithTwoFactor();
    expect((await client.graphql<any>('{ viewer { twoFactorEnabled } }')).body.data.viewer).toEqual({
      twoFactorEnabled: true,
    });
    const browser = app.client();
    const signIn = await browser.graphql<any>(
      `mutation($login: String!, $password: String!) { signIn(login: $login, password: $password) {
        __typename ... on SecondFactorRequired { challenge message } } }`,
      { login: user.username, password: TEST_PASSWORD },
    );
    expect(signIn.body.data.signIn.__typename).toBe('SecondFactorRequired');
    const second = await browser.graphql<any>(
      `mutation($challenge: String!, $code: String!) { signInSecondFactor(challenge: $challenge, code: $code) {
        __typename ... on MutationSignInSecondFactorSuccess { data { databaseId } } ... on AppError { code } } }`,
      { challenge: signIn.body.data.signIn.challenge, code: recoveryCodes[2] },
    );
    expect(second.body.data.signInSecondFactor).toEqual({
      __typename: 'MutationSignInSecondFactorSuccess',
      data: { databaseId: user.id },
    });
    expect((await browser.graphql<any>('{ viewer { databaseId } }')).body.data.viewer).toEqual({ databaseId: user.id });
  });

  it('turns two-factor on and off, for the viewer only (tokens refused)', async () => {
    const { user, client } = await signedInMember(app);
    const begun = await client.graphql<any>(
      'mutation { beginTwoFactorSetup { ... on MutationBeginTwoFactorSetupSuccess { data { secret } } } }',
    );
    const { secret } = begun.body.data.beginTwoFactorSetup.data;
    const enabled = await client.graphql<any>(
      `mutation($code: String!) { enableTwoFactor(code: $code) {
        ... on MutationEnableTwoFactorSuccess { data { recoveryCodes } } } }`,
      { code: await generate({ secret }) },
    );
    const codes: string[] = enabled.body.data.enableTwoFactor.data.recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    const off = await client.graphql<any>(
      `mutation($password: String!, $code: String!) { disableTwoFactor(password: $password, code: $code) {
        __typename ... on MutationDisableTwoFactorSuccess { data { message } } } }`,
      { password: TEST_PASSWORD, code: codes[0] },
    );
    expect(off.body.data.disableTwoFactor.data.message).toBe('Two-factor authentication is off.');
    const other = await buildUser(app.services.prisma);
    const seen = await client.graphql<any>('query($id: String!) { member(databaseId: $id) { twoFactorEnabled } }', {
      id: other.id,
    });
    expect(seen.body.data.member).toEqual({ twoFactorEnabled: null });
    expect(user.id).toBeTruthy();
  });
});

describe('REQUIRE_2FA_FOR_STAFF', () => {
  it('refuses moderation to staff without a second factor when on (the default), not when off', async () => {
    const moderator = await signedInMember(app, { role: 'moderator', totpEnabledAt: null });
    const refusal = await moderator.client.get('/api/moderation/reports');
    expect(await refused(refusal, 403)).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    const relaxed = await createTestApp({ REQUIRE_2FA_FOR_STAFF: 'false' }, { db: app.db });
    try {
      const sameModerator = relaxed.client();
      await sameModerator.post('/api/login', { json: { email: moderator.user.email, password: TEST_PASSWORD } });
      expect((await sameModerator.get('/api/moderation/reports')).status).toBe(200);
    } finally {
      await relaxed.close();
    }
  });
});
