/**
 * The channel directory over GraphQL: `channels` with its filters and sorts (the same rules as GET /api/channels),
 * a page costing the same SQL statements with 2 channels as with 20, `channel(databaseId)`, and the creator's
 * updateChannel and deleteChannel with their refusals.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeUpload } from '../../domain/uploads/store.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { signedInMember, uniqueDigits } from '../../testing/factories.js';
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

const buildChannel = (creatorId: string, overrides: Record<string, unknown> = {}) =>
  app.services.prisma.channel.create({
    data: { creatorId, name: `Channel ${randomBytes(3).toString('hex')}`, description: 'All about it', ...overrides },
  });

const CHANNELS = `query($search: String, $sort: ChannelSort, $ownership: ChannelOwnershipFilter, $price: ChannelPriceFilter, $category: ChannelCategory, $first: Int, $after: String) {
  channels(search: $search, sort: $sort, ownership: $ownership, price: $price, category: $category, first: $first, after: $after) {
    totalCount
    edges { cursor node { databaseId name followerCount postCount isFollowing isViewerCreator category creator { username } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

describe('Query.channels', () => {
  it('filters and sorts like /api; pages forward; costs the same statements for 2 channels as for 20', async () => {
    const { prisma } = app.services;
    const [viewer, maker] = [await signedInMember(app), await signedInMember(app)];
    const tag = `g${uniqueDigits()}`;
    const read = async (variables: Record<string, unknown>) => {
      const before = statements;
      const body = await graphql(app, CHANNELS, { search: tag, ...variables }, viewer.cookie);
      return { cost: statements - before, channels: body.data.channels };
    };
    const first = await buildChannel(maker.user.id, { name: `Zed ${tag}`, categories: ['gaming'] });
    const second = await buildChannel(maker.user.id, {
      name: `alpha ${tag}`,
      subscriptionType: 'subscription',
      subscriptionPrice: 300,
    });
    await prisma.channelFollow.create({ data: { channelId: second.id, userId: viewer.user.id } });
    const two = await read({ sort: 'FOLLOWERS', first: 20 });
    expect(two.channels.totalCount).toBe(2);
    expect(two.channels.edges.map((e: any) => e.node.databaseId)).toEqual([second.id, first.id]);
    expect(two.channels.edges[0].node).toMatchObject({
      followerCount: 1,
      isFollowing: true,
      isViewerCreator: false,
      creator: { username: maker.user.username },
    });
    expect((await read({ sort: 'NAME' })).channels.edges.map((e: any) => e.node.databaseId)).toEqual([
      second.id,
      first.id,
    ]);
    expect((await read({ category: 'gaming' })).channels.edges.map((e: any) => e.node.databaseId)).toEqual([first.id]);
    expect((await read({ price: 'PAID' })).channels.edges.map((e: any) => e.node.databaseId)).toEqual([second.id]);
    expect((await read({ ownership: 'NOT_FOLLOWING' })).channels.edges.map((e: any) => e.node.databaseId)).toEqual([
      first.id,
    ]);

    for (let i = 0; i < 18; i++) await buildChannel(maker.user.id, { name: `More ${i} ${tag}` });
    const twenty = await read({ sort: 'FOLLOWERS', first: 20 });
    expect(twenty.channels.edges).toHaveLength(20);
    expect(twenty.cost).toBe(two.cost);

    const page = await read({ sort: 'NEWEST', first: 15 });
    expect(page.channels.pageInfo.hasNextPage).toBe(true);
    const rest = await read({ sort: 'NEWEST', first: 15, after: page.channels.pageInfo.endCursor });
    expect(rest.channels.edges).toHaveLength(5);
    expect(rest.channels.pageInfo.hasNextPage).toBe(false);
  });

  it('answers channel(databaseId) for who may see it; null for a hidden, missing or malformed one', async () => {
    const [viewer, maker] = [await signedInMember(app), await signedInMember(app)];
    const open = await buildChannel(maker.user.id);
    const hidden = await buildChannel(maker.user.id, { isPrivate: true });
    const one = async (id: string, cookie = viewer.cookie) =>
      (await graphql(app, `query($id: String!) { channel(databaseId: $id) { name } }`, { id }, cookie)).data.channel;
    expect(await one(open.id)).toEqual({ name: open.name });
    expect(await one(hidden.id)).toBeNull();
    expect(await one(hidden.id, maker.cookie)).toEqual({ name: hidden.name });
    expect(await one('nope')).toBeNull();
  });
});

describe('updateChannel and deleteChannel', () => {
  const UPDATE = `mutation($id: ID!, $input: UpdateChannelInput!) {
    updateChannel(id: $id, input: $input) { __typename ... on AppError { code message } ... on MutationUpdateChannelSuccess { data { name hashtags website } } }
  }`;
  const DELETE = `mutation($id: ID!) {
    deleteChannel(id: $id) { __typename ... on AppError { code message } ... on MutationDeleteChannelSuccess { data { deletedChannelId } } }
  }`;

  it('lets the creator edit and delete; refuses anyone else', async () => {
    const [maker, other] = [await signedInMember(app), await signedInMember(app)];
    const channel = await buildChannel(maker.user.id);
    const id = globalId('Channel', channel.id);
    const input = {
      name: 'Fix It Friday',
      description: 'Tools and taps',
      hashtags: ['tools', '#Tools'],
      website: 'example.org',
    };
    expect((await graphql(app, UPDATE, { id, input }, maker.cookie)).data.updateChannel).toEqual({
      __typename: 'MutationUpdateChannelSuccess',
      data: { name: 'Fix It Friday', hashtags: ['#tools'], website: 'https://example.org/' },
    });
    expect((await graphql(app, UPDATE, { id, input }, other.cookie)).data.updateChannel).toEqual({
      __typename: 'AppError',
      code: 'FORBIDDEN',
      message: 'Only the channel creator can do that.',
    });
    expect(
      (await graphql(app, UPDATE, { id, input: { ...input, name: ' ' } }, maker.cookie)).data.updateChannel,
    ).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Channel name is required.' });
    expect((await graphql(app, DELETE, { id }, other.cookie)).data.deleteChannel).toEqual({
      __typename: 'AppError',
      code: 'FORBIDDEN',
      message: 'Only the channel creator can do that.',
    });
    expect((await graphql(app, DELETE, { id }, maker.cookie)).data.deleteChannel).toEqual({
      __typename: 'MutationDeleteChannelSuccess',
      data: { deletedChannelId: id },
    });
    expect(await app.services.prisma.channel.count({ where: { id: channel.id } })).toBe(0);
  });

  it("sets the images to the creator's own uploads; refuses another's; keeps them when left out", async () => {
    const { prisma } = app.services;
    const [maker, other] = [await signedInMember(app), await signedInMember(app)];
    const channel = await buildChannel(maker.user.id);
    const id = globalId('Channel', channel.id);
    const uploadOf = async (ownerId: string) =>
      (await storeUpload(prisma, { data: Buffer.from('jpeg bytes'), mimeType: 'image/jpeg', ownerId })).url;
    const [mine, theirs] = [await uploadOf(maker.user.id), await uploadOf(other.user.id)];
    const IMAGES = UPDATE.replace('data { name hashtags website }', 'data { profileImageUrl bannerImageUrl }');
    const base = { name: 'Pit Stop', description: 'Cars' };
    expect(
      (await graphql(app, IMAGES, { id, input: { ...base, bannerImageUrl: mine } }, maker.cookie)).data.updateChannel,
    ).toEqual({
      __typename: 'MutationUpdateChannelSuccess',
      data: { profileImageUrl: null, bannerImageUrl: mine },
    });
    expect(
      (await graphql(app, IMAGES, { id, input: { ...base, profileImageUrl: theirs } }, maker.cookie)).data
        .updateChannel,
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Attach an image you uploaded.',
    });
    expect((await graphql(app, IMAGES, { id, input: base }, maker.cookie)).data.updateChannel.data).toEqual({
      profileImageUrl: null,
      bannerImageUrl: mine,
    });
  });
});
