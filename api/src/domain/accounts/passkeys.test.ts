/**
 * The passkey commands called directly (the adapters' tests: rest/passkeys.test.ts, graphql/schema/passkeys.test.ts):
 * the relying party, default names, user verification, the signature counter, and ownership.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser } from '../../testing/factories.js';
import { SoftwareAuthenticator } from '../../testing/passkey-authenticator.js';
import { defaultPasskeyName, relyingParty } from './passkeys-input.js';
import { PASSKEY_NOT_VERIFIED, beginPasskeyRegistration, finishPasskeyRegistration } from './passkeys-registration.js';
import { PASSKEY_REFUSED, beginPasskeySignIn, signInWithPasskey } from './passkeys-sign-in.js';
import { listPasskeys, removePasskey, renamePasskey } from './passkeys.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const meta = () => ({ ipAddress: `203.0.113.${1 + Math.floor(Math.random() * 250)}` });

async function register(userId: string, authenticator: SoftwareAuthenticator, userAgent?: string) {
  const { key, options } = await beginPasskeyRegistration(app.services, userId);
  const response = authenticator.register(options);
  return finishPasskeyRegistration(app.services, userId, { key, response }, { ...meta(), userAgent });
}

async function signIn(authenticator: SoftwareAuthenticator) {
  const { key, options } = await beginPasskeySignIn(app.services);
  return signInWithPasskey(app.services, { key, response: authenticator.signIn(options) }, meta());
}

describe('the relying party', () => {
  it("is PUBLIC_URL's hostname and origin, under the product's name", () => {
    const rp = relyingParty({ publicUrl: 'https://dadhood.example.com:8443/app', productName: 'Dadhood' });
    expect(rp).toEqual({ id: 'dadhood.example.com', origin: 'https://dadhood.example.com:8443', name: 'Dadhood' });
  });
});

describe('default names', () => {
  it('say where the passkey was made, without versions', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const windows = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
    expect(defaultPasskeyName(iphone)).toBe('Passkey on Safari on iOS');
    expect(defaultPasskeyName(windows)).toBe('Passkey on Firefox on Windows');
    expect(defaultPasskeyName(undefined)).toBe('Passkey');
    expect(defaultPasskeyName('curl/8.5.0')).toBe('Passkey');
  });
});

describe('user verification', () => {
  it('is required: a passkey that does not check a PIN or biometric is neither added nor signs in', async () => {
    const member = await buildUser(app.services.prisma);
    const bare = new SoftwareAuthenticator(app.url, { userVerified: false });
    await expect(register(member.id, bare)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: PASSKEY_NOT_VERIFIED,
    });

    const verified = new SoftwareAuthenticator(app.url);
    const added = await register(member.id, verified);
    expect(added.name).toBe('Passkey');
    const unverified = new SoftwareAuthenticator(app.url, { userVerified: false });
    unverified.passkeys.push(verified.passkeys[0]!);
    await expect(signIn(unverified)).rejects.toMatchObject({ code: 'UNAUTHENTICATED', message: PASSKEY_REFUSED });
    expect((await signIn(verified)).user.id).toBe(member.id);
  });
});

describe('the signature counter', () => {
  it('moves on with each sign-in, and an answer with an older count is refused (a cloned passkey)', async () => {
    const member = await buildUser(app.services.prisma);
    const authenticator = new SoftwareAuthenticator(app.url);
    const added = await register(member.id, authenticator);
    await signIn(authenticator);
    await signIn(authenticator);
    const row = await app.services.prisma.passkey.findUniqueOrThrow({ where: { id: added.id } });
    expect(row.counter).toBe(2n);
    authenticator.passkeys[0]!.counter = 0;
    await expect(signIn(authenticator)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

describe('the user handle', () => {
  it("must be the passkey's member: an answer naming another account is refused", async () => {
    const member = await buildUser(app.services.prisma);
    const authenticator = new SoftwareAuthenticator(app.url);
    const { key, options } = await beginPasskeyRegistration(app.services, member.id);
    const response = authenticator.register(options);
    // A name of null is no name: the passkey is named after where it was made.
    const added = await finishPasskeyRegistration(app.services, member.id, { key, response, name: null }, meta());
    expect(added.name).toBe('Passkey');
    const started = await beginPasskeySignIn(app.services);
    const answer = authenticator.signIn(started.options);
    answer.response.userHandle = Buffer.from('another member').toString('base64url');
    await expect(signInWithPasskey(app.services, { key: started.key, response: answer }, meta())).rejects.toMatchObject(
      { code: 'UNAUTHENTICATED', message: PASSKEY_REFUSED },
    );
  });
});

describe('ownership', () => {
  it("lists, renames and removes the member's own passkeys only", async () => {
    const [owner, other] = [await buildUser(app.services.prisma), await buildUser(app.services.prisma)];
    const added = await register(owner.id, new SoftwareAuthenticator(app.url));
    expect((await listPasskeys(app.services, other.id)).items).toEqual([]);
    await expect(renamePasskey(app.services, other.id, added.id, { name: 'Mine' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(removePasskey(app.services, other.id, added.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await renamePasskey(app.services, owner.id, added.id, { name: ' Laptop ' })).name).toBe('Laptop');
    expect((await listPasskeys(app.services, owner.id)).items.map((p) => p.name)).toEqual(['Laptop']);
    expect(await removePasskey(app.services, owner.id, added.id)).toBe(added.id);
    expect((await listPasskeys(app.services, owner.id)).items).toEqual([]);
  });
});
