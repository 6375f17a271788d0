import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildEvent, buildGroup, buildPost, buildUser, signedInClient, uniqueDigits } from '../../testing/factories.js';
import { cookieFor, globalId, graphql } from '../../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const token = () => `zq${uniqueDigits()}`;

const SEARCH = `query($query: String!, $first: Int) {
  search(query: $query, first: $first) {
    users { id databaseId username email location }
    posts { id databaseId content hashtags author { username } group { name isPublic } }
    groups { id databaseId name isPublic visibility memberCount }
    events { id databaseId title location isVirtual }
  }
}`;

describe('Query.search', () => {
  it('finds the same members, posts, groups and events as GET /api/search, in the same order', async () => {
    const word = token();
    const author = await buildUser(app.services.prisma, { firstName: 'John', lastName: word, showEmail: true });
    const group = await buildGroup(app.services.prisma, author.id, { name: `Grill Masters ${word}` });
    await buildPost(app.services.prisma, author.id, {
      content: `Smoking ribs all day ${word}`,
      groupId: group.id,
      hashtags: ['bbq'],
    });
    await buildPost(app.services.prisma, author.id, { content: `Grilling tips ${word}` });
    await buildEvent(app.services.prisma, author.id, { title: `Grill off ${word}`, isVirtual: true });
    const viewer = await buildUser(app.services.prisma);
    const client = await signedInClient(app, viewer);

    const rest = await (await client.get(`/api/search?query=${word}`)).json();
    const body = await graphql(app, SEARCH, { query: word }, client.cookieHeader());
    expect(body.errors).toBeUndefined();
    const { search } = body.data;
    const decode = (id: string) => Buffer.from(id, 'base64').toString().split(':')[1];
    for (const section of ['users', 'posts', 'groups', 'events'] as const) {
      const restIds = rest[section].map((x: { id: string }) => x.id);
      expect(
        search[section].map((x: { id: string }) => decode(x.id)),
        section,
      ).toEqual(restIds);
      // databaseId is the raw id the app's addresses use, the same one /api gives.
      expect(
        search[section].map((x: { databaseId: string }) => x.databaseId),
        section,
      ).toEqual(restIds);
      expect(search[section].length, section).toBeGreaterThan(0);
    }
    expect(search.users[0]).toMatchObject({ username: author.username, email: author.email });
    expect(search.groups[0]).toMatchObject({ name: group.name, isPublic: true, visibility: 'local', memberCount: 1 });
    expect(search.events[0]).toMatchObject({ isVirtual: true });
    expect(search.posts.find((p: any) => p.group)).toMatchObject({
      hashtags: ['bbq'],
      author: { username: author.username },
    });
  });

  it('refuses a visitor, a query under 2 characters and more than 20 per section', async () => {
    expect((await graphql(app, SEARCH, { query: 'dad' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const cookie = await cookieFor(app, await buildUser(app.services.prisma));
    const short = await graphql(app, SEARCH, { query: ' a ' }, cookie);
    expect(short.errors?.[0]).toMatchObject({
      message: 'Type at least 2 characters to search',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await graphql(app, SEARCH, { query: 'dad', first: 21 }, cookie)).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('keeps private groups, their posts and hidden e-mails out, in search and through node()', async () => {
    const word = token();
    const creator = await buildUser(app.services.prisma, { email: `${word}@example.com`, showEmail: false });
    const group = await buildGroup(app.services.prisma, creator.id, { name: `Hidden ${word}`, isPublic: false });
    const post = await buildPost(app.services.prisma, creator.id, { content: `Secret ${word}`, groupId: group.id });
    const outsiderCookie = await cookieFor(app, await buildUser(app.services.prisma));

    const { data } = await graphql(app, SEARCH, { query: word, first: 20 }, outsiderCookie);
    expect(data.search).toEqual({ users: [], posts: [], groups: [], events: [] });

    const byNode = await graphql(
      app,
      'query($ids: [ID!]!) { nodes(ids: $ids) { id } }',
      {
        ids: [globalId('Group', group.id), globalId('Post', post.id)],
      },
      outsiderCookie,
    );
    expect(byNode.data.nodes).toEqual([null, null]);
    expect(byNode.errors).toBeUndefined();

    const creatorSees = await graphql(app, SEARCH, { query: word }, await cookieFor(app, creator));
    expect(creatorSees.data.search.groups).toHaveLength(1);
    expect(creatorSees.data.search.posts).toHaveLength(1);
    // The creator sees their own e-mail, and is found by it.
    expect(creatorSees.data.search.users).toEqual([expect.objectContaining({ email: creator.email })]);
  });
});
