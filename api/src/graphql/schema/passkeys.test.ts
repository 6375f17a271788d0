/**
 * Passkeys over GraphQL (docs/security.md#passkeys): the same rules as /api (rest/passkeys.test.ts), with the
 * WebAuthn options and answers as JSON text, and the software authenticator's real signatures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../../domain/access-tokens/access-tokens.js';
import { PASSKEY_REFUSED } from '../../domain/accounts/passkeys-sign-in.js';
import { secretTokenDigest } from '../../domain/secret-tokens.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildPasskey, signedInMember } from '../../testing/factories.js';
import type { HttpClient } from '../../testing/http-client.js';
import { SoftwareAuthenticator } from '../../testing/passkey-authenticator.js';
import { requestCost } from '../../testing/statements.js';

let app: TestApp;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: () => (statements += 1) });
});
afterAll(() => app.close());

const BEGIN_REGISTRATION = `mutation { beginPasskeyRegistration { __typename
  ... on AppError { code message } ... on MutationBeginPasskeyRegistrationSuccess { data { key options } } } }`;
const FINISH_REGISTRATION = `mutation($key: String!, $response: String!, $name: String) {
  finishPasskeyRegistration(key: $key, response: $response, name: $name) { __typename
    ... on AppError { code message }
    ... on MutationFinishPasskeyRegistrationSuccess { data { id name deviceType backedUp createdAt lastUsedAt } } } }`;
const BEGIN_SIGN_IN = `mutation { beginPasskeySignIn { __typename
  ... on AppError { code message } ... on MutationBeginPasskeySignInSuccess { data { key options } } } }`;
const SIGN_IN = `mutation($key: String!, $response: String!) { signInWithPasskey(key: $key, response: $response) {
  __typename ... on AppError { code message } ... on MutationSignInWithPasskeySuccess { data { id username } } } }`;
const LIST = '{ viewer { passkeys(first: 10) { edges { node { id name lastUsedAt } } } } }';
const RENAME = `mutation($id: ID!, $name: String!) { renamePasskey(id: $id, name: $name) { __typename
  ... on AppError { code message } ... on MutationRenamePasskeySuccess { data { id name } } } }`;
const REMOVE = `mutation($id: ID!) { removePasskey(id: $id) { __typename
  ... on AppError { code message } ... on MutationRemovePasskeySuccess { data } } }`;

/** Adds a passkey through GraphQL; answers the finishing mutation's result. */
async function addPasskey(client: HttpClient, authenticator: SoftwareAuthenticator, name?: string) {
  const begun = await client.graphql<any>(BEGIN_REGISTRATION);
  const { key, options } = begun.body.data.beginPasskeyRegistration.data;
  const response = JSON.stringify(authenticator.register(JSON.parse(options)));
  const finished = await client.graphql<any>(FINISH_REGISTRATION, { key, response, name });
  return finished.body.data.finishPasskeyRegistration;
}

async function signInWithPasskey(client: HttpClient, authenticator: SoftwareAuthenticator) {
  const begun = await client.graphql<any>(BEGIN_SIGN_IN);
  const { key, options } = begun.body.data.beginPasskeySignIn.data;
  const response = JSON.stringify(authenticator.signIn(JSON.parse(options)));
  return { key, response, result: (await client.graphql<any>(SIGN_IN, { key, response })).body };
}

describe('passkeys over GraphQL', () => {
  it('adds, lists, signs in, renames and removes, as /api does', async () => {
    const { user, client } = await signedInMember(app);
    const authenticator = new SoftwareAuthenticator(app.url);
    const added = await addPasskey(client, authenticator, 'Phone');
    expect(added).toMatchObject({
      __typename: 'MutationFinishPasskeyRegistrationSuccess',
      data: { name: 'Phone', deviceType: 'singleDevice', backedUp: false, lastUsedAt: null },
    });
    const id = added.data.id as string;

    const browser = app.client();
    const { key, response, result } = await signInWithPasskey(browser, authenticator);
    expect(result.data.signInWithPasskey).toMatchObject({ data: { id: expect.any(String), username: user.username } });
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    expect(await app.services.prisma.signInEvent.count({ where: { userId: user.id, method: 'passkey' } })).toBe(1);
    // The challenge is spent.
    const replay = await app.client().graphql<any>(SIGN_IN, { key, response });
    expect(replay.body.data.signInWithPasskey).toEqual({
      __typename: 'AppError',
      code: 'UNAUTHENTICATED',
      message: PASSKEY_REFUSED,
    });

    const listed = await browser.graphql<any>(LIST);
    expect(listed.body.data.viewer.passkeys.edges).toEqual([
      { node: { id, name: 'Phone', lastUsedAt: expect.any(String) } },
    ]);
    const renamed = await browser.graphql<any>(RENAME, { id, name: 'My phone' });
    expect(renamed.body.data.renamePasskey).toMatchObject({ data: { id, name: 'My phone' } });
    const tooLong = await browser.graphql<any>(RENAME, { id, name: 'x'.repeat(61) });
    expect(tooLong.body.data.renamePasskey).toMatchObject({ code: 'BAD_USER_INPUT' });
    const removed = await browser.graphql<any>(REMOVE, { id });
    expect(removed.body.data.removePasskey).toEqual({ __typename: 'MutationRemovePasskeySuccess', data: id });
    expect((await browser.graphql<any>(LIST)).body.data.viewer.passkeys.edges).toEqual([]);
  });

  it("answers null for another member's passkeys, and NOT_FOUND for touching one", async () => {
    const owner = await signedInMember(app);
    const added = await addPasskey(owner.client, new SoftwareAuthenticator(app.url));
    const id = added.data.id as string;
    const { client } = await signedInMember(app);
    const seen = await client.graphql<any>(
      'query($id: String!) { member(databaseId: $id) { passkeys { edges { node { id } } } } }',
      {
        id: owner.user.id,
      },
    );
    expect(seen.body.data.member).toEqual({ passkeys: null });
    const node = await client.graphql<any>('query($id: ID!) { node(id: $id) { __typename } }', { id });
    expect(node.body.data.node).toBeNull();
    expect((await client.graphql<any>(RENAME, { id, name: 'Mine' })).body.data.renamePasskey.code).toBe('NOT_FOUND');
    expect((await client.graphql<any>(REMOVE, { id })).body.data.removePasskey.code).toBe('NOT_FOUND');
    expect(await app.services.prisma.passkey.count({ where: { userId: owner.user.id } })).toBe(1);
  });

  it('rolls a refused sign-in back: a suspended member gets FORBIDDEN, and nothing is written', async () => {
    const { user, client } = await signedInMember(app);
    const authenticator = new SoftwareAuthenticator(app.url);
    const added = await addPasskey(client, authenticator);
    await app.services.prisma.user.update({
      where: { id: user.id },
      data: { suspendedAt: new Date(), suspendedUntil: null },
    });
    const browser = app.client();
    const { key, result } = await signInWithPasskey(browser, authenticator);
    expect(result.data.signInWithPasskey).toMatchObject({ __typename: 'AppError', code: 'FORBIDDEN' });
    expect(browser.cookies.size).toBe(0);
    expect(await app.services.prisma.signInEvent.count({ where: { userId: user.id, method: 'passkey' } })).toBe(0);
    const passkey = await app.services.prisma.passkey.findFirstOrThrow({ where: { userId: user.id } });
    expect(passkey).toMatchObject({ counter: 0n, lastUsedAt: null });
    expect(added.data.id).toBeTruthy();
    // The ceremony went back with the rest: it is still unused.
    const ceremony = await app.services.prisma.signInChallenge.findUniqueOrThrow({
      where: { keyHash: secretTokenDigest(key) },
    });
    expect(ceremony.usedAt).toBeNull();
  });

  it('lists at a fixed number of statements, on both adapters, for 1 passkey as for 5', async () => {
    const cost = async (count: number, send: (client: HttpClient) => Promise<Response>) => {
      const { user, client } = await signedInMember(app);
      for (let i = 0; i < count; i += 1) await buildPasskey(app.services.prisma, user.id);
      return requestCost(
        () => statements,
        () => send(client),
      );
    };
    const graph = (client: HttpClient) => client.post('/graphql', { json: { query: LIST } });
    const rest = (client: HttpClient) => client.get('/api/passkeys');
    for (const send of [graph, rest]) {
      const [one, five] = [await cost(1, send), await cost(5, send)];
      expect(five).toBe(one);
      // The session lookup, the viewer (GraphQL), the page.
      expect(one).toBeLessThanOrEqual(3);
    }
  });

  it('refuses an access token every passkey field and mutation, whatever its scopes', async () => {
    const { user, client } = await signedInMember(app);
    const added = await addPasskey(client, new SoftwareAuthenticator(app.url));
    const { token } = await createAccessToken(app.services, user.id, {
      name: 'Bot',
      scopes: ['read', 'write:profile'],
    });
    const bot = app.client();
    bot.bearer = token;
    const id = added.data.id as string;
    const calls: [string, Record<string, unknown>][] = [
      [LIST, {}],
      [BEGIN_REGISTRATION, {}],
      [FINISH_REGISTRATION, { key: 'k', response: '{}' }],
      [RENAME, { id, name: 'Bot' }],
      [REMOVE, { id }],
      [BEGIN_SIGN_IN, {}],
      [SIGN_IN, { key: 'k', response: '{}' }],
    ];
    for (const [query, variables] of calls) {
      const { body } = await bot.graphql<any>(query, variables);
      expect(body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    expect(await app.services.prisma.passkey.findUniqueOrThrow({ where: { id: rawId(id) } })).toMatchObject({
      name: added.data.name,
    });
  });
});

/** The raw id of a Passkey's global id. */
const rawId = (id: string) => Buffer.from(id, 'base64').toString().split(':')[1]!;
