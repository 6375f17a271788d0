import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import {
  buildConnection,
  buildNotification,
  buildUser,
  signedInClient,
  TEST_PASSWORD,
  uniqueDigits,
} from '../testing/factories.js';
import { cookieFor } from '../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

/** GraphQL through yoga.fetch, in-process, with an optional session cookie. */
async function graphql(query: string, variables: Record<string, unknown> = {}, cookie?: string) {
  const response = await app.yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return { response, body: (await response.json()) as { data?: any; errors?: any[] } };
}

describe('Query.viewer', () => {
  it('is null for a visitor', async () => {
    const { body } = await graphql('{ viewer { id } }');
    expect(body).toEqual({ data: { viewer: null }, extensions: { cost: expect.any(Object) } });
  });

  it('is the signed-in member, with an opaque global id', async () => {
    const user = await buildUser(app.services.prisma);
    const { body } = await graphql(
      '{ viewer { id username isProfileComplete email } }',
      {},
      await cookieFor(app, user),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.viewer).toMatchObject({ username: user.username, isProfileComplete: true, email: user.email });
    expect(body.data.viewer.id).not.toContain(user.id);
    expect(Buffer.from(body.data.viewer.id, 'base64').toString()).toBe(`User:${user.id}`);
  });
});

describe('Query.node', () => {
  it('resolves a member by global id, and nodes() several', async () => {
    const viewer = await buildUser(app.services.prisma);
    const other = await buildUser(app.services.prisma);
    const cookie = await cookieFor(app, viewer);
    const { body: me } = await graphql('{ viewer { id } }', {}, cookie);
    const otherId = Buffer.from(`User:${other.id}`).toString('base64');
    const { body } = await graphql(
      'query($id: ID!, $ids: [ID!]!) { node(id: $id) { id ... on User { username } } nodes(ids: $ids) { id } }',
      { id: otherId, ids: [otherId, me.data.viewer.id] },
      cookie,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.node).toEqual({ id: otherId, username: other.username });
    expect(body.data.nodes.map((n: { id: string }) => n.id)).toEqual([otherId, me.data.viewer.id]);
  });

  it('shows no member to a visitor', async () => {
    const other = await buildUser(app.services.prisma);
    const { body } = await graphql('query($id: ID!) { node(id: $id) { id } }', {
      id: Buffer.from(`User:${other.id}`).toString('base64'),
    });
    // As for an id that names nothing: null, no error (which would tell that it exists).
    expect(body).toMatchObject({ data: { node: null } });
    expect(body.errors).toBeUndefined();
  });

  it.each([
    ['not base64 of a typed id', 'not-a-global-id'],
    ['a typed id that is not a uuid', Buffer.from('User:42').toString('base64')],
  ])('answers an id that is %s with BAD_USER_INPUT', async (_label, id) => {
    const viewer = await buildUser(app.services.prisma);
    const { body } = await graphql('query($id: ID!) { node(id: $id) { id } }', { id }, await cookieFor(app, viewer));
    expect(body.data?.node ?? null).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers an unknown member with null', async () => {
    const viewer = await buildUser(app.services.prisma);
    const id = Buffer.from('User:01900000-0000-7000-8000-000000000000').toString('base64');
    const { body } = await graphql('query($id: ID!) { node(id: $id) { id } }', { id }, await cookieFor(app, viewer));
    expect(body).toEqual({ data: { node: null }, extensions: { cost: expect.any(Object) } });
  });
});

describe('profile privacy on User', () => {
  const query =
    'query($id: ID!) { node(id: $id) { ... on User { email location dadBodType kidsAges emailVisibility referralCode } } }';

  it('hides fields by their show flag and visibility level, and settings from everyone but the member', async () => {
    const subject = await buildUser(app.services.prisma, {
      showEmail: true,
      emailVisibility: 'connections',
      showLocation: true,
      locationVisibility: 'everyone',
      showDadBodType: false,
      dadBodType: 'dad_bod_bear',
      showKidsInfo: true,
      kidsInfoVisibility: 'private',
      kidsAges: [4, 9],
      referralCode: 'SECRET1',
    });
    const id = Buffer.from(`User:${subject.id}`).toString('base64');
    const stranger = await buildUser(app.services.prisma);
    const friend = await buildUser(app.services.prisma);
    await buildConnection(app.services.prisma, friend.id, subject.id, 'accepted');

    const seenByStranger = (await graphql(query, { id }, await cookieFor(app, stranger))).body.data.node;
    expect(seenByStranger).toEqual({
      email: null,
      location: 'Austin, TX',
      dadBodType: null,
      kidsAges: null,
      emailVisibility: null,
      referralCode: null,
    });

    const seenByFriend = (await graphql(query, { id }, await cookieFor(app, friend))).body.data.node;
    expect(seenByFriend).toMatchObject({
      email: subject.email,
      location: 'Austin, TX',
      dadBodType: null,
      kidsAges: null,
    });

    const seenBySelf = (await graphql(query, { id }, await cookieFor(app, subject))).body.data.node;
    expect(seenBySelf).toEqual({
      email: subject.email,
      location: 'Austin, TX',
      dadBodType: 'dad_bod_bear',
      kidsAges: [4, 9],
      emailVisibility: 'connections',
      referralCode: 'SECRET1',
    });
  });

  it('treats a pending connection as no connection', async () => {
    const subject = await buildUser(app.services.prisma, { showEmail: true, emailVisibility: 'connections' });
    const asker = await buildUser(app.services.prisma);
    await buildConnection(app.services.prisma, asker.id, subject.id, 'pending');
    const id = Buffer.from(`User:${subject.id}`).toString('base64');
    expect((await graphql(query, { id }, await cookieFor(app, asker))).body.data.node.email).toBeNull();
  });
});

describe('connections', () => {
  it('cap first at 100 and page on with the cursor', async () => {
    const user = await buildUser(app.services.prisma);
    await app.services.prisma.notification.createMany({
      data: Array.from({ length: 105 }, (_, i) => ({
        userId: user.id,
        type: 'other' as const,
        title: `n${i}`,
        message: 'm',
      })),
    });
    const cookie = await cookieFor(app, user);
    const page =
      'query($after: String) { notifications(first: 500, after: $after) { edges { node { title } } pageInfo { hasNextPage endCursor } } }';
    const first = (await graphql(page, {}, cookie)).body.data.notifications;
    expect(first.edges).toHaveLength(100);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await graphql(page, { after: first.pageInfo.endCursor }, cookie)).body.data.notifications;
    expect(second.edges).toHaveLength(5);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const titles = [...first.edges, ...second.edges].map((e: { node: { title: string } }) => e.node.title);
    expect(new Set(titles).size).toBe(105);
  });

  it('list only the viewer’s own notifications, newest first', async () => {
    const user = await buildUser(app.services.prisma);
    const other = await buildUser(app.services.prisma);
    await buildNotification(app.services.prisma, user.id, { title: 'older', createdAt: new Date(Date.now() - 60_000) });
    await buildNotification(app.services.prisma, user.id, { title: 'newer' });
    await buildNotification(app.services.prisma, other.id, { title: 'not yours' });
    const { body } = await graphql(
      '{ notifications(first: 10) { edges { node { title isRead } } } unreadNotificationCount }',
      {},
      await cookieFor(app, user),
    );
    expect(body.data.notifications.edges.map((e: { node: { title: string } }) => e.node.title)).toEqual([
      'newer',
      'older',
    ]);
    expect(body.data.unreadNotificationCount).toBe(2);
  });

  it('are refused to visitors with UNAUTHENTICATED', async () => {
    const { body } = await graphql('{ notifications(first: 1) { edges { cursor } } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(body.errors?.[0]?.message).toBe('Unauthorized');
  });
});

describe('session mutations', () => {
  it('signIn sets the session cookie and returns the member', async () => {
    const user = await buildUser(app.services.prisma);
    const { response, body } = await graphql(
      'mutation($login: String!, $password: String!) { signIn(login: $login, password: $password) { __typename ... on MutationSignInSuccess { data { username email } } } }',
      { login: user.username, password: TEST_PASSWORD },
    );
    expect(body.data.signIn).toEqual({
      __typename: 'MutationSignInSuccess',
      data: { username: user.username, email: user.email },
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('dadhood_session='));
    expect(cookie).toMatch(/HttpOnly/i);
  });

  it('signIn returns a typed error with a stable code for a wrong password', async () => {
    const user = await buildUser(app.services.prisma);
    const { body } = await graphql(
      `mutation { signIn(login: "${user.email}", password: "wrong-one-9") { __typename ... on AppError { code message } } }`,
    );
    expect(body.data.signIn).toEqual({
      __typename: 'AppError',
      code: 'UNAUTHENTICATED',
      message: 'Invalid e-mail, username or password.',
    });
  });

  it('register validates with the same rules as /api/register', async () => {
    const { body } = await graphql(
      'mutation($input: RegisterInput!) { register(input: $input) { __typename ... on AppError { code message fieldErrors { field message } } } }',
      {
        input: { email: 'x@example.com', username: 'no spaces please', password: 'long-enough-1', confirmAdult: true },
      },
    );
    expect(body.errors?.[0]?.extensions?.code ?? body.data?.register?.code).toBe('BAD_USER_INPUT');
  });

  it('register creates and signs in the member; signOut ends the session', async () => {
    const username = `Gql_${uniqueDigits()}`;
    const { response, body } = await graphql(
      'mutation($input: RegisterInput!) { register(input: $input) { ... on MutationRegisterSuccess { data { username isProfileComplete } } } }',
      { input: { email: `${username}@example.com`, username, password: 'long-enough-1', confirmAdult: true } },
    );
    expect(body.data.register.data).toEqual({ username, isProfileComplete: false });
    const cookie = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('dadhood_session='))!
      .split(';')[0]!;
    expect((await graphql('{ viewer { username } }', {}, cookie)).body.data.viewer.username).toBe(username);
    const out = await graphql('mutation { signOut }', {}, cookie);
    expect(out.body.data.signOut).toBe(true);
    expect((await graphql('{ viewer { username } }', {}, cookie)).body.data.viewer).toBeNull();
  });
});

describe('over HTTP through Express', () => {
  it('serves POST /graphql with the cookie of a signed-in browser', async () => {
    const user = await buildUser(app.services.prisma);
    const client = await signedInClient(app, user);
    const { response, body } = await client.graphql<{ viewer: { username: string } }>('{ viewer { username } }');
    expect(response.status).toBe(200);
    expect(body.data?.viewer.username).toBe(user.username);
  });

  it('opens GraphiQL for a browser', async () => {
    const response = await app.client().get('/graphql', { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/GraphiQL/i);
  });

  it('refuses a cross-site POST', async () => {
    const response = await app
      .client()
      .post('/graphql', { json: { query: '{ viewer { id } }' } }, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Cross-site requests are not allowed.', extensions: { code: 'FORBIDDEN' } }],
    });
  });
});
