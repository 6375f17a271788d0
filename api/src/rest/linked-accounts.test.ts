/**
 * Linking provider accounts (docs/security.md#single-sign-on) against real providers (testing/oidc-provider.ts):
 * from the profile, by a verified address with the password as consent, never by an unverified one; listing and
 * unlinking over /api and GraphQL; tokens refused; a provider that cannot be reached.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../domain/access-tokens/access-tokens.js';
import { createTestApp } from '../testing/app.js';
import { TEST_PASSWORD, buildUser, signedInMember, takeRecoveryCode } from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import { refused } from '../testing/rest.js';
import {
  createSingleSignOnWorld,
  providerEnvironment,
  roundTrip,
  type SingleSignOnWorld,
} from '../testing/single-sign-on.js';
import { PENDING_LINK_COOKIE } from './single-sign-on-cookies.js';

let world: SingleSignOnWorld;
beforeAll(async () => {
  world = await createSingleSignOnWorld();
});
afterAll(() => world?.close());

let counter = 0;
const sub = () => `sub-${Date.now()}-${counter++}`;
const prisma = () => world.app.services.prisma;
const linksOf = (userId: string) =>
  prisma().externalIdentity.findMany({ where: { userId }, select: { provider: true, subject: true } });
const signedInId = async (client: HttpClient) => {
  const response = await client.get('/api/auth/user');
  return response.status === 200 ? ((await response.json()) as { id: string }).id : null;
};
const pageText = async (response: Response, role: 'alert' | 'status') =>
  new RegExp(`<p role="${role}">([^<]*)</p>`).exec(await response.text())?.[1];

describe('an existing member’s address at a provider', () => {
  it('is never matched when the provider did not verify it', async () => {
    const member = await buildUser(prisma());
    const client = world.app.client();
    const answer = await roundTrip(world, client, 'acme', { sub: sub(), email: member.email, emailVerified: false });
    expect(answer.status).toBe(409);
    expect(await pageText(answer, 'alert')).toBe(
      'An account with this e-mail address already exists. Sign in with your password, then link Acme from your profile.',
    );
    expect(await signedInId(client)).toBeNull();
    expect(client.cookies.has(PENDING_LINK_COOKIE)).toBe(false);
    expect(await linksOf(member.id)).toEqual([]);
  });

  it('when verified, asks for the password, and links once the member signs in with it', async () => {
    const member = await buildUser(prisma());
    const client = world.app.client();
    const who = { sub: sub(), email: member.email };
    const answer = await roundTrip(world, client, 'acme', who);
    expect(answer.status).toBe(200);
    const page = await answer.text();
    expect(page).toContain(
      '<p role="status">An account with this address exists. Sign in with your password to link Acme to it.</p>',
    );
    expect(page).toContain(`"values":{"email":"${member.email}"}`); // the form is filled in with it
    expect(await signedInId(client)).toBeNull();
    expect(await linksOf(member.id)).toEqual([]);
    expect(answer.headers.getSetCookie().find((c) => c.startsWith(PENDING_LINK_COOKIE))).toMatch(/Path=\/api\/login;/);

    const signIn = await client.post('/api/login', { json: { email: member.email, password: TEST_PASSWORD } });
    expect(signIn.status).toBe(200);
    expect(await linksOf(member.id)).toEqual([{ provider: 'acme', subject: who.sub }]);
    expect(client.cookies.has(PENDING_LINK_COOKIE)).toBe(false);
    // From now on the provider signs the member in directly.
    const later = world.app.client();
    expect((await roundTrip(world, later, 'acme', who)).status).toBe(303);
    expect(await signedInId(later)).toBe(member.id);
  });

  it('links only after the second factor, for a member who has one', async () => {
    const member = await buildUser(prisma(), { totpEnabledAt: new Date() });
    const client = world.app.client();
    const who = { sub: sub(), email: member.email };
    expect((await roundTrip(world, client, 'globex', who)).status).toBe(200);
    const first = await client.post('/api/login', { json: { email: member.email, password: TEST_PASSWORD } });
    const { challenge } = (await refused(first, 401)) as { challenge?: string };
    expect(await linksOf(member.id)).toEqual([]);
    const code = takeRecoveryCode(member.email);
    expect((await client.post('/api/login/second-factor', { json: { challenge, code } })).status).toBe(200);
    expect(await linksOf(member.id)).toEqual([{ provider: 'globex', subject: who.sub }]);
  });

  it('is not linked when someone else signs in with that browser', async () => {
    const member = await buildUser(prisma());
    const other = await buildUser(prisma());
    const client = world.app.client();
    expect((await roundTrip(world, client, 'acme', { sub: sub(), email: member.email })).status).toBe(200);
    expect((await client.post('/api/login', { json: { email: other.email, password: TEST_PASSWORD } })).status).toBe(
      200,
    );
    expect(await linksOf(member.id)).toEqual([]);
    expect(await linksOf(other.id)).toEqual([]);
  });
});

describe('linking from the profile, and unlinking', () => {
  it('links the provider account to the signed-in member, lists it, and unlinks it', async () => {
    const { user, client } = await signedInMember(world.app);
    const who = { sub: sub(), email: `other.${Date.now()}@example.com` };
    const answer = await roundTrip(world, client, 'acme', who);
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/profile');
    expect(await linksOf(user.id)).toEqual([{ provider: 'acme', subject: who.sub }]);
    expect(await signedInId(client)).toBe(user.id);

    const listed = (await (await client.get('/api/users/linked-accounts')).json()) as Record<string, unknown>[];
    expect(listed).toEqual([
      {
        provider: 'acme',
        label: 'Acme',
        email: who.email,
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
      },
    ]);
    const { body } = await client.graphql<any>(
      '{ signInProviders { id label } viewer { linkedAccounts(first: 10) { edges { node { provider label email } } } } }',
    );
    expect(body.data.signInProviders).toEqual([
      { id: 'acme', label: 'Acme' },
      { id: 'globex', label: 'Globex' },
    ]);
    expect(body.data.viewer.linkedAccounts.edges).toEqual([
      { node: { provider: 'acme', label: 'Acme', email: who.email } },
    ]);

    expect((await client.delete('/api/users/linked-accounts/acme')).status).toBe(204);
    expect(await linksOf(user.id)).toEqual([]);
    await refused(await client.delete('/api/users/linked-accounts/acme'), 404, 'Linked account was not found.');
    // Unlinked, the provider account is a stranger again: signed out, it would make a new account.
    expect(await prisma().externalIdentity.count({ where: { subject: who.sub } })).toBe(0);
  });

  it('unlinks over GraphQL, NOT_FOUND when nothing is linked, and shows no one else’s links', async () => {
    const { user, client } = await signedInMember(world.app);
    await roundTrip(world, client, 'globex', { sub: sub(), email: `g.${Date.now()}@example.com` });
    const unlink = `mutation { unlinkAccount(provider: "globex") {
      __typename ... on MutationUnlinkAccountSuccess { data { provider } } ... on AppError { code } } }`;
    expect((await client.graphql<any>(unlink)).body.data.unlinkAccount).toEqual({
      __typename: 'MutationUnlinkAccountSuccess',
      data: { provider: 'globex' },
    });
    expect((await client.graphql<any>(unlink)).body.data.unlinkAccount).toEqual({
      __typename: 'AppError',
      code: 'NOT_FOUND',
    });
    const stranger = await signedInMember(world.app);
    const { body } = await stranger.client.graphql<any>(
      `{ member(databaseId: "${user.id}") { linkedAccounts(first: 5) { edges { node { provider } } } } }`,
    );
    expect(body.data.member.linkedAccounts).toBeNull();
  });

  it('refuses a provider account linked to someone else (409) and a second account at one provider', async () => {
    const who = { sub: sub(), email: `taken.${Date.now()}@example.com` };
    await roundTrip(world, world.app.client(), 'acme', who); // a new member with that provider account
    const { user, client } = await signedInMember(world.app);
    const taken = await roundTrip(world, client, 'acme', who);
    expect(taken.status).toBe(409);
    expect(await pageText(taken, 'alert')).toBe(
      'That Acme account is already linked to another account here. Sign in with it instead.',
    );
    expect(await signedInId(client)).toBe(user.id);
    await roundTrip(world, client, 'acme', { sub: sub(), email: who.email });
    const second = await roundTrip(world, client, 'acme', { sub: sub(), email: who.email });
    expect(second.status).toBe(409);
    expect(await pageText(second, 'alert')).toBe(
      'You already linked another Acme account. Unlink it in your profile first.',
    );
  });

  it('lets no other site start a link: it goes to the profile instead', async () => {
    const { client } = await signedInMember(world.app);
    const response = await client.get('/api/auth/oidc/acme', { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/profile');
  });

  it('refuses every call to an access token', async () => {
    const { user } = await signedInMember(world.app);
    const { token } = await createAccessToken(world.app.services, user.id, {
      name: 'Bot',
      scopes: ['read', 'write:profile'],
    });
    const bot = world.app.client();
    bot.bearer = token;
    for (const path of ['/api/users/linked-accounts', '/api/auth/oidc/acme', '/api/auth/oidc/providers']) {
      expect((await bot.get(path)).status, path).toBe(403);
    }
    expect((await bot.delete('/api/users/linked-accounts/acme')).status).toBe(403);
    const { body } = await bot.graphql<any>('{ viewer { linkedAccounts(first: 5) { edges { node { provider } } } } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('a provider that cannot be reached', () => {
  it('stops nothing at start, and answers 503 with a clear message when a member needs it', async () => {
    const closed = world.providers.acme.issuer.replace(/:\d+$/, ':9');
    const app = await createTestApp(providerEnvironment({ down: closed }, { down: 'Downtime' }));
    try {
      const client = app.client();
      expect(await (await client.get('/api/auth/oidc/providers')).json()).toEqual([{ id: 'down', label: 'Downtime' }]);
      const response = await client.get('/api/auth/oidc/down');
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(await pageText(response, 'alert')).toBe(
        'Downtime cannot be reached right now. Try again in a minute, or sign in with your password.',
      );
      expect(await app.services.prisma.signInChallenge.count()).toBe(0);
    } finally {
      await app.close();
    }
  });
});
