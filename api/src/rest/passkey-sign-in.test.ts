/**
 * Signing in with a passkey on /api (docs/security.md#passkeys): the software authenticator's real signatures
 * (testing/passkey-authenticator.ts), the ceremony used once, the throttle, and suspension.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSKEY_REFUSED } from '../domain/accounts/passkeys-sign-in.js';
import { suspendedMessage } from '../domain/accounts/sign-in.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import {
  memberWithPasskey,
  passkeySignInOptions,
  signInWithPasskeyByApi,
  unknownPasskey,
} from '../testing/passkeys.js';
import { refused } from '../testing/rest.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('signing in with a passkey', () => {
  it('starts a session without the password or the second factor, recorded as a passkey sign-in', async () => {
    const { user, authenticator, passkey } = await memberWithPasskey(app);
    await app.services.prisma.user.update({ where: { id: user.id }, data: { totpEnabledAt: new Date() } });
    const browser = app.client();
    const { key, options } = await passkeySignInOptions(browser);
    expect(options.rpId).toBe(new URL(app.url).hostname);
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(options.userVerification).toBe('required');

    const signedIn = await signInWithPasskeyByApi(browser, key, authenticator.signIn(options));
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ id: user.id });
    expect(await (await browser.get('/api/auth/user')).json()).toMatchObject({ id: user.id });
    const history = await app.services.prisma.signInEvent.findMany({ where: { userId: user.id, method: 'passkey' } });
    expect(history).toMatchObject([{ succeeded: true, ipAddress: browser.ipAddress }]);
    const row = await app.services.prisma.passkey.findUniqueOrThrow({ where: { id: passkey.id } });
    expect(row.counter).toBe(1n);
    expect(row.lastUsedAt).not.toBeNull();
    const listed = (await (await browser.get('/api/passkeys')).json()) as { lastUsedAt: string | null }[];
    expect(listed[0]!.lastUsedAt).toBe(row.lastUsedAt!.toISOString());
  });

  it('uses a challenge once: the same answer, or a new one, is refused after it signed in', async () => {
    const { authenticator } = await memberWithPasskey(app);
    const browser = app.client();
    const { key, options } = await passkeySignInOptions(browser);
    const answer = authenticator.signIn(options);
    expect((await signInWithPasskeyByApi(browser, key, answer)).status).toBe(200);
    await refused(await signInWithPasskeyByApi(app.client(), key, answer), 401, PASSKEY_REFUSED);
    await refused(await signInWithPasskeyByApi(app.client(), key, authenticator.signIn(options)), 401, PASSKEY_REFUSED);
  });

  it('refuses, in the same words, an answer for another page, an unknown passkey and a forged signature', async () => {
    const { authenticator } = await memberWithPasskey(app);
    const browser = app.client();
    const { key, options } = await passkeySignInOptions(browser);
    const elsewhere = authenticator.signIn(options, { origin: 'https://dadhood.example.com' });
    await refused(await signInWithPasskeyByApi(browser, key, elsewhere), 401, PASSKEY_REFUSED);

    const stranger = unknownPasskey(app);
    await refused(await signInWithPasskeyByApi(browser, key, stranger.signIn(options)), 401, PASSKEY_REFUSED);

    const forged = authenticator.signIn(options);
    forged.response.signature = stranger.signIn(options).response.signature;
    await refused(await signInWithPasskeyByApi(browser, key, forged), 401, PASSKEY_REFUSED);
    expect((await browser.get('/api/auth/user')).status).toBe(401);
    // Refusals rolled the challenge's use back: the real answer still signs in.
    expect((await signInWithPasskeyByApi(browser, key, authenticator.signIn(options))).status).toBe(200);
  });

  it('tells a suspended member so (403), and starts nothing', async () => {
    const { user, authenticator, passkey } = await memberWithPasskey(app);
    const until = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await app.services.prisma.user.update({
      where: { id: user.id },
      data: { suspendedAt: new Date(), suspendedUntil: until },
    });
    const browser = app.client();
    const { key, options } = await passkeySignInOptions(browser);
    await refused(
      await signInWithPasskeyByApi(browser, key, authenticator.signIn(options)),
      403,
      suspendedMessage(until),
    );
    expect(browser.cookies.size).toBe(0);
    expect(await app.services.prisma.signInEvent.count({ where: { userId: user.id, method: 'passkey' } })).toBe(0);
    const row = await app.services.prisma.passkey.findUniqueOrThrow({ where: { id: passkey.id } });
    expect(row).toMatchObject({ counter: 0n, lastUsedAt: null });
  });

  it('goes on to returnTo when a form posts it', async () => {
    const { authenticator } = await memberWithPasskey(app);
    const browser = app.client();
    const { key, options } = await passkeySignInOptions(browser);
    const form = await browser.post('/api/login/passkey', {
      form: { key, response: JSON.stringify(authenticator.signIn(options)), returnTo: '/groups' },
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/groups');
  });

  it('throttles failures per address and account, and unknown passkeys per address only', async () => {
    const { authenticator } = await memberWithPasskey(app);
    const browser = app.client();
    const stranger = unknownPasskey(app);
    const { key, options } = await passkeySignInOptions(browser);
    for (let i = 0; i < 10; i += 1)
      await refused(await signInWithPasskeyByApi(browser, key, stranger.signIn(options)), 401);
    // Ten unknown passkeys lock nobody's account from this address.
    const wrong = authenticator.signIn(options, { origin: 'https://dadhood.example.com' });
    for (let i = 0; i < 10; i += 1) await refused(await signInWithPasskeyByApi(browser, key, wrong), 401);
    const throttled = await signInWithPasskeyByApi(browser, key, authenticator.signIn(options));
    await refused(throttled, 429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    // From elsewhere, the member still signs in.
    const home = app.client();
    const fresh = await passkeySignInOptions(home);
    expect((await signInWithPasskeyByApi(home, fresh.key, authenticator.signIn(fresh.options))).status).toBe(200);
  });
});
