/**
 * Personal access tokens (docs/integrations.md), over both adapters: a token acts as its member within its scopes, is
 * refused at once when expired or revoked, never manages tokens, works from any origin, and spends its own
 * hourly points budget.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../domain/access-tokens/access-tokens.js';
import { TOKEN_SCOPES, type TokenScope } from '../domain/access-tokens/scopes.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import {
  buildChannel,
  buildConnection,
  buildEvent,
  buildGroup,
  buildPost,
  buildUser,
  signedInClient,
  signedInMember,
} from '../testing/factories.js';
import { collectSubscription, graphqlWsClient } from '../testing/graphql-ws.js';
import type { HttpClient } from '../testing/http-client.js';
import { requestCost } from '../testing/statements.js';
import { encodeGlobalID } from './global-id.js';
import { schema } from './schema/index.js';
import { browserOnly } from './token-scopes.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Body = { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[]; extensions?: any };

const CREATE = `mutation Create($input: CreateAccessTokenInput!) {
  createAccessToken(input: $input) {
    __typename
    ... on MutationCreateAccessTokenSuccess { data { token accessToken { id name scopes createdAt expiresAt lastUsedAt } } }
    ... on AppError { code message }
  }
}`;

/** Makes a token through the session, as the Developer settings page does. */
async function makeToken(
  session: HttpClient,
  scopes: readonly string[],
  extra: Record<string, unknown> = {},
): Promise<{ token: string; id: string }> {
  const { body } = await session.graphql<any>(CREATE, { input: { name: 'Test bot', scopes, ...extra } });
  const result = body.data?.createAccessToken;
  if (result?.__typename !== 'MutationCreateAccessTokenSuccess') throw new Error(JSON.stringify(body));
  return { token: result.data.token, id: result.data.accessToken.id };
}

/** A client with no cookies that sends the token. */
function bearer(testApp: TestApp, token: string): HttpClient {
  const client = testApp.client();
  client.bearer = token;
  return client;
}

async function gql(
  client: HttpClient,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const response = await client.post(
    '/graphql',
    { json: { query, variables } },
    { accept: 'application/graphql-response+json', ...headers },
  );
  return { response, body: (await response.json()) as Body };
}

function expectMissingScope(response: Response, body: Body, scope: string) {
  expect(response.status).toBe(403);
  expect(body.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN', requiredScopes: [scope] } });
  expect(body.errors?.[0]?.message).toContain(`\`${scope}\``);
}

describe('making, listing and revoking tokens', () => {
  it('shows the token once, keeps only its hash, and lists name, scopes, created, expires and last used', async () => {
    const { user, client } = await signedInMember(app);
    const { body } = await client.graphql<any>(CREATE, {
      input: { name: '  Dashboard  ', scopes: ['write:posts', 'read'], expiresInDays: 30 },
    });
    const made = body.data.createAccessToken.data;
    expect(made.token).toMatch(/^dhp_[A-Za-z0-9_-]{43}$/);
    // Scopes are kept in the documented order; the name trimmed; 30 days from now.
    expect(made.accessToken).toMatchObject({ name: 'Dashboard', scopes: ['read', 'write:posts'], lastUsedAt: null });
    const days = (Date.parse(made.accessToken.expiresAt) - Date.parse(made.accessToken.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);

    const row = await app.services.prisma.accessToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.tokenHash).toBe(hashToken(made.token));
    expect(JSON.stringify(row)).not.toContain(made.token.slice(4));

    // Used once: lastUsedAt is set; the list (GraphQL and REST) never holds the token.
    await bearer(app, made.token).graphql('{ viewer { id } }');
    const list = await client.graphql<any>(
      '{ accessTokens(first: 10) { totalCount edges { node { name scopes expiresAt lastUsedAt } } } }',
    );
    expect(list.body.data.accessTokens.edges[0].node.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(list.body)).not.toContain(made.token);
    const rest = await client.get('/api/access-tokens');
    expect(rest.status).toBe(200);
    const listed = (await rest.json()) as any[];
    expect(listed).toEqual([
      expect.objectContaining({
        name: 'Dashboard',
        scopes: ['read', 'write:posts'],
        expiresAt: made.accessToken.expiresAt,
        lastUsedAt: expect.any(String),
      }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(made.token);
  });

  it('refuses a bad name, expiry or scope with the field named', async () => {
    const { client } = await signedInMember(app);
    for (const [input, message] of [
      [{ name: ' ', scopes: ['read'] }, 'Give the token a name.'],
      [{ name: 'x', scopes: ['read'], expiresInDays: 7 }, 'Expiry must be 30, 90 or 365 days, or none.'],
      [{ name: 'x', scopes: [] }, 'Choose at least one scope.'],
      [{ name: 'x', scopes: ['admin'] }, `Each scope must be one of ${TOKEN_SCOPES.join(', ')}.`],
    ] as const) {
      const { body } = await client.graphql<any>(CREATE, { input });
      expect(body.data.createAccessToken, JSON.stringify(input)).toMatchObject({ code: 'BAD_USER_INPUT', message });
    }
    const rest = await client.post('/api/access-tokens', {
      json: { name: 'x', scopes: ['read'], expiresInDays: 1000 },
    });
    expect(rest.status).toBe(400);
    const made = await client.post('/api/access-tokens', {
      json: { name: 'REST bot', scopes: ['read'], expiresInDays: null },
    });
    expect(made.status).toBe(201);
    expect(await made.json()).toMatchObject({
      name: 'REST bot',
      expiresAt: null,
      token: expect.stringMatching(/^dhp_/),
    });
  });

  it("revokes only the member's own token, and the next request with it is refused (both adapters)", async () => {
    const [owner, other] = [await signedInMember(app), await signedInMember(app)];
    const { token, id } = await makeToken(owner.client, ['read']);
    const bot = bearer(app, token);
    expect((await gql(bot, '{ viewer { id } }')).response.status).toBe(200);

    const stranger = await other.client.graphql<any>(
      'mutation($id: ID!) { revokeAccessToken(id: $id) { __typename ... on AppError { code } } }',
      { id },
    );
    expect(stranger.body.data.revokeAccessToken).toMatchObject({ code: 'NOT_FOUND' });
    expect((await gql(bot, '{ viewer { id } }')).response.status).toBe(200);

    const revoked = await owner.client.graphql<any>(
      'mutation($id: ID!) { revokeAccessToken(id: $id) { __typename ... on MutationRevokeAccessTokenSuccess { data } } }',
      { id },
    );
    expect(revoked.body.data.revokeAccessToken.data).toBe(id);
    const after = await gql(bot, '{ viewer { id } }');
    expect(after.response.status).toBe(401);
    expect(after.response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(after.body.errors?.[0]).toMatchObject({
      message: 'The access token is invalid, expired or revoked.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const rest = await bot.get('/api/auth/user');
    expect(rest.status).toBe(401);
    expect(await rest.json()).toEqual({ message: 'The access token is invalid, expired or revoked.' });

    // REST revocation too.
    const second = await makeToken(owner.client, ['read']);
    const raw = second.id
      ? (await app.services.prisma.accessToken.findFirstOrThrow({ where: { tokenHash: hashToken(second.token) } })).id
      : '';
    expect((await owner.client.delete(`/api/access-tokens/${raw}`)).status).toBe(204);
    expect((await bearer(app, second.token).get('/api/auth/user')).status).toBe(401);
    expect((await owner.client.delete(`/api/access-tokens/${raw}`)).status).toBe(404);
  });

  it('refuses an expired token at once, and a malformed Authorization header', async () => {
    const { client } = await signedInMember(app);
    const { token } = await makeToken(client, ['read'], { expiresInDays: 30 });
    const bot = bearer(app, token);
    expect((await bot.get('/api/auth/user')).status).toBe(200);
    await app.services.prisma.accessToken.updateMany({
      where: { tokenHash: hashToken(token) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await gql(bot, '{ viewer { id } }')).response.status).toBe(401);
    expect((await bot.get('/api/auth/user')).status).toBe(401);

    const basic = await client.get('/api/auth/user', { authorization: 'Basic dXNlcjpwYXNz' });
    expect(basic.status).toBe(401);
    expect(await basic.json()).toEqual({ message: 'Send an access token as `Authorization: Bearer <token>`.' });
    // A token in the header wins over the cookie: a wrong token is refused even with a valid session.
    expect((await client.get('/api/auth/user', { authorization: 'Bearer dhp_nope' })).status).toBe(401);
  });

  it('never lets a token manage tokens, whatever its scopes', async () => {
    const { client } = await signedInMember(app);
    const { token, id } = await makeToken(client, TOKEN_SCOPES);
    const bot = bearer(app, token);
    for (const [query, variables] of [
      [CREATE, { input: { name: 'child', scopes: ['read'] } }],
      ['mutation($id: ID!) { revokeAccessToken(id: $id) { __typename } }', { id }],
      ['{ accessTokens(first: 5) { edges { node { name } } } }', {}],
      [`{ node(id: "${id}") { ... on AccessToken { name } } }`, {}],
    ] as const) {
      const { response, body } = await gql(bot, query, variables);
      if (query.startsWith('{ node')) {
        // node() answers null for what the caller may not see.
        expect(body.data?.node ?? null, query).toBeNull();
        continue;
      }
      expect(response.status, query).toBe(403);
      expect(body.errors?.[0], query).toMatchObject({
        message: 'Access tokens cannot do this: sign in to Dadhood in a browser.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    for (const response of [
      await bot.get('/api/access-tokens'),
      await bot.post('/api/access-tokens', { json: { name: 'child', scopes: ['read'] } }),
      await bot.delete(`/api/access-tokens/00000000-0000-7000-8000-000000000000`),
      await bot.post('/api/users/change-password', { json: { currentPassword: 'x', newPassword: 'y' } }),
    ]) {
      expect(response.status).toBe(403);
    }
    // Signing in with a token, or out: refused too.
    expect((await gql(bot, 'mutation { signOut }')).response.status).toBe(403);
    expect(
      await app.services.prisma.accessToken.count({ where: { user: { email: { not: '' } }, name: 'child' } }),
    ).toBe(0);
  });
});

describe('what a token costs', () => {
  it('is one statement per request, as a session is (lastUsedAt moves at most once a minute)', async () => {
    let statements = 0;
    const counted = await createTestApp({}, undefined, {
      onQuery: () => {
        statements += 1;
      },
    });
    try {
      const user = await buildUser(counted.services.prisma);
      const session = await signedInClient(counted, user);
      const bot = bearer(counted, (await makeToken(session, ['read'])).token);
      const query = () => ({ json: { query: '{ viewer { id } }' } });
      // The first use also sets lastUsedAt; later ones within the minute only read the token.
      const first = await requestCost(
        () => statements,
        () => bot.post('/graphql', query()),
      );
      const byToken = await requestCost(
        () => statements,
        () => bot.post('/graphql', query()),
      );
      const bySession = await requestCost(
        () => statements,
        () => session.post('/graphql', query()),
      );
      expect(first).toBe(byToken + 1);
      expect(byToken).toBe(bySession);
      const restByToken = await requestCost(
        () => statements,
        () => bot.get('/api/auth/user'),
      );
      const restBySession = await requestCost(
        () => statements,
        () => session.get('/api/auth/user'),
      );
      expect(restByToken).toBe(restBySession);
    } finally {
      await counted.close();
    }
  });
});

describe('what a token can read', () => {
  it('reads what its member can read and nothing more, over GraphQL and /api', async () => {
    const { prisma } = app.services;
    const [insider, outsider] = [await signedInMember(app), await signedInMember(app)];
    const group = await buildGroup(prisma, insider.user.id, { isPublic: false });
    const secret = await buildPost(prisma, insider.user.id, { content: 'Members only', groupId: group.id });
    const open = await buildPost(prisma, insider.user.id, { content: 'Hello dads' });
    const [inside, outside] = [
      bearer(app, (await makeToken(insider.client, ['read'])).token),
      bearer(app, (await makeToken(outsider.client, ['read'])).token),
    ];

    const postQuery = 'query($id: String!) { post(databaseId: $id) { content } }';
    expect((await gql(inside, postQuery, { id: secret.id })).body.data?.post).toEqual({ content: 'Members only' });
    const hidden = await gql(outside, postQuery, { id: secret.id });
    expect(hidden.body.data?.post ?? null).toBeNull();
    expect((await gql(outside, postQuery, { id: open.id })).body.data?.post).toEqual({ content: 'Hello dads' });
    // The same answers as the members' own sessions give.
    expect((await outsider.client.graphql<any>(postQuery, { id: secret.id })).body.data?.post ?? null).toBeNull();

    expect((await inside.get(`/api/posts/${secret.id}`)).status).toBe(200);
    expect((await outside.get(`/api/posts/${secret.id}`)).status).toBe(
      (await outsider.client.get(`/api/posts/${secret.id}`)).status,
    );
    expect((await outside.get(`/api/posts/${secret.id}`)).status).not.toBe(200);
    const viewer = await gql(outside, '{ viewer { id } }');
    expect(viewer.body.data?.viewer.id).toBe(encodeGlobalID('User', outsider.user.id));
  });

  it('needs the read scope to read, over GraphQL, subscriptions and /api', async () => {
    const { client } = await signedInMember(app);
    const { token } = await makeToken(client, ['write:posts']);
    const bot = bearer(app, token);
    const { response, body } = await gql(bot, '{ dadfeed(first: 5) { edges { node { id } } } }');
    expectMissingScope(response, body, 'read');
    const rest = await bot.get('/api/posts');
    expect(rest.status).toBe(403);
    expect(await rest.json()).toMatchObject({ code: 'FORBIDDEN', requiredScopes: ['read'] });
    // A subscription too, the counts that subscribers share one execution of included (shared-delivery.ts).
    const socket = graphqlWsClient(app.url, {}, { authorization: `Bearer ${token}` });
    try {
      for (const field of ['unreadNotificationCount', 'unreadMessageCount']) {
        const sub = collectSubscription(socket, `subscription { ${field} }`);
        await sub.until(1);
        expect(sub.values).toEqual([
          {
            errors: [
              expect.objectContaining({
                message: expect.stringContaining('`read`'),
                path: [field],
                extensions: { code: 'FORBIDDEN', requiredScopes: ['read'] },
              }),
            ],
          },
        ]);
      }
    } finally {
      await socket.dispose();
    }
    // ...but may write, and read what its write answers.
    const made = await gql(
      bot,
      'mutation { createPost(input: { content: "From a bot" }) { ... on MutationCreatePostSuccess { data { content } } } }',
    );
    expect(made.body.data?.createPost.data.content).toBe('From a bot');
    // rateLimit is open to every caller.
    expect((await gql(bot, '{ rateLimit { remaining } }')).response.status).toBe(200);
  });
});

describe('each write scope', () => {
  interface Case {
    scope: Exclude<TokenScope, 'read'>;
    graphql: (ids: Ids) => { query: string; field: string };
    rest: (client: HttpClient, ids: Ids) => Promise<Response>;
  }
  interface Ids {
    friendId: string;
    groupId: string;
    eventId: string;
    channelId: string;
  }
  const cases: Case[] = [
    {
      scope: 'write:posts',
      graphql: () => ({
        query: 'mutation { createPost(input: { content: "Hi" }) { __typename } }',
        field: 'createPost',
      }),
      rest: (c) => c.post('/api/posts', { json: { content: 'Hi from REST' } }),
    },
    {
      scope: 'write:messages',
      graphql: ({ friendId }) => ({
        query: `mutation { startConversation(input: { participantIds: ["${encodeGlobalID('User', friendId)}"] }) { __typename } }`,
        field: 'startConversation',
      }),
      rest: (c, { friendId }) => c.post('/api/conversations', { json: { participantIds: [friendId] } }),
    },
    {
      scope: 'write:groups',
      graphql: ({ groupId }) => ({
        query: `mutation { joinGroup(groupId: "${encodeGlobalID('Group', groupId)}") { __typename } }`,
        field: 'joinGroup',
      }),
      rest: (c, { groupId }) => c.post(`/api/groups/${groupId}/join`),
    },
    {
      scope: 'write:events',
      graphql: ({ eventId }) => ({
        query: `mutation { attendEvent(id: "${encodeGlobalID('Event', eventId)}") { __typename } }`,
        field: 'attendEvent',
      }),
      rest: (c, { eventId }) => c.post(`/api/events/${eventId}/attend`),
    },
    {
      scope: 'write:channels',
      graphql: ({ channelId }) => ({
        query: `mutation { followChannel(id: "${encodeGlobalID('Channel', channelId)}") { __typename } }`,
        field: 'followChannel',
      }),
      rest: (c, { channelId }) => c.post(`/api/channels/${channelId}/follow`),
    },
    {
      scope: 'write:profile',
      graphql: () => ({
        query: 'mutation { updateProfile(input: { bio: "Dad of two" }) { __typename } }',
        field: 'updateProfile',
      }),
      rest: (c) => c.patch('/api/users/profile', { json: { bio: 'Dad of three' } }),
    },
  ];

  async function world(): Promise<{ session: HttpClient; ids: Ids }> {
    const { prisma } = app.services;
    const { user, client } = await signedInMember(app);
    const owner = await buildUser(prisma);
    const friend = await buildUser(prisma);
    // Members message their connections.
    await buildConnection(prisma, user.id, friend.id);
    const group = await buildGroup(prisma, owner.id);
    const event = await buildEvent(prisma, owner.id, { startDate: new Date(Date.now() + 7 * 86_400_000) });
    const channel = await buildChannel(prisma, owner.id);
    return {
      session: client,
      ids: { friendId: friend.id, groupId: group.id, eventId: event.id, channelId: channel.id },
    };
  }

  it.each(cases)(
    '$scope allows its writes and no token without it may make them (GraphQL)',
    async ({ scope, graphql }) => {
      const { session, ids } = await world();
      const { query, field } = graphql(ids);
      const others = bearer(
        app,
        (
          await makeToken(
            session,
            TOKEN_SCOPES.filter((s) => s !== scope),
          )
        ).token,
      );
      const refused = await gql(others, query);
      expectMissingScope(refused.response, refused.body, scope);
      expect(refused.body.data ?? null).toBeNull();

      const allowed = bearer(app, (await makeToken(session, [scope])).token);
      const done = await gql(allowed, query);
      expect(done.response.status, JSON.stringify(done.body)).toBe(200);
      expect(done.body.data?.[field].__typename, JSON.stringify(done.body)).toMatch(/Success$/);
    },
  );

  it.each(cases)('$scope allows its writes and no token without it may make them (/api)', async ({ scope, rest }) => {
    const { session, ids } = await world();
    const others = bearer(
      app,
      (
        await makeToken(
          session,
          TOKEN_SCOPES.filter((s) => s !== scope),
        )
      ).token,
    );
    const refused = await rest(others, ids);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'FORBIDDEN', requiredScopes: [scope] });

    const allowed = bearer(app, (await makeToken(session, [scope])).token);
    const done = await rest(allowed, ids);
    expect(done.status, await done.clone().text()).toBeLessThan(300);
  });

  it('is declared by every mutation, so no mutation is open to every token', () => {
    const mutations = schema.getMutationType()!.getFields();
    const undeclared = Object.values(mutations)
      .filter((field) => {
        const scopes = (field.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes;
        if (scopes === browserOnly.authScopes) return false;
        return !scopes || typeof scopes !== 'object' || !('write' in scopes);
      })
      .map((field) => field.name);
    expect(undeclared).toEqual([]);
    expect(Object.keys(mutations).length).toBeGreaterThan(60);
  });
});

describe('from another origin', () => {
  it('works with a token and no cookies, with CORS for any origin and no credentials', async () => {
    const { client } = await signedInMember(app);
    const { token } = await makeToken(client, ['read', 'write:posts']);
    const origin = 'https://dad-dashboard.example';

    const preflight = await fetch(`${app.url}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/Authorization/);
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const bot = bearer(app, token);
    const { response, body } = await gql(
      bot,
      'mutation { createPost(input: { content: "Cross-site" }) { __typename } }',
      undefined,
      { origin },
    );
    expect(response.status).toBe(200);
    expect(body.data?.createPost.__typename).toBe('MutationCreatePostSuccess');
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-RateLimit-Used/);
    const rest = await bot.post('/api/posts', { json: { content: 'Cross-site REST' } }, { origin });
    expect(rest.status).toBe(201);

    // Without a token the same write is still refused, and the member's cookie does not count from there.
    const cookieOnly = await client.post('/api/posts', { json: { content: 'CSRF' } }, { origin });
    expect(cookieOnly.status).toBe(403);
  });

  it('subscribes over WebSocket with the token in connection_init, from any origin; a bad token is turned away', async () => {
    const { user, client } = await signedInMember(app);
    const { token } = await makeToken(client, ['read']);
    const socket = graphqlWsClient(
      app.url,
      { origin: 'https://elsewhere.example' },
      { authorization: `Bearer ${token}` },
    );
    await app.services.prisma.notification.create({
      data: { userId: user.id, type: 'like', title: 'Hi', message: 'Hello' },
    });
    const sub = collectSubscription(socket, 'subscription { unreadNotificationCount }');
    await sub.until(1);
    // The first value is the member's count now: the token's member, though the socket carries no cookie.
    expect(sub.values[0]).toEqual({ data: { unreadNotificationCount: 1 } });
    sub.unsubscribe();
    await socket.dispose();

    const refused = graphqlWsClient(app.url, {}, { authorization: `Bearer dhp_${'x'.repeat(43)}` });
    const closed = collectSubscription(refused, 'subscription { unreadNotificationCount }');
    await closed.until(1);
    expect(closed.errors[0]).toMatchObject({ code: 4403 });
    await refused.dispose();
  });
});

describe("a token's points budget", () => {
  let tight: TestApp;
  beforeAll(async () => {
    tight = await createTestApp({ GRAPHQL_TOKEN_POINTS_PER_HOUR: '40' });
  });
  afterAll(() => tight.close());

  async function tightToken() {
    const user = await buildUser(tight.services.prisma);
    return bearer(tight, (await makeToken(await signedInClient(tight, user), ['read', 'write:posts'])).token);
  }

  it('counts down in the headers of every response, with the cost in extensions, then answers 429 with Retry-After', async () => {
    const bot = await tightToken();
    const first = await gql(bot, '{ viewer { id } notifications(first: 2) { edges { node { id } } } }');
    expect(first.response.status).toBe(200);
    const headers = (r: Response) => ({
      limit: Number(r.headers.get('x-ratelimit-limit')),
      remaining: Number(r.headers.get('x-ratelimit-remaining')),
      used: Number(r.headers.get('x-ratelimit-used')),
      reset: Number(r.headers.get('x-ratelimit-reset')),
    });
    const a = headers(first.response);
    expect(a.limit).toBe(40);
    expect(a.remaining + a.used).toBe(40);
    expect(a.reset).toBeGreaterThan(Date.now() / 1000 + 3000);
    // Requested: viewer 1, the connection 1, 2 × (edge, node); actual: viewer and an empty connection.
    expect(first.body.extensions.cost).toMatchObject({ requestedQueryCost: 6, actualQueryCost: 2 });
    expect(a.used).toBe(2);

    const second = await bot.get('/api/auth/user');
    const b = headers(second);
    expect(b).toMatchObject({ limit: 40, used: a.used + 5, remaining: a.remaining - 5 });

    let last: Response = second;
    while (Number(last.headers.get('x-ratelimit-remaining')) >= 5) last = await bot.get('/api/auth/user');
    const spent = await bot.get('/api/auth/user');
    expect(spent.status).toBe(429);
    expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(3000);
    const graph = await gql(bot, '{ viewer { id } notifications(first: 10) { edges { node { id } } } }');
    expect(graph.response.status).toBe(429);
    expect(graph.response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(graph.body.errors?.[0]).toMatchObject({ extensions: { code: 'RATE_LIMITED' } });
    expect(graph.body.errors?.[0]?.message).toMatch(/^Rate limit reached: 40 points per hour\./);
    // The member's browser session has its own budget.
    const other = await tightToken();
    expect((await other.get('/api/auth/user')).status).toBe(200);
  });

  it('prices a query in a dry run without running it, at the cost the real run is charged', async () => {
    const bot = await tightToken();
    const query = '{ viewer { id } dadfeed(first: 3) { edges { node { id author { id } } } } }';
    const dry = await gql(
      bot,
      `{ rateLimit(dryRun: true) { cost remaining used limit resetAt dryRun } ${query.slice(1)}`,
    );
    expect(dry.response.status).toBe(200);
    // Nothing else ran, and it cost nothing.
    expect(Object.keys(dry.body.data)).toEqual(['rateLimit']);
    const { cost, remaining, used, limit, dryRun } = dry.body.data.rateLimit;
    expect({ remaining, used, limit, dryRun }).toEqual({ remaining: 40, used: 0, limit: 40, dryRun: true });
    expect(Date.parse(dry.body.data.rateLimit.resetAt)).toBeGreaterThan(Date.now() + 3000 * 1000);

    const real = await gql(bot, query);
    expect(real.body.extensions.cost.requestedQueryCost).toBe(cost);
    // viewer 1, the connection 1, 3 × (edge, post, author).
    expect(cost).toBe(1 + 1 + 3 * 3);
    // Asked in the real run, rateLimit reports the same price, charged before it ran.
    const withRateLimit = await gql(bot, `{ rateLimit { cost remaining } ${query.slice(1)}`);
    expect(withRateLimit.body.data.rateLimit.cost).toBe(cost);
    expect(withRateLimit.body.data.viewer).toBeTruthy();
  });
});
