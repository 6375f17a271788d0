/**
 * New-account limits over both adapters (docs/safety.md): a new member posts a few times an hour,
 * posts no links and messages only their connections, until 24 hours have passed or other members fist bumped
 * their posts 3 times; they see the limits on themselves, nobody else does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '../generated/prisma/client.js';
import { encodeGlobalID } from '../graphql/global-id.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildConnection, buildPost, buildUser, signedInClient, signedInMember } from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';

let app: TestApp;
beforeAll(async () => {
  // Posts at the default (3 an hour); comments lower, so the test writes fewer.
  app = await createTestApp({ NEW_ACCOUNT_COMMENTS_PER_HOUR: '2' });
});
afterAll(() => app.close());

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms);
const LIFTS = 'This limit lifts 24 hours after you joined, or once other dads have fist bumped your posts 3 times.';
const POSTS_LIMITED = `New members can post 3 times an hour. ${LIFTS}`;
const COMMENTS_LIMITED = `New members can comment twice an hour. ${LIFTS}`;
const NO_LINKS = `New members cannot post links yet. ${LIFTS}`;
const CONNECTIONS_ONLY = `New members can message only the dads they are connected with. ${LIFTS}`;

/** Joined an hour ago: new. */
const newcomer = (overrides: Partial<Prisma.UserUncheckedCreateInput> = {}) =>
  signedInMember(app, { joinedAt: ago(HOUR), ...overrides });

const post = (client: HttpClient, content: string) => client.post('/api/posts', { json: { content } });

async function refused(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect(await response.json()).toEqual({ message });
}

/** The first field of a mutation's answer (`... on AppError { code message }` selected). */
async function mutation(client: HttpClient, query: string, variables: Record<string, unknown>) {
  const { body } = await client.graphql<Record<string, Record<string, unknown>>>(query, variables);
  expect(body.errors).toBeUndefined();
  return Object.values(body.data ?? {})[0];
}

const CREATE_POST = `mutation($content: String!) { createPost(input: { content: $content }) {
  __typename ... on AppError { code message retryAfterSeconds } } }`;
const SEND = `mutation($conversationId: ID!, $content: String!) { sendMessage(input: { conversationId: $conversationId, content: $content }) {
  __typename ... on AppError { code message } } }`;
const LIMITS = '{ viewer { newAccountLimits { until fistBumpsNeeded postsPerHour commentsPerHour } } }';

async function limitsOf(client: HttpClient) {
  const { body } = await client.graphql<{ viewer: { newAccountLimits: unknown } }>(LIMITS);
  const rest = (await (await client.get('/api/auth/user')).json()) as { newAccountLimits: unknown };
  expect(rest.newAccountLimits).toEqual(body.data!.viewer.newAccountLimits);
  return rest.newAccountLimits;
}

describe('a new member', () => {
  it('posts 3 times an hour, then gets 429 with how the limit lifts, over /api and GraphQL', async () => {
    const { user, client } = await newcomer();
    // Posts older than an hour do not count.
    await buildPost(app.services.prisma, user.id, { createdAt: ago(HOUR + 60_000) });
    for (const n of [1, 2, 3]) expect((await post(client, `Brisket update ${n}`)).status).toBe(201);

    const fourth = await post(client, 'Brisket update 4');
    const retryAfter = Number(fourth.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    await refused(fourth, 429, POSTS_LIMITED);
    expect(await mutation(client, CREATE_POST, { content: 'Brisket update 4' })).toEqual({
      __typename: 'AppError',
      code: 'RATE_LIMITED',
      message: POSTS_LIMITED,
      retryAfterSeconds: expect.any(Number),
    });
    expect(await app.services.prisma.post.count({ where: { authorId: user.id } })).toBe(4);
  });

  it('comments within its own hourly allowance', async () => {
    const { user, client } = await newcomer();
    const target = await buildPost(app.services.prisma, user.id);
    const comment = (content: string) => client.post(`/api/posts/${target.id}/comments`, { json: { content } });
    expect((await comment('First')).status).toBe(201);
    expect((await comment('Second')).status).toBe(201);
    await refused(await comment('Third'), 429, COMMENTS_LIMITED);
  });

  it('cannot post links in posts, comments, edits or Ask a Dad; an established member can', async () => {
    const { user, client } = await newcomer();
    await refused(await post(client, 'Cheap watches at https://watches.example'), 403, NO_LINKS);
    await refused(await post(client, 'Visit www.cheap-watches'), 403, NO_LINKS);
    await refused(await post(client, 'Deals on cheapwatches.com'), 403, NO_LINKS);
    expect(await mutation(client, CREATE_POST, { content: 'Deals on cheapwatches.com' })).toMatchObject({
      code: 'FORBIDDEN',
      message: NO_LINKS,
    });

    const own = await buildPost(app.services.prisma, user.id, { content: 'Hello dads' });
    await refused(
      await client.post(`/api/posts/${own.id}/comments`, { json: { content: 'see example.com' } }),
      403,
      NO_LINKS,
    );
    await refused(
      await client.request('PUT', `/api/posts/${own.id}`, { json: { content: 'Now at example.com' } }),
      403,
      NO_LINKS,
    );
    await refused(
      await client.post('/api/questions', { json: { title: 'Which smoker?', content: 'Like smokers.com has?' } }),
      403,
      NO_LINKS,
    );
    expect(await app.services.prisma.post.count({ where: { authorId: user.id } })).toBe(1);

    const established = await signedInMember(app);
    expect((await post(established.client, 'Recipe at https://example.com/brisket')).status).toBe(201);
  });

  it('messages its connections only: a group chat with a stranger in it is refused until the limits lift', async () => {
    const [dad, friend, stranger] = [await newcomer(), await signedInMember(app), await signedInMember(app)];
    await buildConnection(app.services.prisma, dad.user.id, friend.user.id);
    await buildConnection(app.services.prisma, friend.user.id, stranger.user.id);
    // Everyone starts chats with connections only.
    expect((await dad.client.post('/api/conversations', { json: { participantIds: [stranger.user.id] } })).status).toBe(
      403,
    );

    const direct = (await (
      await dad.client.post('/api/conversations', { json: { participantIds: [friend.user.id] } })
    ).json()) as { id: string };
    expect(
      (await dad.client.post(`/api/conversations/${direct.id}/messages`, { json: { content: 'Hi!' } })).status,
    ).toBe(201);
    expect(
      await mutation(dad.client, SEND, { conversationId: encodeGlobalID('Conversation', direct.id), content: 'Again' }),
    ).toEqual({
      __typename: 'MutationSendMessageSuccess',
    });

    // The friend puts the newcomer in a group with someone the newcomer does not know.
    const group = (await (
      await friend.client.post('/api/conversations', {
        json: { participantIds: [dad.user.id, stranger.user.id], title: 'Grill crew' },
      })
    ).json()) as { id: string };
    expect(
      (await friend.client.post(`/api/conversations/${group.id}/messages`, { json: { content: 'Welcome!' } })).status,
    ).toBe(201);
    await refused(
      await dad.client.post(`/api/conversations/${group.id}/messages`, { json: { content: 'Thanks!' } }),
      403,
      CONNECTIONS_ONLY,
    );
    expect(
      await mutation(dad.client, SEND, {
        conversationId: encodeGlobalID('Conversation', group.id),
        content: 'Thanks!',
      }),
    ).toEqual({
      __typename: 'AppError',
      code: 'FORBIDDEN',
      message: CONNECTIONS_ONLY,
    });

    await app.services.prisma.user.update({ where: { id: dad.user.id }, data: { joinedAt: ago(25 * HOUR) } });
    expect(
      (await dad.client.post(`/api/conversations/${group.id}/messages`, { json: { content: 'Thanks!' } })).status,
    ).toBe(201);
  });
});

describe('graduating', () => {
  it('happens 24 hours after joining', async () => {
    const { client } = await newcomer({ joinedAt: ago(25 * HOUR) });
    expect(await limitsOf(client)).toBeNull();
    for (const n of [1, 2, 3, 4]) expect((await post(client, `Update ${n}: see example.com`)).status).toBe(201);
  });

  it('happens once other members fist bumped the posts 3 times (their own bump does not count)', async () => {
    const { prisma } = app.services;
    const { user, client } = await newcomer({ joinedAt: ago(2 * HOUR) });
    const until = new Date(Date.now() + 22 * HOUR).getTime();
    const [first, second] = [await buildPost(prisma, user.id), await buildPost(prisma, user.id)];
    const bumpers = [await buildUser(prisma), await buildUser(prisma), await buildUser(prisma)];
    await prisma.fistBump.createMany({
      data: [
        { postId: first.id, userId: user.id },
        { postId: first.id, userId: bumpers[0]!.id },
        { postId: second.id, userId: bumpers[1]!.id },
      ],
    });
    const limits = (await limitsOf(client)) as { until: string };
    expect(limits).toEqual({ until: expect.any(String), fistBumpsNeeded: 1, postsPerHour: 3, commentsPerHour: 2 });
    expect(Math.abs(new Date(limits.until).getTime() - until)).toBeLessThan(60_000);
    await refused(await post(client, 'Deals on cheapwatches.com'), 403, NO_LINKS);

    const bumped = await signedInClient(app, bumpers[2]!);
    expect((await bumped.post(`/api/posts/${second.id}/like`)).status).toBe(201);
    expect(await limitsOf(client)).toBeNull();
    expect((await post(client, 'My smoker: see smokers.com')).status).toBe(201);
  });
});

describe('newAccountLimits', () => {
  it('is the new member’s own, from registering on; null to others, and for moderators', async () => {
    const registered = app.client();
    const answer = await registered.post('/api/register', {
      json: {
        email: `fresh.${Date.now()}@example.com`,
        username: `fresh_${Date.now() % 1e9}`,
        password: 'correct-horse-battery',
        confirmAdult: true,
      },
    });
    expect(answer.status).toBe(201);
    const { id } = (await answer.json()) as { id: string };
    expect(await limitsOf(registered)).toEqual({
      until: expect.any(String),
      fistBumpsNeeded: 3,
      postsPerHour: 3,
      commentsPerHour: 2,
    });

    const other = await signedInMember(app);
    const seen = await other.client.graphql<{ member: { newAccountLimits: unknown } }>(
      `{ member(databaseId: "${id}") { newAccountLimits { until } } }`,
    );
    expect(seen.body.data?.member).toEqual({ newAccountLimits: null });
    expect(await limitsOf(other.client)).toBeNull();

    const moderator = await newcomer({ role: 'moderator' });
    expect(await limitsOf(moderator.client)).toBeNull();
    expect((await post(moderator.client, 'Rules: see example.com/rules')).status).toBe(201);
  });
});
