/**
 * "Where you're signed in" over GraphQL (docs/sessions.md): User.sessions, signOutSession and signOutOtherSessions,
 * the viewer's own only and from a browser session only, at a fixed number of SQL statements whatever the count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../../domain/access-tokens/access-tokens.js';
import { startSession } from '../../domain/sessions/sessions.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser, signedInClient, signedInMember } from '../../testing/factories.js';
import { globalId } from '../../testing/graphql.js';
import type { HttpClient } from '../../testing/http-client.js';
import { requestCost } from '../../testing/statements.js';

let app: TestApp;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: () => (statements += 1) });
});
afterAll(() => app.close());

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36';

const LIST = `query($first: Int, $after: String) {
  viewer {
    sessions(first: $first, after: $after) {
      pageInfo { hasNextPage endCursor }
      edges { node { id current browser os device ipAddress createdAt lastSeenAt } }
    }
  }
}`;
const SIGN_OUT = `mutation($id: ID!) {
  signOutSession(id: $id) {
    __typename
    ... on AppError { code message }
    ... on MutationSignOutSessionSuccess { data { endedId } }
  }
}`;
const SIGN_OUT_OTHERS = `mutation {
  signOutOtherSessions {
    __typename
    ... on AppError { code message }
    ... on MutationSignOutOtherSessionsSuccess { data { ended } }
  }
}`;

type Node = { id: string; current: boolean; browser: string | null; os: string | null; device: string | null };

async function sessionsOf(client: HttpClient, variables: Record<string, unknown> = { first: 10 }) {
  const { body } = await client.graphql<any>(LIST, variables);
  expect(body.errors).toBeUndefined();
  const connection = body.data.viewer.sessions;
  return { nodes: connection.edges.map((e: { node: Node }) => e.node) as Node[], pageInfo: connection.pageInfo };
}

/** A member on a Windows desktop (`desk`) and an Android phone (`phone`), the phone used earlier. */
async function twoBrowsers() {
  const user = await buildUser(app.services.prisma);
  const desk = await signedInClient(app, user, { 'user-agent': FIREFOX_WINDOWS });
  const phone = await signedInClient(app, user, { 'user-agent': ANDROID_CHROME });
  await app.services.prisma.session.updateMany({
    where: { userId: user.id, userAgent: ANDROID_CHROME },
    data: { lastSeenAt: new Date(Date.now() - 30 * 60 * 1000) },
  });
  return { user, desk, phone };
}

describe('User.sessions', () => {
  it('lists the viewer’s browsers, this one flagged, described from their user agents, addresses masked', async () => {
    const { desk, phone } = await twoBrowsers();
    const { nodes, pageInfo } = await sessionsOf(desk);
    expect(nodes).toEqual([
      expect.objectContaining({ current: true, browser: 'Firefox 121', os: 'Windows', device: 'Desktop' }),
      expect.objectContaining({ current: false, browser: 'Chrome 120', os: 'Android 14', device: 'Mobile' }),
    ]);
    expect(nodes.map((n) => (n as unknown as { ipAddress: string }).ipAddress)).toEqual(
      [desk, phone].map((c) => `${c.ipAddress.split('.').slice(0, 3).join('.')}.x`),
    );
    expect(pageInfo.hasNextPage).toBe(false);
  });

  it('pages with first and after', async () => {
    const { desk } = await twoBrowsers();
    const first = await sessionsOf(desk, { first: 1 });
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await sessionsOf(desk, { first: 1, after: first.pageInfo.endCursor });
    expect([...first.nodes, ...second.nodes].map((n) => n.current)).toEqual([true, false]);
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it('is null on another member, and node() shows a session to its own member only', async () => {
    const { user, desk } = await twoBrowsers();
    const stranger = await signedInMember(app);
    const [own] = (await sessionsOf(desk)).nodes;
    const { body } = await stranger.client.graphql<any>(
      `query($id: String!, $node: ID!) {
        member(databaseId: $id) { sessions(first: 5) { edges { node { id } } } }
        node(id: $node) { __typename }
      }`,
      { id: user.id, node: own!.id },
    );
    expect(body.data).toEqual({ member: { sessions: null }, node: null });
    const mine = await desk.graphql<any>('query($id: ID!) { node(id: $id) { ... on Session { current } } }', {
      id: own!.id,
    });
    expect(mine.body.data.node).toEqual({ current: true });
  });

  it('costs a fixed number of statements, for 1 session as for 5', async () => {
    const cost = async (sessions: number) => {
      const user = await buildUser(app.services.prisma);
      const client = await signedInClient(app, user);
      for (let i = 1; i < sessions; i += 1) {
        await startSession(app.services, user.id, {
          ipAddress: '2001:db8:85a3::8a2e:370:7334',
          userAgent: ANDROID_CHROME,
        });
      }
      expect((await sessionsOf(client)).nodes).toHaveLength(sessions);
      return requestCost(
        () => statements,
        () => client.post('/graphql', { json: { query: LIST, variables: { first: 10 } } }),
      );
    };
    const [one, five] = [await cost(1), await cost(5)];
    expect(five).toBe(one);
    // The session lookup, the viewer, the page.
    expect(one).toBeLessThanOrEqual(3);
  });
});

describe('signing out', () => {
  it('signs out another browser: its next request is refused; again, or another member’s, NOT_FOUND', async () => {
    const { desk, phone } = await twoBrowsers();
    const stranger = await signedInMember(app);
    const phoneId = (await sessionsOf(desk)).nodes.find((n) => !n.current)!.id;
    const notFound = { __typename: 'AppError', code: 'NOT_FOUND', message: 'Session was not found.' };
    expect((await stranger.client.graphql<any>(SIGN_OUT, { id: phoneId })).body.data.signOutSession).toEqual(notFound);
    expect((await phone.get('/api/auth/user')).status).toBe(200);

    const { body } = await desk.graphql<any>(SIGN_OUT, { id: phoneId });
    expect(body.data.signOutSession).toEqual({
      __typename: 'MutationSignOutSessionSuccess',
      data: { endedId: phoneId },
    });
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await sessionsOf(desk)).nodes).toHaveLength(1);
    expect((await desk.graphql<any>(SIGN_OUT, { id: phoneId })).body.data.signOutSession).toEqual(notFound);
    const wrongKind = await desk.graphql<any>(SIGN_OUT, { id: globalId('User', stranger.user.id) });
    expect(wrongKind.body.data.signOutSession).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('signs out every other browser and keeps this one', async () => {
    const { desk, phone } = await twoBrowsers();
    const { body } = await desk.graphql<any>(SIGN_OUT_OTHERS);
    expect(body.data.signOutOtherSessions).toEqual({
      __typename: 'MutationSignOutOtherSessionsSuccess',
      data: { ended: 1 },
    });
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await desk.get('/api/auth/user')).status).toBe(200);
  });

  it('lets a member still onboarding sign out their other browsers', async () => {
    const user = await buildUser(app.services.prisma, { dadType: null, location: null });
    const [here, there] = [await signedInClient(app, user), await signedInClient(app, user)];
    const thereId = (await sessionsOf(here)).nodes.find((n) => !n.current)!.id;
    expect((await here.graphql<any>(SIGN_OUT, { id: thereId })).body.data.signOutSession.__typename).toBe(
      'MutationSignOutSessionSuccess',
    );
    expect((await here.graphql<any>(SIGN_OUT_OTHERS)).body.data.signOutOtherSessions.__typename).toBe(
      'MutationSignOutOtherSessionsSuccess',
    );
    expect((await there.get('/api/auth/user')).status).toBe(401);
  });
});

it('never lets an access token list or end sessions, whatever its scopes', async () => {
  const { user, desk } = await twoBrowsers();
  const { token } = await createAccessToken(app.services, user.id, { name: 'Bot', scopes: ['read', 'write:profile'] });
  const bot = app.client();
  bot.bearer = token;
  const [own] = (await sessionsOf(desk)).nodes;
  for (const [query, variables] of [
    ['{ viewer { sessions(first: 5) { edges { node { id } } } } }', {}],
    [SIGN_OUT, { id: own!.id }],
    [SIGN_OUT_OTHERS, {}],
  ] as const) {
    const { response, body } = await bot.graphql<any>(query, variables);
    expect(response.status, query).toBe(403);
    expect(body.errors?.[0], query).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  }
  const node = await bot.graphql<any>('query($id: ID!) { node(id: $id) { __typename } }', { id: own!.id });
  expect(node.body.data.node).toBeNull();
  expect(await app.services.prisma.session.count({ where: { userId: user.id } })).toBe(2);
});
