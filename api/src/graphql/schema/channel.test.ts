import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildChannel, buildPost, buildUser, signedInMember } from '../../testing/factories.js';
import { globalId, graphql } from '../../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const CHANNEL_FIELDS = `id databaseId name categories category hashtags subscriptionType subscriptionPrice website
  followerCount memberCount postCount isFollowing isSubscribed isViewerCreator creator { databaseId }`;

const CREATE = `mutation($input: CreateChannelInput!) {
  createChannel(input: $input) {
    __typename
    ... on AppError { code message fieldErrors { field message } }
    ... on MutationCreateChannelSuccess { data { ${CHANNEL_FIELDS} } }
  }
}`;

const FOLLOW = (name: 'followChannel' | 'unfollowChannel') => `mutation($id: ID!) {
  ${name}(id: $id) {
    __typename
    ... on AppError { code message }
    ... on ${name === 'followChannel' ? 'MutationFollowChannelSuccess' : 'MutationUnfollowChannelSuccess'} { data { databaseId isFollowing followerCount } }
  }
}`;

const FOLLOWED = `query($first: Int, $after: String) {
  followedChannels(first: $first, after: $after) {
    totalCount
    edges { node { followedAt channel { databaseId name isFollowing } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

describe('Mutation.createChannel', () => {
  it('creates a channel with the same rules as POST /api/channels', async () => {
    const { user, cookie } = await signedInMember(app);
    const body = await graphql(
      app,
      CREATE,
      {
        input: {
          name: 'Trail Dads',
          description: 'Little legs, big trails.',
          categories: ['outdoor_activities', 'travel_family'],
          hashtags: ['hiking', '#Hiking', 'camp'],
          website: 'https://trail.example.com',
          contactEmail: null,
        },
      },
      cookie,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.createChannel.__typename).toBe('MutationCreateChannelSuccess');
    expect(body.data.createChannel.data).toMatchObject({
      name: 'Trail Dads',
      categories: ['outdoor_activities', 'travel_family'],
      category: 'outdoor_activities',
      hashtags: ['#hiking', '#camp'],
      subscriptionType: 'free',
      subscriptionPrice: null,
      website: 'https://trail.example.com/',
      followerCount: 0,
      memberCount: 0,
      postCount: 0,
      isFollowing: false,
      isViewerCreator: true,
      creator: { databaseId: user.id },
    });
  });

  it('returns BAD_USER_INPUT with field errors, and UNAUTHENTICATED to a visitor', async () => {
    const { cookie } = await signedInMember(app);
    const bad = await graphql(app, CREATE, { input: { name: ' ', description: 'x', contactEmail: 'nope' } }, cookie);
    expect(bad.data.createChannel).toMatchObject({
      __typename: 'AppError',
      code: 'BAD_USER_INPUT',
      message: 'Channel name is required.',
    });
    expect(bad.data.createChannel.fieldErrors).toContainEqual({
      field: 'contactEmail',
      message: 'Please enter a valid contact email.',
    });

    const visitor = await graphql(app, CREATE, { input: { name: 'A', description: 'x' } });
    expect(visitor.data.createChannel).toMatchObject({ __typename: 'AppError', code: 'UNAUTHENTICATED' });
  });
});

describe('Mutation.followChannel / unfollowChannel and Query.followedChannels', () => {
  it('follows, lists newest follow first like GET /api/channels/followed, pages, and unfollows', async () => {
    const { user: creator } = await signedInMember(app);
    const { user: viewer, client, cookie } = await signedInMember(app);
    const older = await buildChannel(app.services.prisma, creator.id, { name: 'Older' });
    const newer = await buildChannel(app.services.prisma, creator.id, { name: 'Newer', isPrivate: true });

    const first = await graphql(app, FOLLOW('followChannel'), { id: globalId('Channel', older.id) }, cookie);
    expect(first.data.followChannel).toMatchObject({
      __typename: 'MutationFollowChannelSuccess',
      data: { isFollowing: true, followerCount: 1 },
    });
    // Following again changes nothing.
    const again = await graphql(app, FOLLOW('followChannel'), { id: globalId('Channel', older.id) }, cookie);
    expect(again.data.followChannel.data).toMatchObject({ isFollowing: true, followerCount: 1 });
    // A private channel is seen by its followers (here one who was let in directly).
    await app.services.prisma.channelFollow.create({ data: { channelId: newer.id, userId: viewer.id } });

    const list = await graphql(app, FOLLOWED, {}, cookie);
    expect(list.errors).toBeUndefined();
    const rest = await (await client.get('/api/channels/followed')).json();
    expect(list.data.followedChannels.edges.map((e: any) => e.node.channel.databaseId)).toEqual(
      rest.map((c: { id: string }) => c.id),
    );
    expect(list.data.followedChannels.edges.map((e: any) => e.node.channel.name)).toEqual(['Newer', 'Older']);
    expect(list.data.followedChannels.totalCount).toBe(2);

    const page = await graphql(app, FOLLOWED, { first: 1 }, cookie);
    expect(page.data.followedChannels.pageInfo.hasNextPage).toBe(true);
    const next = await graphql(
      app,
      FOLLOWED,
      { first: 1, after: page.data.followedChannels.pageInfo.endCursor },
      cookie,
    );
    expect(next.data.followedChannels.edges.map((e: any) => e.node.channel.name)).toEqual(['Older']);

    const gone = await graphql(app, FOLLOW('unfollowChannel'), { id: globalId('Channel', older.id) }, cookie);
    expect(gone.data.unfollowChannel.data).toMatchObject({ isFollowing: false, followerCount: 0 });
    expect((await graphql(app, FOLLOWED, {}, cookie)).data.followedChannels.totalCount).toBe(1);
  });

  it('returns NOT_FOUND for an unknown or hidden channel, FORBIDDEN for the own channel, BAD_USER_INPUT for another id type', async () => {
    const { user, cookie } = await signedInMember(app);
    const other = await buildUser(app.services.prisma);
    const hidden = await buildChannel(app.services.prisma, other.id, { isPrivate: true });
    const own = await buildChannel(app.services.prisma, user.id);
    const follow = (id: string) => graphql(app, FOLLOW('followChannel'), { id }, cookie);

    expect((await follow(globalId('Channel', '01900000-0000-7000-8000-000000000000'))).data.followChannel.code).toBe(
      'NOT_FOUND',
    );
    expect((await follow(globalId('Channel', hidden.id))).data.followChannel.code).toBe('NOT_FOUND');
    expect((await follow(globalId('Channel', own.id))).data.followChannel).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You cannot follow your own channel.',
    });
    expect((await follow(globalId('User', other.id))).data.followChannel.code).toBe('BAD_USER_INPUT');
    expect(
      (await graphql(app, FOLLOW('followChannel'), { id: globalId('Channel', own.id) })).data.followChannel.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('hides a private channel from node() for a member who does not follow it', async () => {
    const { cookie } = await signedInMember(app);
    const creator = await buildUser(app.services.prisma);
    const hidden = await buildChannel(app.services.prisma, creator.id, { isPrivate: true });
    const open = await buildChannel(app.services.prisma, creator.id, { name: 'A channel' });
    const NODE = `query($id: ID!) { node(id: $id) { ... on Channel { name } } }`;
    expect((await graphql(app, NODE, { id: globalId('Channel', hidden.id) }, cookie)).data.node).toBeNull();
    expect((await graphql(app, NODE, { id: globalId('Channel', open.id) }, cookie)).data.node).toEqual({
      name: 'A channel',
    });
  });
});

describe('Query.suggestedContent', () => {
  it('holds the same picks as GET /api/suggestions/content', async () => {
    const { client, cookie } = await signedInMember(app, { interests: ['gaming'] });
    const creator = await buildUser(app.services.prisma);
    await buildChannel(app.services.prisma, creator.id, { name: 'Game On', categories: ['gaming'] });
    await buildPost(app.services.prisma, creator.id, { categories: ['gaming'] });

    const body = await graphql(
      app,
      `{ suggestedContent {
      posts { databaseId categories }
      channels { databaseId name isFollowing }
      events { databaseId }
    } }`,
      {},
      cookie,
    );
    expect(body.errors).toBeUndefined();
    const rest = await (await client.get('/api/suggestions/content')).json();
    const ids = (list: { id?: string; databaseId?: string }[]) => list.map((item) => item.databaseId ?? item.id);
    expect(ids(body.data.suggestedContent.posts)).toEqual(ids(rest.posts));
    expect(ids(body.data.suggestedContent.channels)).toEqual(ids(rest.channels));
    expect(ids(body.data.suggestedContent.events)).toEqual(ids(rest.events));
    expect(body.data.suggestedContent.posts.length).toBeLessThanOrEqual(2);
    expect(body.data.suggestedContent.channels).toEqual([
      expect.objectContaining({ name: 'Game On', isFollowing: false }),
    ]);
  });

  it('answers a visitor with UNAUTHENTICATED', async () => {
    const body = await graphql(app, '{ suggestedContent { channels { name } } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
