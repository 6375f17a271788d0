/**
 * The word filter over both adapters (docs/safety.md): a slur is refused in a post, comment, message,
 * name and channel description; strong language is refused in public text and allowed in a private message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLUR_REFUSED, STRONG_LANGUAGE_REFUSED } from '../domain/safety/text-filter.js';
import { encodeGlobalID } from '../graphql/global-id.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildConnection, buildPost, signedInMember } from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const SLUR = 'You are a f4ggot';
const SWEARING = 'What the fuck is this brisket';

async function expectRefusal(response: Response, message: string, field: string) {
  expect(response.status).toBe(400);
  expect(await response.json()).toEqual({ message, errors: [{ field, message }] });
}

/** A mutation's AppError (`... on AppError { code message }` selected). */
async function mutationError(client: HttpClient, query: string, variables: Record<string, unknown>) {
  const { body } = await client.graphql<Record<string, { code?: string; message?: string }>>(query, variables);
  expect(body.errors).toBeUndefined();
  return Object.values(body.data ?? {})[0];
}

const CREATE_POST = `mutation($content: String!) { createPost(input: { content: $content }) {
  __typename ... on AppError { code message } } }`;
const ADD_COMMENT = `mutation($postId: ID!, $content: String!) { addComment(input: { postId: $postId, content: $content }) {
  __typename ... on AppError { code message } } }`;
const SEND = `mutation($conversationId: ID!, $content: String!) { sendMessage(input: { conversationId: $conversationId, content: $content }) {
  __typename ... on AppError { code message } ... on MutationSendMessageSuccess { data { content } } } }`;
const UPDATE_PROFILE = `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename ... on AppError { code message } } }`;
const CREATE_CHANNEL = `mutation($input: CreateChannelInput!) { createChannel(input: $input) { __typename ... on AppError { code message } } }`;

describe('slurs', () => {
  it('are refused in a post and a comment, over /api and GraphQL, and nothing is stored', async () => {
    const { user, client } = await signedInMember(app);
    await expectRefusal(await client.post('/api/posts', { json: { content: SLUR } }), SLUR_REFUSED, 'content');
    await expectRefusal(
      await client.post('/api/posts', {
        json: { content: 'Poll', pollQuestion: 'Who?', pollOptions: ['Me', 'n1gger'] },
      }),
      SLUR_REFUSED,
      'pollOptions.1',
    );
    expect(await mutationError(client, CREATE_POST, { content: SLUR })).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      message: SLUR_REFUSED,
    });
    expect(await app.services.prisma.post.count({ where: { authorId: user.id } })).toBe(0);

    const post = await buildPost(app.services.prisma, user.id);
    await expectRefusal(
      await client.post(`/api/posts/${post.id}/comments`, { json: { content: SLUR } }),
      SLUR_REFUSED,
      'content',
    );
    const refused = await mutationError(client, ADD_COMMENT, {
      postId: encodeGlobalID('Post', post.id),
      content: SLUR,
    });
    expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', message: SLUR_REFUSED });
    const comment = await client.post(`/api/posts/${post.id}/comments`, { json: { content: 'Looks great' } });
    expect(comment.status).toBe(201);
    const { id } = (await comment.json()) as { id: string };
    await expectRefusal(
      await client.request('PUT', `/api/comments/${id}`, { json: { content: SLUR } }),
      SLUR_REFUSED,
      'content',
    );
    expect(await app.services.prisma.comment.count({ where: { postId: post.id } })).toBe(1);
  });

  it('are refused in a private message too', async () => {
    const [dad, friend] = [await signedInMember(app), await signedInMember(app)];
    await buildConnection(app.services.prisma, dad.user.id, friend.user.id);
    const started = await dad.client.post('/api/conversations', { json: { participantIds: [friend.user.id] } });
    const { id } = (await started.json()) as { id: string };
    await expectRefusal(
      await dad.client.post(`/api/conversations/${id}/messages`, { json: { content: SLUR } }),
      SLUR_REFUSED,
      'content',
    );
    const refused = await mutationError(dad.client, SEND, {
      conversationId: encodeGlobalID('Conversation', id),
      content: SLUR,
    });
    expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', message: SLUR_REFUSED });
    expect(await app.services.prisma.message.count({ where: { conversationId: id } })).toBe(0);
  });

  it('are refused in a name, on registering and on the profile', async () => {
    const { user, client } = await signedInMember(app);
    await expectRefusal(
      await client.patch('/api/users/profile', { json: { firstName: 'Retard' } }),
      SLUR_REFUSED,
      'firstName',
    );
    expect(await mutationError(client, UPDATE_PROFILE, { input: { lastName: 'Kike' } })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: SLUR_REFUSED,
    });
    await expectRefusal(
      await client.patch('/api/users/profile', { json: { bio: 'Just a dad. No trannies.' } }),
      SLUR_REFUSED,
      'bio',
    );
    expect(await app.services.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      firstName: user.firstName,
      lastName: user.lastName,
      bio: null,
    });

    const registered = await app.client().post('/api/register', {
      json: {
        email: 'slur.name@example.com',
        username: 'spic_dad',
        password: 'correct-horse-battery',
        confirmAdult: true,
      },
    });
    await expectRefusal(registered, SLUR_REFUSED, 'username');
    expect(await app.services.prisma.user.count({ where: { email: 'slur.name@example.com' } })).toBe(0);
  });

  it("are refused in a channel's description", async () => {
    const { user, client } = await signedInMember(app);
    const channel = { name: 'Grill Science', description: 'Smoking meat for every beaner' };
    await expectRefusal(await client.post('/api/channels', { json: channel }), SLUR_REFUSED, 'description');
    expect(await mutationError(client, CREATE_CHANNEL, { input: channel })).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: SLUR_REFUSED,
    });
    expect(await app.services.prisma.channel.count({ where: { creatorId: user.id } })).toBe(0);
  });
});

describe('strong language', () => {
  it('is refused in public text, with its own message', async () => {
    const { user, client } = await signedInMember(app);
    await expectRefusal(
      await client.post('/api/posts', { json: { content: SWEARING } }),
      STRONG_LANGUAGE_REFUSED,
      'content',
    );
    expect(await mutationError(client, CREATE_POST, { content: SWEARING })).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      message: STRONG_LANGUAGE_REFUSED,
    });
    await expectRefusal(
      await client.patch('/api/users/profile', { json: { bio: 'Dad of two, full of shit' } }),
      STRONG_LANGUAGE_REFUSED,
      'bio',
    );
    expect(await app.services.prisma.post.count({ where: { authorId: user.id } })).toBe(0);
    // Ordinary words that hold a swear word's letters pass.
    const ordinary = await client.post('/api/posts', {
      json: { content: 'Class assessment in Scunthorpe: cocktails, a therapist, grass.' },
    });
    expect(ordinary.status).toBe(201);
  });

  it('is allowed in a private message, over /api and GraphQL', async () => {
    const [dad, friend] = [await signedInMember(app), await signedInMember(app)];
    await buildConnection(app.services.prisma, dad.user.id, friend.user.id);
    const started = await dad.client.post('/api/conversations', { json: { participantIds: [friend.user.id] } });
    const { id } = (await started.json()) as { id: string };
    const sent = await dad.client.post(`/api/conversations/${id}/messages`, { json: { content: SWEARING } });
    expect(sent.status).toBe(201);
    const overGraphQL = await mutationError(friend.client, SEND, {
      conversationId: encodeGlobalID('Conversation', id),
      content: 'Damn right, it is shit',
    });
    expect(overGraphQL).toEqual({
      __typename: 'MutationSendMessageSuccess',
      data: { content: 'Damn right, it is shit' },
    });
  });
});
