/**
 * Bad input over GraphQL (docs/validation.md): bad arguments are BAD_USER_INPUT with a
 * clear message and write nothing; a mutation asked only for `__typename` saves and answers success.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprinter, type Fingerprint } from '../fuzz/fingerprint.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import {
  buildConnection,
  buildEvent,
  buildGroup,
  buildNotification,
  buildPost,
  buildUser,
} from '../testing/factories.js';
import { cookieFor, globalId, graphql, type GraphQLBody } from '../testing/graphql.js';

let app: TestApp;
let cookie: string;
let ids: Record<
  'member' | 'other' | 'post' | 'otherPost' | 'group' | 'event' | 'channel' | 'notification' | 'option',
  string
>;
let fingerprint: () => Promise<Fingerprint>;

beforeAll(async () => {
  app = await createTestApp();
  const prisma = app.services.prisma;
  const member = await buildUser(prisma);
  const other = await buildUser(prisma);
  await buildConnection(prisma, member.id, other.id, 'accepted');
  const otherPost = await buildPost(prisma, other.id);
  const poll = await prisma.poll.create({
    data: {
      postId: otherPost.id,
      question: 'Grill?',
      options: {
        create: [
          { text: 'Yes', position: 0 },
          { text: 'No', position: 1 },
        ],
      },
    },
    include: { options: true },
  });
  ids = {
    member: member.id,
    other: other.id,
    post: (await buildPost(prisma, member.id)).id,
    otherPost: otherPost.id,
    group: (await buildGroup(prisma, other.id, { isPublic: true })).id,
    event: (await buildEvent(prisma, other.id)).id,
    channel: (await prisma.channel.create({ data: { name: 'Tools', description: 'Tools.', creatorId: other.id } })).id,
    notification: (await buildNotification(prisma, member.id)).id,
    option: poll.options[0]!.id,
  };
  cookie = await cookieFor(app, member);
  fingerprint = await fingerprinter(app.db);
});
afterAll(() => app.close());

/** The operation's answer, and whether the database changed while it ran. */
async function run(query: string, variables: Record<string, unknown> = {}) {
  const before = await fingerprint();
  const body: GraphQLBody = await graphql(app, query, variables, cookie);
  return { body, wrote: JSON.stringify(await fingerprint()) !== JSON.stringify(before) };
}

const NUL = 'dad\u0000joke';
const nulMessage = (field: string) => `${field} must not contain the NUL character (U+0000).`;

describe('a NUL character in any argument', () => {
  it.each([
    [
      'createPost',
      'mutation($v: String) { createPost(input: { content: $v }) { __typename ... on AppError { code message } } }',
      'input.content',
    ],
    [
      'createPost hashtags',
      'mutation($v: String!) { createPost(input: { content: "ok", hashtags: ["bbq", $v] }) { __typename ... on AppError { code message } } }',
      'input.hashtags.1',
    ],
    [
      'poll options',
      'mutation($v: String!) { createPost(input: { content: "ok", poll: { question: "Which?", options: ["a", $v] } }) { __typename ... on AppError { code message } } }',
      'input.poll.options.1',
    ],
    [
      'createGroup',
      'mutation($v: String!) { createGroup(input: { name: $v }) { __typename ... on AppError { code message } } }',
      'input.name',
    ],
    [
      'createEvent',
      'mutation($v: String) { createEvent(input: { title: "Cookout", startDate: "2030-06-01T18:00:00Z", location: $v }) { __typename ... on AppError { code message } } }',
      'input.location',
    ],
    [
      'sendInvites',
      'mutation($v: String!) { sendInvites(input: { emails: [$v] }) { __typename ... on AppError { code message } } }',
      'input.emails.0',
    ],
    [
      'signIn',
      'mutation($v: String!) { signIn(login: $v, password: "whatever-it-is") { __typename ... on AppError { code message } } }',
      'login',
    ],
  ])('%s: an AppError BAD_USER_INPUT naming the field, nothing written', async (_name, query, field) => {
    const { body, wrote } = await run(query, { v: NUL });
    expect(body.errors).toBeUndefined();
    expect(Object.values(body.data!)[0]).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      message: nulMessage(field),
    });
    expect(wrote).toBe(false);
  });

  it('in a query argument, and written as a literal in the document', async () => {
    const search = await run('query($q: String!) { search(query: $q) { __typename } }', { q: NUL });
    expect(search.body.errors?.[0]).toMatchObject({
      message: nulMessage('query'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const comment = await run(
      `mutation { addComment(input: { postId: "${globalId('Post', ids.post)}", content: "a\\u0000b" }) { __typename ... on AppError { code } } }`,
    );
    expect(comment.body.data?.addComment).toEqual({ __typename: 'AppError', code: 'BAD_USER_INPUT' });
    expect(comment.wrote).toBe(false);
  });
});

describe('a lone surrogate in any argument', () => {
  it.each([
    [
      'createPost hashtags',
      'mutation($v: String!) { createPost(input: { content: "ok", hashtags: [$v] }) { __typename ... on AppError { code message } } }',
      'input.hashtags.0',
    ],
    [
      'completeOnboarding',
      'mutation($v: String!) { completeOnboarding(input: { acceptTerms: true, dadType: experienced, location: "Austin", interests: [$v] }) { __typename ... on AppError { code message } } }',
      'input.interests.0',
    ],
  ])('%s: an AppError BAD_USER_INPUT, nothing written', async (_name, query, field) => {
    const { body, wrote } = await run(query, { v: 'A\udc00ustin' });
    expect(Object.values(body.data!)[0]).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      message: `${field} must be valid Unicode text (it holds a lone surrogate).`,
    });
    expect(wrote).toBe(false);
  });
});

describe('global ids', () => {
  it('of a type that is no node are BAD_USER_INPUT in node() and nodes()', async () => {
    const id = globalId('Nope', ids.post);
    for (const query of ['query($id: ID!) { node(id: $id) { id } }', 'query($id: ID!) { nodes(ids: [$id]) { id } }']) {
      const { body } = await run(query, { id });
      expect(body.errors?.[0]).toMatchObject({
        message: `"${id}" is not a valid ID.`,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });
});

describe('connection arguments, on every connection', () => {
  const lists = [
    'connections',
    'pendingConnectionRequests',
    'followedChannels',
    'myGroups',
    'notifications',
    'dadfeed',
  ];
  const b64 = (text: string) => Buffer.from(text).toString('base64');

  it.each(
    lists.flatMap((list) => [
      [list, 'first: -1', /first must be 0 or more/],
      [list, 'last: -1', /last must be 0 or more/],
      [list, 'after: "garbage"', /cursor is not valid/],
      [list, `after: "${b64('GPC:S:not-a-uuid')}"`, /cursor is not valid/],
      [list, `after: "${b64('GPC:N:5')}"`, /cursor is not valid/],
      [list, `after: "${b64('GPC:D:5')}"`, /cursor is not valid/],
      [
        list,
        `before: "${b64(`GPC:T:["S:${'0'.repeat(8)}-0000-7000-8000-${'0'.repeat(12)}"]`)}", last: 2`,
        /cursor is not valid/,
      ],
    ]),
  )('%s(%s) is BAD_USER_INPUT', async (list, args, message) => {
    const { body } = await run(`query { ${list}(${args}) { edges { cursor } } }`);
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]).toMatchObject({
      message: expect.stringMatching(message),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it.each(['first: -1', 'last: -1', 'after: "garbage"', `after: "${Buffer.from('GPC:S:xyz').toString('base64')}"`])(
    "a post's comments(%s), nested below a field that plans one query for all, is BAD_USER_INPUT",
    async (args) => {
      const { body } = await run(
        `query { post(databaseId: "${ids.post}") { comments(${args}) { edges { cursor } } } }`,
      );
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    },
  );

  it.each(lists.filter((list) => list !== 'dadfeed'))(
    '%s(first: 1000000) is capped at a page of 100, as before',
    async (list) => {
      const { body } = await run(`query { ${list}(first: 1000000) { edges { cursor } } }`);
      expect(body.errors).toBeUndefined();
    },
  );

  it('a cursor the list handed out still pages', async () => {
    const first = await run('query { notifications(first: 1) { edges { cursor } } }');
    const after = first.body.data!.notifications.edges[0].cursor as string;
    const next = await run('query($after: String) { notifications(first: 1, after: $after) { edges { cursor } } }', {
      after,
    });
    expect(next.body.errors).toBeUndefined();
  });
});

describe('dates', () => {
  it.each([
    '0000-01-01T00:00:00Z',
    '-271821-04-20T00:00:00.000Z',
    '+275760-09-13T00:00:00.000Z',
    'garbage',
    '-8640000000000000',
  ])('a DateTime of %s is BAD_USER_INPUT, not an internal error', async (startDate) => {
    const { body, wrote } = await run(
      'mutation($d: DateTime!) { createEvent(input: { title: "Cookout", startDate: $d }) { __typename } }',
      { d: startDate },
    );
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(body.errors?.[0]?.message).toMatch(/DateTime must be an ISO 8601 string/);
    expect(wrote).toBe(false);
  });

  it('a date outside the years events may have is an AppError', async () => {
    const { body, wrote } = await run(
      'mutation { createEvent(input: { title: "Cookout", startDate: "1999-06-01T00:00:00Z" }) { ... on AppError { code message } } }',
    );
    expect(body.data?.createEvent).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'startDate must be a date between 2000-01-01 and 2099-12-31.',
    });
    expect(wrote).toBe(false);
  });
});

describe('a mutation asked only for __typename', () => {
  const mutations: [string, () => string][] = [
    ['createPost', () => 'createPost(input: { content: "Just the typename" })'],
    ['updatePost', () => `updatePost(input: { postId: "${globalId('Post', ids.post)}", content: "Edited" })`],
    ['addComment', () => `addComment(input: { postId: "${globalId('Post', ids.post)}", content: "Typename only" })`],
    ['fistBumpPost', () => `fistBumpPost(postId: "${globalId('Post', ids.otherPost)}")`],
    ['votePoll', () => `votePoll(postId: "${globalId('Post', ids.otherPost)}", optionId: "${ids.option}")`],
    ['createGroup', () => 'createGroup(input: { name: "Typename dads" })'],
    ['joinGroup', () => `joinGroup(groupId: "${globalId('Group', ids.group)}")`],
    ['createEvent', () => 'createEvent(input: { title: "Typename cookout", startDate: "2030-06-01T18:00:00Z" })'],
    ['attendEvent', () => `attendEvent(id: "${globalId('Event', ids.event)}")`],
    ['followChannel', () => `followChannel(id: "${globalId('Channel', ids.channel)}")`],
    ['markNotificationRead', () => `markNotificationRead(id: "${globalId('Notification', ids.notification)}")`],
    ['createChannel', () => 'createChannel(input: { name: "Typename channel", description: "Only the typename." })'],
    ['generateReferralCode', () => 'generateReferralCode'],
  ];

  it.each(mutations)('%s saves and answers its success type', async (name, call) => {
    const { body, wrote } = await run(`mutation { ${call()} { __typename } }`);
    expect(body.errors).toBeUndefined();
    expect(body.data![name]).toEqual({ __typename: `Mutation${name[0]!.toUpperCase()}${name.slice(1)}Success` });
    expect(wrote).toBe(true);
  });
});
