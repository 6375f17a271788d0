import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.js';
import { createAccessToken } from '../../domain/access-tokens/access-tokens.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser, signedInClient } from '../../testing/factories.js';
import { collectSubscription, graphqlWsClient } from '../../testing/graphql-ws.js';
import type { HttpClient } from '../../testing/http-client.js';

const idOf = (text: string) => createHash('sha256').update(text).digest('hex');
const MEMBER_COUNT = 'query MemberCount { memberCount }';
const UNREAD = 'subscription UnreadCount { unreadNotificationCount }';
const TEXT = '{ memberCount }';
const NEW_OPERATION = 'query Joke { jokeOfTheDay }';

/** A small map like the one `npm run relay` writes. */
const mapFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'dadhood-persisted-')), 'persisted-operations.json');
const writeMap = (texts: string[]) =>
  writeFileSync(mapFile, JSON.stringify(Object.fromEntries(texts.map((t) => [idOf(t), t]))));
writeMap([MEMBER_COUNT, UNREAD]);

const byId = (text: string, rest: Record<string, unknown> = {}) => ({
  operationName: text.split(/[ ({]/)[1],
  extensions: { persistedQuery: { version: 1, sha256Hash: idOf(text) } },
  ...rest,
});

/** The app's production policy (GRAPHQL_PERSISTED_ONLY) and, on the same database, the development one. */
let app: TestApp;
let development: TestApp;
let member: HttpClient;
beforeAll(async () => {
  app = await createTestApp({ GRAPHQL_PERSISTED_ONLY: 'true', GRAPHQL_PERSISTED_OPERATIONS: mapFile });
  development = await createTestApp(
    { GRAPHQL_PERSISTED_ONLY: 'false', GRAPHQL_PERSISTED_OPERATIONS: mapFile },
    { db: app.db },
  );
  member = await signedInClient(app, await buildUser(app.services.prisma));
});
afterAll(async () => {
  await development?.close();
  await app?.close();
});

async function send(client: HttpClient, body: unknown, headers: Record<string, string> = {}) {
  const response = await client.post(
    '/graphql',
    { json: body },
    { accept: 'application/graphql-response+json, application/json', ...headers },
  );
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: Record<string, unknown>;
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

const refusedText = {
  status: 403,
  body: { errors: [{ message: expect.stringMatching(/access token/), extensions: { code: 'PERSISTED_QUERY_ONLY' } }] },
};

describe('with GRAPHQL_PERSISTED_ONLY (production)', () => {
  it('refuses operation text from an anonymous caller, telling an integrator to use a token', async () => {
    expect(await send(app.client(), { query: TEXT })).toMatchObject(refusedText);
    // The GraphiQL mark is no credential.
    expect(await send(app.client(), { query: TEXT }, { 'x-graphiql': '1' })).toMatchObject(refusedText);
    expect((await send(app.client(), { query: TEXT })).body.data).toBeUndefined();
  });

  it('runs a persisted operation by id for anyone: extensions.persistedQuery or documentId', async () => {
    expect(await send(app.client(), byId(MEMBER_COUNT))).toMatchObject({
      status: 200,
      body: { data: { memberCount: expect.any(Number) } },
    });
    const documentId = { operationName: 'MemberCount', documentId: `sha256:${idOf(MEMBER_COUNT)}` };
    expect(await send(app.client(), documentId)).toMatchObject({
      status: 200,
      body: { data: { memberCount: expect.any(Number) } },
    });
  });

  it('refuses an unknown id, and a request with neither text nor id', async () => {
    expect(await send(app.client(), byId('query Gone { memberCount }'))).toMatchObject({
      status: 400,
      body: {
        errors: [
          { message: expect.stringMatching(/Reload the page/), extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } },
        ],
      },
    });
    expect(await send(app.client(), { variables: {} })).toMatchObject({
      status: 400,
      body: { errors: [{ extensions: { code: 'BAD_USER_INPUT' } }] },
    });
  });

  it('reads the map again when a new operation is missing from it (a developer ran `npm run relay`)', async () => {
    expect((await send(app.client(), byId(NEW_OPERATION))).status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    writeMap([MEMBER_COUNT, UNREAD, NEW_OPERATION]);
    expect(await send(app.client(), byId(NEW_OPERATION))).toMatchObject({
      status: 200,
      body: { data: { jokeOfTheDay: expect.any(String) } },
    });
  });

  it("refuses a signed-in member's text unless it comes from GraphiQL", async () => {
    expect(await send(member, { query: TEXT })).toMatchObject(refusedText);
    expect(await send(member, { query: TEXT }, { 'x-graphiql': '1' })).toMatchObject({
      status: 200,
      body: { data: { memberCount: expect.any(Number) } },
    });
    expect(await send(member, byId(MEMBER_COUNT))).toMatchObject({
      status: 200,
      body: { data: { memberCount: expect.any(Number) } },
    });
  });

  it('runs text from an access token', async () => {
    const owner = await buildUser(app.services.prisma);
    const { token } = await createAccessToken(app.services, owner.id, { name: 'Bot', scopes: ['read'] });
    expect(await send(app.client(), { query: TEXT }, { authorization: `Bearer ${token}` })).toMatchObject({
      status: 200,
      body: { data: { memberCount: expect.any(Number) } },
    });
  });

  it('over WebSocket: a persisted subscription by id runs; text only from GraphiQL or a token', async () => {
    const cookie = member.cookieHeader();
    const memberSocket = graphqlWsClient(app.url, { origin: app.url, cookie });
    const graphiqlSocket = graphqlWsClient(app.url, { origin: app.url, cookie }, { graphiql: true });
    const anonymousSocket = graphqlWsClient(app.url, { origin: app.url }, { graphiql: true });
    try {
      const persisted = collectSubscription(memberSocket, { query: '', ...byId(UNREAD) });
      const memberText = collectSubscription(memberSocket, UNREAD);
      const graphiqlText = collectSubscription(graphiqlSocket, UNREAD);
      const anonymousText = collectSubscription(anonymousSocket, TEXT);
      const unknown = collectSubscription(anonymousSocket, {
        query: '',
        ...byId('subscription Gone { unreadNotificationCount }'),
      });
      await Promise.all([persisted, memberText, graphiqlText, anonymousText, unknown].map((s) => s.until(1)));
      expect(persisted.values).toEqual([{ data: { unreadNotificationCount: 0 } }]);
      expect(graphiqlText.values).toEqual([{ data: { unreadNotificationCount: 0 } }]);
      for (const refused of [memberText, anonymousText]) {
        expect(refused.errors).toEqual([[expect.objectContaining({ extensions: { code: 'PERSISTED_QUERY_ONLY' } })]]);
      }
      expect(unknown.errors).toEqual([
        [expect.objectContaining({ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } })],
      ]);
      persisted.unsubscribe();
      graphiqlText.unsubscribe();
    } finally {
      await Promise.all([memberSocket.dispose(), graphiqlSocket.dispose(), anonymousSocket.dispose()]);
    }
  });

  it("over WebSocket: a token's connection may send text", async () => {
    const owner = await buildUser(app.services.prisma);
    const { token } = await createAccessToken(app.services, owner.id, { name: 'Bot', scopes: ['read'] });
    const socket = graphqlWsClient(app.url, {}, { authorization: `Bearer ${token}` });
    try {
      const text = collectSubscription(socket, UNREAD);
      await text.until(1);
      expect(text.values).toEqual([{ data: { unreadNotificationCount: 0 } }]);
      text.unsubscribe();
    } finally {
      await socket.dispose();
    }
  });
});

describe('without GRAPHQL_PERSISTED_ONLY (development)', () => {
  it('runs text from anyone, and ids too', async () => {
    expect(await send(development.client(), { query: TEXT })).toMatchObject({
      status: 200,
      body: { data: { memberCount: expect.any(Number) } },
    });
    expect(await send(development.client(), byId(MEMBER_COUNT))).toMatchObject({
      status: 200,
      body: { data: { memberCount: expect.any(Number) } },
    });
    const socket = graphqlWsClient(development.url, { origin: development.url });
    try {
      const text = collectSubscription(socket, TEXT);
      await text.until(1);
      expect(text.values).toEqual([expect.objectContaining({ data: { memberCount: expect.any(Number) } })]);
    } finally {
      await socket.dispose();
    }
  });

  it('is the default outside production; production turns it on', async () => {
    expect(development.config.persistedOperations.only).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).persistedOperations.only).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).persistedOperations.only).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', GRAPHQL_PERSISTED_ONLY: 'false' }).persistedOperations.only).toBe(
      false,
    );
  });
});

describe("the web app's own map", () => {
  it('is loaded by default: a member runs the home page by its id under the production policy', async () => {
    const real = await createTestApp({ GRAPHQL_PERSISTED_ONLY: 'true' }, { db: app.db });
    try {
      const operations = JSON.parse(readFileSync(real.config.persistedOperations.file, 'utf8')) as Record<
        string,
        string
      >;
      const [id] = Object.entries(operations).find(([, text]) => text.startsWith('query HomeScreenQuery '))!;
      const client = await signedInClient(real, await buildUser(real.services.prisma));
      const { status, body } = await send(client, {
        operationName: 'HomeScreenQuery',
        extensions: { persistedQuery: { version: 1, sha256Hash: id } },
      });
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data).toMatchObject({ viewer: expect.any(Object), dadfeed: expect.any(Object) });
    } finally {
      await real.close();
    }
  });
});
