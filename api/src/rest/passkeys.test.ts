/**
 * Adding and managing passkeys on /api (docs/security.md#passkeys), with a software authenticator that signs with
 * real P-256 keys (testing/passkey-authenticator.ts), as a phone or a password manager would behind the browser.
 * Signing in with one: ./passkey-sign-in.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../domain/access-tokens/access-tokens.js';
import { PASSKEY_ALREADY_ADDED, PASSKEY_NOT_VERIFIED } from '../domain/accounts/passkeys-registration.js';
import { PASSKEY_REFUSED } from '../domain/accounts/passkeys-sign-in.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildPasskey, signedInMember } from '../testing/factories.js';
import { SoftwareAuthenticator } from '../testing/passkey-authenticator.js';
import {
  addPasskeyByApi,
  memberWithPasskey,
  passkeySignInOptions,
  signInWithPasskeyByApi,
} from '../testing/passkeys.js';
import { refused } from '../testing/rest.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('adding a passkey', () => {
  it('keeps its public key, named after the browser, and lists it newest first', async () => {
    const { user, client, authenticator, passkey } = await memberWithPasskey(app);
    expect(passkey).toMatchObject({ name: 'Passkey on Chrome on Linux', deviceType: 'singleDevice', backedUp: false });
    const row = await app.services.prisma.passkey.findUniqueOrThrow({ where: { id: passkey.id } });
    expect(row).toMatchObject({
      userId: user.id,
      credentialId: authenticator.passkeys[0]!.id,
      transports: ['internal'],
    });
    expect(row.publicKey.length).toBeGreaterThan(64);

    const second = await addPasskeyByApi(client, authenticator, '  Work laptop  ');
    expect(await second.json()).toMatchObject({ name: 'Work laptop' });
    const list = (await (await client.get('/api/passkeys')).json()) as { name: string }[];
    expect(list.map((p) => p.name)).toEqual(['Work laptop', 'Passkey on Chrome on Linux']);
  });

  it("asks the browser for a discoverable passkey of PUBLIC_URL's host, never one the member already has", async () => {
    const { user, client, authenticator } = await memberWithPasskey(app);
    const { options } = (await (await client.post('/api/passkeys/registration/options')).json()) as any;
    expect(options.rp).toEqual({ id: new URL(app.url).hostname, name: 'Dadhood' });
    expect(options.user).toMatchObject({
      name: user.email,
      id: Buffer.from(user.id.replace(/-/g, ''), 'hex').toString('base64url'),
    });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'preferred' });
    expect(options.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([authenticator.passkeys[0]!.id]);
  });

  it('refuses an answer made for another page (400), and a passkey another account holds (409)', async () => {
    const { client } = await signedInMember(app);
    const started = (await (await client.post('/api/passkeys/registration/options')).json()) as any;
    const elsewhere = new SoftwareAuthenticator('https://dadhood.example.com').register(started.options);
    const wrongOrigin = await client.post('/api/passkeys/registration', {
      json: { key: started.key, response: elsewhere },
    });
    expect(await refused(wrongOrigin, 400, PASSKEY_NOT_VERIFIED)).toMatchObject({ errors: [{ field: 'response' }] });

    const holder = await memberWithPasskey(app);
    const again = (await (await client.post('/api/passkeys/registration/options')).json()) as any;
    const copy = holder.authenticator.register(again.options, { again: holder.authenticator.passkeys[0]! });
    await refused(
      await client.post('/api/passkeys/registration', { json: { key: again.key, response: copy } }),
      409,
      PASSKEY_ALREADY_ADDED,
    );
  });

  it("uses a ceremony once, and never another member's", async () => {
    const { client } = await signedInMember(app);
    const other = await signedInMember(app);
    const authenticator = new SoftwareAuthenticator(app.url);
    const { key, options } = (await (await client.post('/api/passkeys/registration/options')).json()) as any;
    const response = authenticator.register(options);
    const stolen = await other.client.post('/api/passkeys/registration', { json: { key, response } });
    expect(await refused(stolen, 400)).toMatchObject({ errors: [{ field: 'key' }] });
    expect((await client.post('/api/passkeys/registration', { json: { key, response } })).status).toBe(201);
    await refused(await client.post('/api/passkeys/registration', { json: { key, response } }), 400);
    expect(await app.services.prisma.passkey.count({ where: { userId: other.user.id } })).toBe(0);
  });
});

describe('managing passkeys', () => {
  it('renames (1 to 60 characters) and removes, the last one too; then it signs in no more', async () => {
    const { client, authenticator, passkey } = await memberWithPasskey(app);
    await refused(await client.patch(`/api/passkeys/${passkey.id}`, { json: { name: '  ' } }), 400);
    await refused(await client.patch(`/api/passkeys/${passkey.id}`, { json: { name: 'x'.repeat(61) } }), 400);
    const renamed = await client.patch(`/api/passkeys/${passkey.id}`, { json: { name: 'x'.repeat(60) } });
    expect(await renamed.json()).toMatchObject({ id: passkey.id, name: 'x'.repeat(60) });
    expect((await client.delete(`/api/passkeys/${passkey.id}`)).status).toBe(204);
    expect(await (await client.get('/api/passkeys')).json()).toEqual([]);
    const browser = app.client();
    const { key, options } = await passkeySignInOptions(browser);
    await refused(await signInWithPasskeyByApi(browser, key, authenticator.signIn(options)), 401, PASSKEY_REFUSED);
  });

  it("shows and touches no other member's passkey (404)", async () => {
    const { passkey } = await memberWithPasskey(app);
    const other = await signedInMember(app);
    expect(await (await other.client.get('/api/passkeys')).json()).toEqual([]);
    await refused(await other.client.patch(`/api/passkeys/${passkey.id}`, { json: { name: 'Mine now' } }), 404);
    await refused(await other.client.delete(`/api/passkeys/${passkey.id}`), 404);
    await refused(await other.client.delete('/api/passkeys/not-an-id'), 404);
    expect(await app.services.prisma.passkey.findUniqueOrThrow({ where: { id: passkey.id } })).toMatchObject({
      name: passkey.name,
    });
  });

  it('stops at 20 passkeys a member (409), counted again when the answer comes', async () => {
    const { user, client, authenticator } = await memberWithPasskey(app);
    const pending = (await (await client.post('/api/passkeys/registration/options')).json()) as any;
    for (let i = 0; i < 19; i += 1) await buildPasskey(app.services.prisma, user.id);
    await refused(await client.post('/api/passkeys/registration/options'), 409);
    const late = authenticator.register(pending.options);
    await refused(await client.post('/api/passkeys/registration', { json: { key: pending.key, response: late } }), 409);
    expect(await app.services.prisma.passkey.count({ where: { userId: user.id } })).toBe(20);
    const page = await client.get('/api/passkeys?limit=15');
    expect(((await page.json()) as unknown[]).length).toBe(15);
    expect(page.headers.get('x-next-cursor')).toBeTruthy();
  });

  it('refuses an access token every passkey call, whatever its scopes (403)', async () => {
    const { user, passkey } = await memberWithPasskey(app);
    const { token } = await createAccessToken(app.services, user.id, {
      name: 'Bot',
      scopes: ['read', 'write:profile'],
    });
    const bot = app.client();
    bot.bearer = token;
    await refused(await bot.get('/api/passkeys'), 403);
    await refused(await bot.post('/api/passkeys/registration/options'), 403);
    await refused(await bot.post('/api/passkeys/registration', { json: {} }), 403);
    await refused(await bot.patch(`/api/passkeys/${passkey.id}`, { json: { name: 'Bot' } }), 403);
    await refused(await bot.delete(`/api/passkeys/${passkey.id}`), 403);
    await refused(await bot.post('/api/login/passkey/options'), 403);
    await refused(await bot.post('/api/login/passkey', { json: {} }), 403);
    expect(await app.services.prisma.passkey.count({ where: { userId: user.id } })).toBe(1);
  });
});
