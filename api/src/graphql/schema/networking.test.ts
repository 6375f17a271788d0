import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildConnection, buildPost, buildUser } from '../../testing/factories.js';
import { cookieFor, globalId, graphql } from '../../testing/graphql.js';

let app: TestApp;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: () => (statements += 1) });
});
afterAll(() => app.close());

const dad = (overrides: Parameters<typeof buildUser>[1] = {}) => buildUser(app.services.prisma, overrides);
const token = () => `zq${randomBytes(4).toString('hex')}`;
/**
 * A token with no letter in common with token()'s (its hex digits written as other letters), so no trigram either:
 * the search forgives typos, and two random tokens sharing their prefix could now and then find each other.
 */
const otherToken = () =>
  `xw${randomBytes(4)
    .toString('hex')
    .replace(/[0-9a-f]/g, (digit) => 'ghijklmnoprstuvy'[Number.parseInt(digit, 16)]!)}`;
const UNKNOWN = '0195f0c0-0000-7000-8000-000000000000';

const MEMBER_FIELDS = `
  id databaseId username bio interests outdoorActivities dadScore email location
  stats { posts connections groups }
  mutualConnectionCount isBlockedByViewer
  connectionWithViewer { databaseId status requester { databaseId } }`;
const MEMBER = `query($id: String!) { member(databaseId: $id) { ${MEMBER_FIELDS} } }`;
const SEARCH = `query($q: String!, $first: Int, $after: String) {
  memberSearch(query: $q, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${MEMBER_FIELDS} } }
  }
}`;
const RESULT = `__typename ... on AppError { code message }`;
const BLOCK = `mutation($userId: ID!) { blockMember(userId: $userId) { ${RESULT} ... on MutationBlockMemberSuccess { data { databaseId isBlockedByViewer bio } } } }`;
const UNBLOCK = `mutation($userId: ID!) { unblockMember(userId: $userId) { ${RESULT} ... on MutationUnblockMemberSuccess { data { databaseId isBlockedByViewer } } } }`;
const REMOVE = `mutation($id: ID!) { removeConnection(id: $id) { ${RESULT} ... on MutationRemoveConnectionSuccess { data } } }`;

describe('Query.memberByUsername', () => {
  it('answers the member with that username in any case, as the viewer may see them; null for nobody', async () => {
    const viewer = await dad();
    const other = await dad({ bio: 'Smoker', showEmail: false });
    const cookie = await cookieFor(app, viewer);
    const query = `query($u: String!) { memberByUsername(username: $u) { databaseId username bio email } }`;
    const found = await graphql(app, query, { u: other.username.toUpperCase() }, cookie);
    expect(found.data.memberByUsername).toEqual({
      databaseId: other.id,
      username: other.username,
      bio: 'Smoker',
      email: null,
    });
    expect((await graphql(app, query, { u: `${token()}_nobody` }, cookie)).data.memberByUsername).toBeNull();
    // _ is no wildcard: a username differing there is somebody else.
    const lookalike = other.username.replace('_', 'x');
    expect((await graphql(app, query, { u: lookalike }, cookie)).data.memberByUsername).toBeNull();
  });
});

describe('Query.member', () => {
  it('answers a member as the viewer may see them, with stats and the connection between them; null when unknown', async () => {
    const viewer = await dad();
    const other = await dad({ bio: 'Brisket', interests: ['Cooking'], dadScore: 12, showEmail: true });
    const friend = await dad();
    await buildConnection(app.services.prisma, viewer.id, friend.id);
    await buildConnection(app.services.prisma, other.id, friend.id);
    const request = await buildConnection(app.services.prisma, viewer.id, other.id, 'pending');
    await buildPost(app.services.prisma, other.id);
    const cookie = await cookieFor(app, viewer);

    const { data } = await graphql(app, MEMBER, { id: other.id }, cookie);
    expect(data.member).toMatchObject({
      databaseId: other.id,
      bio: 'Brisket',
      interests: ['Cooking'],
      dadScore: 12,
      email: other.email,
      stats: { posts: 1, connections: 1, groups: 0 },
      mutualConnectionCount: 1,
      isBlockedByViewer: false,
      connectionWithViewer: { databaseId: request.id, status: 'pending', requester: { databaseId: viewer.id } },
    });
    expect((await graphql(app, MEMBER, { id: viewer.id }, cookie)).data.member).toMatchObject({
      connectionWithViewer: null,
      mutualConnectionCount: 0,
    });
    for (const id of [UNKNOWN, 'not-an-id'])
      expect((await graphql(app, MEMBER, { id }, cookie)).data).toEqual({ member: null });
    expect((await graphql(app, MEMBER, { id: other.id })).errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });

  it('shows a blocked pair the identity only, both ways', async () => {
    const [viewer, other] = [
      await dad(),
      await dad({
        bio: 'Hidden',
        interests: ['Fishing'],
        outdoorActivities: ['Camping'],
        dadScore: 5,
        showEmail: true,
      }),
    ];
    const cookie = await cookieFor(app, viewer);
    expect((await graphql(app, BLOCK, { userId: globalId('User', other.id) }, cookie)).data.blockMember).toMatchObject({
      data: { databaseId: other.id, isBlockedByViewer: true, bio: null },
    });
    const identityOnly = {
      bio: null,
      interests: [],
      outdoorActivities: [],
      dadScore: null,
      email: null,
      location: null,
      stats: null,
      mutualConnectionCount: null,
    };
    expect((await graphql(app, MEMBER, { id: other.id }, cookie)).data.member).toMatchObject({
      ...identityOnly,
      username: other.username,
      isBlockedByViewer: true,
    });
    const seenBack = (await graphql(app, MEMBER, { id: viewer.id }, await cookieFor(app, other))).data.member;
    expect(seenBack).toMatchObject({
      username: viewer.username,
      stats: null,
      dadScore: null,
      isBlockedByViewer: false,
    });
  });
});

describe('Query.memberSearch', () => {
  it('finds members best first, pages with first/after, counts them all, and leaves out the viewer and a blocked pair', async () => {
    const word = token();
    const viewer = await dad({ lastName: `Finder${word}` });
    const found = [];
    for (let i = 0; i < 3; i += 1) found.push(await dad({ lastName: `Finder${word}` }));
    const blocked = await dad({ lastName: `Finder${word}` });
    await app.services.prisma.block.create({ data: { blockerId: blocked.id, blockedId: viewer.id } });
    const cookie = await cookieFor(app, viewer);

    const first = (await graphql(app, SEARCH, { q: `finder${word}`, first: 2 }, cookie)).data.memberSearch;
    expect(first.totalCount).toBe(3);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (
      await graphql(app, SEARCH, { q: `finder${word}`, first: 2, after: first.pageInfo.endCursor }, cookie)
    ).data.memberSearch;
    expect(second.pageInfo.hasNextPage).toBe(false);
    const seen = [...first.edges, ...second.edges].map((e: { node: { databaseId: string } }) => e.node.databaseId);
    expect(seen.sort()).toEqual(found.map((u) => u.id).sort());

    const short = await graphql(app, SEARCH, { q: ' a ' }, cookie);
    expect(short.errors?.[0]).toMatchObject({
      message: 'Type at least 2 characters to search',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const badCursor = await graphql(app, SEARCH, { q: `finder${word}`, after: 'bogus' }, cookie);
    expect(badCursor.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('costs the same SQL statements for 3 results as for 30, with each one’s connection, mutual count and stats', async () => {
    const [few, many] = [token(), otherToken()];
    const viewer = await dad();
    const friend = await dad();
    await buildConnection(app.services.prisma, viewer.id, friend.id);
    for (let i = 0; i < 30; i += 1) {
      const member = await dad({ lastName: i < 3 ? few : many });
      if (i % 2) await buildConnection(app.services.prisma, friend.id, member.id);
      if (i % 3 === 0) await buildConnection(app.services.prisma, member.id, viewer.id, 'pending');
    }
    const cookie = await cookieFor(app, viewer);
    const cost = async (q: string) => {
      const before = statements;
      const { data, errors } = await graphql(app, SEARCH, { q, first: 50 }, cookie);
      expect(errors).toBeUndefined();
      return { count: data.memberSearch.edges.length, statements: statements - before };
    };
    const [small, large] = [await cost(few), await cost(many)];
    expect([small.count, large.count]).toEqual([3, 27]);
    expect(small.statements).toBe(large.statements);
  });
});

describe('Query.discoverMembers', () => {
  it('pages members with a complete profile, newest first, with a totalCount, never the viewer nor a blocked pair', async () => {
    const viewer = await dad();
    const at = (minutes: number) => new Date(Date.now() + 24 * 60 * 60_000 + minutes * 60_000);
    const [older, newer] = [await dad({ createdAt: at(1) }), await dad({ createdAt: at(2) })];
    const blocked = await dad({ createdAt: at(3) });
    await dad({ createdAt: at(4), dadType: null });
    await app.services.prisma.block.create({ data: { blockerId: viewer.id, blockedId: blocked.id } });
    const cookie = await cookieFor(app, viewer);
    const query = `query($after: String) { discoverMembers(first: 1, after: $after) { totalCount pageInfo { endCursor } edges { node { databaseId } } } }`;
    const first = (await graphql(app, query, {}, cookie)).data.discoverMembers;
    expect(first.edges.map((e: { node: { databaseId: string } }) => e.node.databaseId)).toEqual([newer.id]);
    const second = (await graphql(app, query, { after: first.pageInfo.endCursor }, cookie)).data.discoverMembers;
    expect(second.edges.map((e: { node: { databaseId: string } }) => e.node.databaseId)).toEqual([older.id]);
    const expected = await app.services.prisma.user.count({
      where: { id: { notIn: [viewer.id, blocked.id] }, dadType: { not: null }, location: { not: null } },
    });
    expect(first.totalCount).toBe(expected);
  });
});

describe('blocking and removing over GraphQL', () => {
  it('blocks and unblocks by id or databaseId, lists the viewer’s blocked members only, and returns typed errors', async () => {
    const [viewer, other, third] = [await dad(), await dad(), await dad()];
    const cookie = await cookieFor(app, viewer);
    expect((await graphql(app, BLOCK, { userId: other.id }, cookie)).data.blockMember.__typename).toBe(
      'MutationBlockMemberSuccess',
    );
    expect(
      (await graphql(app, BLOCK, { userId: globalId('User', third.id) }, cookie)).data.blockMember.__typename,
    ).toBe('MutationBlockMemberSuccess');
    expect((await graphql(app, BLOCK, { userId: viewer.id }, cookie)).data.blockMember).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'You cannot block yourself.',
    });
    expect((await graphql(app, BLOCK, { userId: UNKNOWN }, cookie)).data.blockMember).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await graphql(app, BLOCK, { userId: globalId('Post', other.id) }, cookie)).data.blockMember).toMatchObject({
      code: 'BAD_USER_INPUT',
    });

    const list = `query($id: String!) {
      viewer { blockedMembers(first: 1) { pageInfo { hasNextPage endCursor } edges { node { databaseId } } } }
      member(databaseId: $id) { blockedMembers(first: 5) { edges { node { databaseId } } } }
    }`;
    const { data } = await graphql(app, list, { id: other.id }, cookie);
    expect(data.viewer.blockedMembers.edges.map((e: { node: { databaseId: string } }) => e.node.databaseId)).toEqual([
      third.id,
    ]);
    expect(data.viewer.blockedMembers.pageInfo.hasNextPage).toBe(true);
    expect(data.member.blockedMembers).toBeNull();
    const next = `query($after: String) { viewer { blockedMembers(first: 5, after: $after) { edges { node { databaseId } } } } }`;
    const rest = (await graphql(app, next, { after: data.viewer.blockedMembers.pageInfo.endCursor }, cookie)).data
      .viewer.blockedMembers;
    expect(rest.edges.map((e: { node: { databaseId: string } }) => e.node.databaseId)).toEqual([other.id]);

    expect(
      (await graphql(app, UNBLOCK, { userId: globalId('User', other.id) }, cookie)).data.unblockMember,
    ).toMatchObject({
      data: { databaseId: other.id, isBlockedByViewer: false },
    });
    const visitor = await graphql(app, BLOCK, { userId: other.id });
    expect(visitor.data?.blockMember ?? visitor.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('removes a connection for either member (its databaseId back); anyone else gets NOT_FOUND', async () => {
    const [viewer, friend, stranger] = [await dad(), await dad(), await dad()];
    const first = await buildConnection(app.services.prisma, viewer.id, friend.id);
    expect(
      (await graphql(app, REMOVE, { id: globalId('Connection', first.id) }, await cookieFor(app, stranger))).data
        .removeConnection,
    ).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      (await graphql(app, REMOVE, { id: globalId('Connection', first.id) }, await cookieFor(app, friend))).data
        .removeConnection,
    ).toEqual({
      __typename: 'MutationRemoveConnectionSuccess',
      data: first.id,
    });
    const second = await buildConnection(app.services.prisma, friend.id, viewer.id, 'pending');
    expect(
      (await graphql(app, REMOVE, { id: second.id }, await cookieFor(app, viewer))).data.removeConnection,
    ).toMatchObject({ data: second.id });
    expect(await app.services.prisma.connection.count({ where: { id: { in: [first.id, second.id] } } })).toBe(0);
    expect(
      (await graphql(app, REMOVE, { id: 'nonsense' }, await cookieFor(app, viewer))).data.removeConnection,
    ).toMatchObject({ code: 'BAD_USER_INPUT' });
  });

  it('hides a blocked pair’s comments in Post.comments', async () => {
    const [viewer, blocked, author] = [await dad(), await dad(), await dad()];
    const post = await buildPost(app.services.prisma, author.id);
    for (const who of [viewer, blocked, author])
      await app.services.prisma.comment.create({ data: { postId: post.id, authorId: who.id, content: who.username } });
    await app.services.prisma.block.create({ data: { blockerId: viewer.id, blockedId: blocked.id } });
    const query = `query($id: String!) { post(databaseId: $id) { commentCount comments(first: 10) { totalCount edges { node { content } } } } }`;
    const { data } = await graphql(app, query, { id: post.id }, await cookieFor(app, viewer));
    expect(data.post.comments.edges.map((e: { node: { content: string } }) => e.node.content).sort()).toEqual(
      [viewer.username, author.username].sort(),
    );
    expect(data.post.comments.totalCount).toBe(2);
    expect(data.post.commentCount).toBe(2);
  });
});
