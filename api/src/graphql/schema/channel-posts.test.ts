/**
 * Channel posts and the creator's stats over GraphQL: createPost with channelId (the creator only;
 * the refusals of POST /api/posts), Post.channel, Channel.posts paged with its totalCount, Channel.creatorStats
 * (null for anyone but the creator), and the channel page costing the same SQL statements with 2 posts as with 20.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildChannel, buildGroup, buildPost, signedInMember } from '../../testing/factories.js';
import { globalId, graphql } from '../../testing/graphql.js';

let app: TestApp;
let statements = 0;
beforeAll(async () => {
  app = await createTestApp({}, undefined, {
    onQuery: () => {
      statements += 1;
    },
  });
});
afterAll(() => app.close());

const CREATE = `mutation($input: CreatePostInput!) {
  createPost(input: $input) {
    __typename
    ... on AppError { code message }
    ... on MutationCreatePostSuccess { data { databaseId content viewerCanEdit viewerCanDelete channel { databaseId name isVerified profileImageUrl } } }
  }
}`;

const PAGE = `query($id: String!, $first: Int, $after: String) {
  channel(databaseId: $id) {
    name postCount
    posts(first: $first, after: $after) {
      totalCount
      edges { cursor node { databaseId content fistBumpCount viewerHasFistBumped commentCount author { username } channel { databaseId name isVerified } } }
      pageInfo { hasNextPage endCursor }
    }
    creatorStats { newFollowersLast30Days fistBumpCount fistBumpsLast30Days followersByDay { day followerCount } }
  }
}`;

describe('createPost with channelId', () => {
  it("publishes the creator's post with its channel; refuses others, hidden channels and a second place", async () => {
    const { prisma } = app.services;
    const [maker, other, fan] = [await signedInMember(app), await signedInMember(app), await signedInMember(app)];
    const channel = await buildChannel(prisma, maker.user.id, { isVerified: true });
    const hidden = await buildChannel(prisma, maker.user.id, { isPrivate: true });
    await prisma.channelFollow.create({ data: { channelId: hidden.id, userId: fan.user.id } });
    const create = (cookie: string, input: Record<string, unknown>) =>
      graphql(app, CREATE, { input: { content: 'Hello', ...input } }, cookie);

    const made = await create(maker.cookie, {
      channelId: globalId('Channel', channel.id),
      poll: { question: 'Ribs?', options: ['Yes', 'No'] },
    });
    expect(made.data.createPost).toMatchObject({
      __typename: 'MutationCreatePostSuccess',
      data: {
        content: 'Hello',
        viewerCanEdit: true,
        viewerCanDelete: true,
        channel: { databaseId: channel.id, name: channel.name, isVerified: true, profileImageUrl: null },
      },
    });
    const forbidden = { __typename: 'AppError', code: 'FORBIDDEN', message: 'Only the channel creator can do that.' };
    expect((await create(other.cookie, { channelId: globalId('Channel', channel.id) })).data.createPost).toEqual(
      forbidden,
    );
    expect((await create(fan.cookie, { channelId: globalId('Channel', hidden.id) })).data.createPost).toEqual(
      forbidden,
    );
    expect((await create(other.cookie, { channelId: globalId('Channel', hidden.id) })).data.createPost).toEqual({
      __typename: 'AppError',
      code: 'NOT_FOUND',
      message: 'Channel was not found.',
    });
    const group = await buildGroup(prisma, maker.user.id);
    expect(
      (await create(maker.cookie, { channelId: globalId('Channel', channel.id), groupId: globalId('Group', group.id) }))
        .data.createPost,
    ).toEqual({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      message: 'A post goes to one place: a group, an event or a channel.',
    });
    expect((await create(maker.cookie, { channelId: globalId('Group', group.id) })).data.createPost).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    expect(
      (await graphql(app, CREATE, { input: { content: 'x', channelId: globalId('Channel', channel.id) } })).data
        .createPost,
    ).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await prisma.post.count({ where: { channelId: { in: [channel.id, hidden.id] } } })).toBe(1);
  });

  it('answers Post.channel null for a post off channels', async () => {
    const maker = await signedInMember(app);
    const post = await buildPost(app.services.prisma, maker.user.id);
    const body = await graphql(
      app,
      `query($id: String!) { post(databaseId: $id) { channel { name } } }`,
      { id: post.id },
      maker.cookie,
    );
    expect(body.data.post).toEqual({ channel: null });
  });
});

describe('Channel.posts and Channel.creatorStats', () => {
  it('pages the posts newest first with totalCount for whoever sees the channel; stats for the creator alone', async () => {
    const { prisma } = app.services;
    const [maker, viewer] = [await signedInMember(app), await signedInMember(app)];
    const channel = await buildChannel(prisma, maker.user.id, { isVerified: true });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.unshift((await buildPost(prisma, maker.user.id, { channelId: channel.id, content: `Post ${i}` })).id);
    await await graphql(
      app,
      `mutation($id: ID!) { followChannel(id: $id) { __typename } }`,
      { id: globalId('Channel', channel.id) },
      viewer.cookie,
    );
    await prisma.fistBump.create({ data: { postId: ids[0]!, userId: viewer.user.id } });

    const first = (await graphql(app, PAGE, { id: channel.id, first: 3 }, viewer.cookie)).data.channel;
    expect(first.posts.totalCount).toBe(5);
    expect(first.posts.edges.map((e: any) => e.node.databaseId)).toEqual(ids.slice(0, 3));
    expect(first.posts.edges[0].node).toMatchObject({
      fistBumpCount: 1,
      viewerHasFistBumped: true,
      author: { username: maker.user.username },
      channel: { databaseId: channel.id, name: channel.name, isVerified: true },
    });
    expect(first.posts.pageInfo.hasNextPage).toBe(true);
    expect(first.creatorStats).toBeNull();
    const rest = (
      await graphql(app, PAGE, { id: channel.id, first: 3, after: first.posts.pageInfo.endCursor }, viewer.cookie)
    ).data.channel;
    expect(rest.posts.edges.map((e: any) => e.node.databaseId)).toEqual(ids.slice(3));
    expect(rest.posts.pageInfo.hasNextPage).toBe(false);

    const mine = (await graphql(app, PAGE, { id: channel.id }, maker.cookie)).data.channel;
    expect(mine.creatorStats).toMatchObject({ newFollowersLast30Days: 1, fistBumpCount: 1, fistBumpsLast30Days: 1 });
    expect(mine.creatorStats.followersByDay).toHaveLength(30);
    expect(mine.creatorStats.followersByDay.at(-1)).toEqual({
      day: new Date().toISOString().slice(0, 10),
      followerCount: 1,
    });

    const backwards = await graphql(
      app,
      PAGE.replace('first: $first', 'first: $first, last: 2'),
      { id: channel.id },
      viewer.cookie,
    );
    expect(backwards.errors?.[0]?.message).toBe("A channel's posts pages forward only: use first and after.");
    const tooMany = await graphql(app, PAGE, { id: channel.id, first: 51 }, viewer.cookie);
    expect(tooMany.errors?.[0]).toBeDefined();
  });

  it("costs the same SQL statements with 2 posts as with 20, the creator's stats included", async () => {
    const { prisma } = app.services;
    const cost = async (count: number) => {
      const [maker, fan] = [await signedInMember(app), await signedInMember(app)];
      const channel = await buildChannel(prisma, maker.user.id);
      await prisma.channelFollow.create({ data: { channelId: channel.id, userId: fan.user.id } });
      for (let i = 0; i < count; i++) {
        const post = await buildPost(prisma, maker.user.id, { channelId: channel.id });
        await prisma.fistBump.create({ data: { postId: post.id, userId: fan.user.id } });
      }
      await graphql(app, '{ viewer { id } }', {}, maker.cookie);
      const before = statements;
      const body = await graphql(app, PAGE, { id: channel.id, first: 20 }, maker.cookie);
      const spent = statements - before;
      expect(body.errors).toBeUndefined();
      expect(body.data.channel.posts.edges).toHaveLength(count);
      expect(body.data.channel.creatorStats.fistBumpCount).toBe(count);
      return spent;
    };
    const small = await cost(2);
    const large = await cost(20);
    if (process.env.PEEK) console.log('channel page statements', small, large);
    expect(large).toBe(small);
    // The session, the channel's visibility and row, the page with its cards, the authors, the stats.
    expect(small).toBeLessThanOrEqual(6);
  });
});
