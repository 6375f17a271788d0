import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser, signedInClient } from '../../testing/factories.js';
import { collectSubscription, graphqlWsClient } from '../../testing/graphql-ws.js';
import type { HttpClient } from '../../testing/http-client.js';
import { INTROSPECTION_MESSAGE } from './anonymous.js';

let app: TestApp;
let member: HttpClient;
beforeAll(async () => {
  app = await createTestApp();
  member = await signedInClient(app, await buildUser(app.services.prisma));
});
afterAll(() => app.close());

const TYPO = '{ memberCont }';
const ENUM_TYPO = 'query { dadfeed(category: sprots) { edges { cursor } } }';

describe('an anonymous caller', () => {
  it('gets no field suggestions', async () => {
    const { body } = await app.client().graphql(TYPO);
    expect(body.errors?.[0]?.message).toBe('Cannot query field "memberCont" on type "Query".');
    const { body: enumBody } = await app.client().graphql(ENUM_TYPO);
    expect(enumBody.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('cannot introspect the schema', async () => {
    for (const query of [getIntrospectionQuery(), '{ __type(name: "User") { fields { name } } }']) {
      const { body } = await app.client().graphql(query);
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]).toMatchObject({
        message: INTROSPECTION_MESSAGE,
        extensions: { code: 'UNAUTHENTICATED' },
      });
    }
    // __typename is not introspection of the schema.
    expect((await app.client().graphql('{ __typename }')).body).toMatchObject({ data: { __typename: 'Query' } });
  });

  it('gets neither over WebSocket', async () => {
    const socket = graphqlWsClient(app.url, { origin: app.url });
    const typo = collectSubscription(socket, 'subscription { unreadNotificationCunt }');
    const schema = collectSubscription(socket, '{ __schema { queryType { name } } }');
    try {
      await typo.until(1);
      await schema.until(1);
      expect(typo.errors).toEqual([
        [expect.objectContaining({ message: 'Cannot query field "unreadNotificationCunt" on type "Subscription".' })],
      ]);
      expect(schema.errors).toEqual([[expect.objectContaining({ message: INTROSPECTION_MESSAGE })]]);
    } finally {
      await socket.dispose();
    }
  });
});

describe('a signed-in member (a developer in GraphiQL)', () => {
  it('gets suggestions', async () => {
    const { body } = await member.graphql(TYPO);
    expect(body.errors?.[0]?.message).toBe(
      'Cannot query field "memberCont" on type "Query". Did you mean "memberCount" or "member"?',
    );
    // The suggestion was not lost to the validation cache either.
    expect((await app.client().graphql(TYPO)).body.errors?.[0]?.message).not.toMatch(/Did you mean/);
    expect((await member.graphql(TYPO)).body.errors?.[0]?.message).toMatch(/Did you mean "memberCount" or "member"\?$/);
  });

  it('can introspect the schema', async () => {
    const { response, body } = await member.graphql<{ __schema: { queryType: { name: string }; types: unknown[] } }>(
      getIntrospectionQuery(),
    );
    expect(response.status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.data?.__schema.queryType.name).toBe('Query');
    expect(body.data?.__schema.types.length).toBeGreaterThan(50);
  });

  it('can over WebSocket too', async () => {
    const socket = graphqlWsClient(app.url, { origin: app.url, cookie: member.cookieHeader() });
    const schema = collectSubscription(socket, '{ __schema { queryType { name } } }');
    try {
      await schema.until(1);
      expect(schema.values).toEqual([
        expect.objectContaining({ data: { __schema: { queryType: { name: 'Query' } } } }),
      ]);
    } finally {
      await socket.dispose();
    }
  });
});
