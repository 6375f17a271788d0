/**
 * Signing in with an OpenID Connect provider (docs/security.md#single-sign-on), against real providers
 * (testing/oidc-provider.ts): a new provider account makes an account, a known one signs its member in, and every
 * answer that is not this browser's own round trip is refused without writing anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretTokenDigest } from '../domain/secret-tokens.js';
import { buildUser } from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import {
  callbackPath,
  createSingleSignOnWorld,
  roundTrip,
  startRoundTrip,
  type SingleSignOnWorld,
} from '../testing/single-sign-on.js';
import { ROUND_TRIP_COOKIE } from './single-sign-on-cookies.js';

let world: SingleSignOnWorld;
beforeAll(async () => {
  world = await createSingleSignOnWorld({ ADMIN_EMAILS: 'chief.sso@example.com,deputy.sso@example.com' });
});
afterAll(() => world?.close());

let counter = 0;
const account = (overrides: { email?: string; emailVerified?: boolean } = {}) => {
  const n = `${Date.now()}${counter++}`;
  return { sub: `sub-${n}`, email: `sso.${n}@example.com`, ...overrides };
};

const prisma = () => world.app.services.prisma;
const signedInAs = async (client: HttpClient) => {
  const response = await client.get('/api/auth/user');
  return response.status === 200 ? ((await response.json()) as { id: string; username: string }) : null;
};
/** The message the sign-in page shows (the API tests' fallback page: `<p role="alert">`). */
const alertOf = async (response: Response) => /<p role="alert">([^<]*)<\/p>/.exec(await response.text())?.[1];

describe('signing in with a provider', () => {
  it('lists the configured providers for the sign-in page, and offers them on it', async () => {
    const list = await world.app.client().get('/api/auth/oidc/providers');
    expect(await list.json()).toEqual([
      { id: 'acme', label: 'Acme' },
      { id: 'globex', label: 'Globex' },
    ]);
    const page = await (await world.app.client().get('/api/login?returnTo=/groups')).text();
    expect(page).toContain(
      '<a class="single-sign-on-button" href="/api/auth/oidc/acme?returnTo=%2Fgroups">Sign in with Acme</a>',
    );
    expect(page).toContain('Sign in with Globex</a>');
  });

  it('sends the browser to the provider with PKCE, a state and a nonce, the key in a short-lived cookie', async () => {
    const client = world.app.client();
    const response = await client.get('/api/auth/oidc/acme');
    expect(response.status).toBe(303);
    const target = new URL(response.headers.get('location')!);
    expect(target.origin).toBe(world.providers.acme.issuer);
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      client_id: 'dadhood',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${world.app.url}/api/auth/oidc/acme/callback`,
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(target.searchParams.get(name)).toMatch(/^.{40,}$/);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${ROUND_TRIP_COOKIE}=`))!;
    expect(cookie).toMatch(/Max-Age=600; Path=\/api\/auth\/oidc; HttpOnly; SameSite=Lax/);
    const row = await prisma().signInChallenge.findUniqueOrThrow({
      where: { keyHash: secretTokenDigest(client.cookies.get(ROUND_TRIP_COOKIE)!) },
    });
    expect(row).toMatchObject({ purpose: 'single_sign_on', userId: null, usedAt: null });
  });

  it('makes an account for a new provider account, signs it in, and signs the same member in next time', async () => {
    const who = { ...account(), preferredUsername: 'Grill Master!', givenName: 'Sam' };
    const client = world.app.client();
    const first = await roundTrip(world, client, 'acme', who);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/');
    const member = (await signedInAs(client))!;
    expect(member.username).toBe('Grill_Master');
    const row = await prisma().user.findUniqueOrThrow({ where: { id: member.id } });
    expect(row).toMatchObject({ email: who.email, firstName: 'Sam', role: 'member' });
    expect(row.emailVerifiedAt).not.toBeNull();
    const identity = await prisma().externalIdentity.findFirstOrThrow({ where: { userId: member.id } });
    expect(identity).toMatchObject({ provider: 'acme', subject: who.sub, email: who.email });
    expect(await prisma().signInEvent.findMany({ where: { userId: member.id }, select: { method: true } })).toEqual([
      { method: 'single_sign_on' },
    ]);

    const elsewhere = world.app.client();
    expect((await roundTrip(world, elsewhere, 'acme', who)).status).toBe(303);
    expect((await signedInAs(elsewhere))?.id).toBe(member.id);
    expect(await prisma().user.count({ where: { email: who.email } })).toBe(1);
    const used = await prisma().externalIdentity.findUniqueOrThrow({ where: { id: identity.id } });
    expect(used.lastUsedAt!.getTime()).toBeGreaterThan(identity.lastUsedAt!.getTime());
  });

  it('lands on the page the member came from', async () => {
    const client = world.app.client();
    const authorizationUrl = await startRoundTrip(client, 'acme', '?returnTo=/groups/42');
    const callback = await world.providers.acme.signIn(authorizationUrl, account());
    const landed = await client.get(callbackPath(callback));
    expect(landed.headers.get('location')).toBe('/groups/42');
  });

  it('gives an address the provider did not verify a verification mail, and no admin', async () => {
    const client = world.app.client();
    await roundTrip(world, client, 'acme', {
      sub: `chief-${Date.now()}`,
      email: 'deputy.sso@example.com',
      emailVerified: false,
    });
    const member = await prisma().user.findUniqueOrThrow({ where: { email: 'deputy.sso@example.com' } });
    expect(member).toMatchObject({ emailVerifiedAt: null, role: 'member' });
    expect(await prisma().outboxEmail.count({ where: { to: 'deputy.sso@example.com' } })).toBe(1);
  });

  it('makes an admin of an ADMIN_EMAILS address the provider verified', async () => {
    await roundTrip(world, world.app.client(), 'globex', {
      sub: `chief-${Date.now()}`,
      email: 'chief.sso@example.com',
    });
    const member = await prisma().user.findUniqueOrThrow({ where: { email: 'chief.sso@example.com' } });
    expect(member.role).toBe('admin');
    expect(await prisma().outboxEmail.count({ where: { to: 'chief.sso@example.com' } })).toBe(0);
  });

  it('makes a unique username when the one it would take is taken', async () => {
    const taken = await buildUser(prisma());
    const client = world.app.client();
    await roundTrip(world, client, 'acme', { ...account(), preferredUsername: taken.username.toUpperCase() });
    const { username } = (await signedInAs(client))!;
    expect(username).not.toBe(taken.username);
    expect(username).toMatch(new RegExp(`^${taken.username.toUpperCase().slice(0, 12)}.*_\\d+$`));
  });

  it('counts new accounts against the per-address registration limit', async () => {
    // Browsers of one network (a new one each time: a signed-in browser would be linking instead).
    const address = world.app.client().ipAddress;
    for (let i = 0; i < 5; i++) {
      expect((await roundTrip(world, world.app.client(address), 'acme', account())).status).toBe(303);
    }
    const refused = await roundTrip(world, world.app.client(address), 'acme', account());
    expect(refused.status).toBe(429);
    expect(await alertOf(refused)).toMatch(/^Too many accounts created from your network/);
  });

  it('refuses a suspended member as the password does', async () => {
    const who = account();
    await roundTrip(world, world.app.client(), 'acme', who);
    await prisma().user.update({
      where: { email: who.email },
      data: { suspendedAt: new Date(), suspendedUntil: null },
    });
    const client = world.app.client();
    const refused = await roundTrip(world, client, 'acme', who);
    expect(refused.status).toBe(403);
    expect(await alertOf(refused)).toBe(
      'Your account has been suspended permanently for breaking the community rules.',
    );
    expect(await signedInAs(client)).toBeNull();
  });
});

describe('refusing an answer that is not this browser’s round trip', () => {
  /** A started round trip, signed in at the provider: the callback address and the browser. */
  async function atProvider(who = account()) {
    const client = world.app.client();
    const callback = await world.providers.acme.signIn(await startRoundTrip(client, 'acme'), who);
    return { client, callback, who };
  }
  const nothingWritten = async (email: string) => expect(await prisma().user.count({ where: { email } })).toBe(0);

  it('refuses a tampered state (400), writing nothing: the round trip is not even used up', async () => {
    const { client, callback, who } = await atProvider();
    const key = client.cookies.get(ROUND_TRIP_COOKIE)!;
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state-forged-state-forged-state-forged');
    const refused = await client.get(callbackPath(forged));
    expect(refused.status).toBe(400);
    expect(await alertOf(refused)).toBe(
      'That answer from Acme does not belong to the sign-in this browser started. Try again.',
    );
    await nothingWritten(who.email);
    expect(await signedInAs(client)).toBeNull();
    client.cookies.set(ROUND_TRIP_COOKIE, key); // the refusal cleared it, as the round trip is over for the browser
    expect((await client.get(callbackPath(callback))).status).toBe(303);
    expect(await signedInAs(client)).not.toBeNull();
  });

  it('refuses the answer in a browser that did not start the round trip (login CSRF)', async () => {
    const { callback, who } = await atProvider();
    const victim = world.app.client();
    const refused = await victim.get(callbackPath(callback));
    expect(refused.status).toBe(400);
    expect(await alertOf(refused)).toBe('That sign-in with Acme expired or was already used. Try again.');
    await nothingWritten(who.email);
  });

  it('refuses a callback used a second time', async () => {
    const { client, callback } = await atProvider();
    const key = client.cookies.get(ROUND_TRIP_COOKIE)!;
    expect((await client.get(callbackPath(callback))).status).toBe(303);
    client.cookies.set(ROUND_TRIP_COOKIE, key); // as a replay would bring it back
    const again = await client.get(callbackPath(callback));
    expect(again.status).toBe(400);
    expect(await alertOf(again)).toBe('That sign-in with Acme expired or was already used. Try again.');
  });

  it('checks the nonce and the PKCE verifier against the round trip (401)', async () => {
    for (const field of ['nonce', 'codeVerifier']) {
      const { client, callback, who } = await atProvider();
      const keyHash = secretTokenDigest(client.cookies.get(ROUND_TRIP_COOKIE)!);
      const row = await prisma().signInChallenge.findUniqueOrThrow({ where: { keyHash } });
      const tampered = { ...(row.data as Record<string, string>), [field]: 'A'.repeat(43) };
      await prisma().signInChallenge.update({ where: { keyHash }, data: { data: tampered } });
      const refused = await client.get(callbackPath(callback));
      expect(refused.status, field).toBe(401);
      expect(await alertOf(refused)).toBe(
        'Acme could not confirm who you are. Try again, or sign in with your password.',
      );
      await nothingWritten(who.email);
    }
  });

  it('tells a member who cancelled at the provider (401)', async () => {
    const client = world.app.client();
    const callback = await world.providers.acme.cancel(await startRoundTrip(client, 'acme'));
    expect(callback.searchParams.get('error')).toBe('access_denied');
    const refused = await client.get(callbackPath(callback));
    expect(refused.status).toBe(401);
    expect(await alertOf(refused)).toBe(
      'Signing in with Acme was cancelled. Try again, or sign in with your password.',
    );
  });

  it('answers 404 for a provider that is not configured', async () => {
    const response = await world.app.client().get('/api/auth/oidc/initech');
    expect(response.status).toBe(404);
    expect(await alertOf(response)).toBe('Sign-in provider was not found.');
  });

  it('refuses a provider account without an e-mail address', async () => {
    const client = world.app.client();
    const refused = await roundTrip(world, client, 'acme', { sub: `mute-${Date.now()}` });
    expect(refused.status).toBe(400);
    expect(await alertOf(refused)).toBe('Acme did not share your e-mail address, which an account here needs.');
  });
});
