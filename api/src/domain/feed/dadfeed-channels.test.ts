/**
 * Channel posts on the Dadfeed: a channel's posts reach its followers and its creator, nobody else;
 * unfollowing, deleting the channel or a block takes them out at once; the category and politics filters apply
 * to them as to any post. REST and GraphQL answer the same page, GraphQL with the channel badge at a fixed
 * number of statements.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildChannel, buildPost, buildUser, signedInMember } from '../../testing/factories.js';
import { cookieFor, graphql } from '../../testing/graphql.js';
import type { HttpClient } from '../../testing/http-client.js';

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

async function feedIds(client: HttpClient, query = 'limit=50') {
  const response = await client.get(`/api/posts?${query}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }[]).map((p) => p.id);
}

describe('channel posts on the Dadfeed', () => {
  it('reach followers and the creator, nobody else; unfollowing and deleting the channel take them out', async () => {
    const { prisma } = app.services;
    const [maker, fan, stranger] = [await signedInMember(app), await signedInMember(app), await signedInMember(app)];
    const channel = await buildChannel(prisma, maker.user.id);
    const post = await buildPost(prisma, maker.user.id, { channelId: channel.id });
    const personal = await buildPost(prisma, maker.user.id);
    await (await fan.client.post(`/api/channels/${channel.id}/follow`)).arrayBuffer();

    expect(await feedIds(fan.client)).toEqual(expect.arrayContaining([post.id, personal.id]));
    expect(await feedIds(maker.client)).toContain(post.id);
    const strangers = await feedIds(stranger.client);
    expect(strangers).toContain(personal.id);
    expect(strangers).not.toContain(post.id);
    const presented = (
      (await (await fan.client.get('/api/posts?limit=50')).json()) as { id: string; channel: unknown }[]
    ).find((p) => p.id === post.id);
    expect(presented?.channel).toEqual({
      id: channel.id,
      name: channel.name,
      profileImageUrl: null,
      isVerified: false,
    });

    await (await fan.client.post(`/api/channels/${channel.id}/unfollow`)).arrayBuffer();
    expect(await feedIds(fan.client)).not.toContain(post.id);

    await (await fan.client.post(`/api/channels/${channel.id}/follow`)).arrayBuffer();
    expect(await feedIds(fan.client)).toContain(post.id);
    expect((await maker.client.request('DELETE', `/api/channels/${channel.id}`)).status).toBe(204);
    expect(await feedIds(fan.client)).not.toContain(post.id);
    expect(await feedIds(maker.client)).not.toContain(post.id);
  });

  it("reach a private channel's followers; a block, the category and the politics filter apply", async () => {
    const { prisma } = app.services;
    const [maker, fan, wary] = [
      await signedInMember(app),
      await signedInMember(app),
      await signedInMember(app, { filterPoliticalContent: true }),
    ];
    const hidden = await buildChannel(prisma, maker.user.id, { isPrivate: true });
    const grill = await buildPost(prisma, maker.user.id, {
      channelId: hidden.id,
      content: 'Brisket all day',
      categories: ['food'],
    });
    const politics = await buildPost(prisma, maker.user.id, {
      channelId: hidden.id,
      content: 'Who gets my vote in the election',
    });
    for (const m of [fan, wary])
      await prisma.channelFollow.create({ data: { channelId: hidden.id, userId: m.user.id } });

    expect(await feedIds(fan.client)).toEqual(expect.arrayContaining([grill.id, politics.id]));
    expect(await feedIds(fan.client, 'limit=50&category=food')).toContain(grill.id);
    expect(await feedIds(fan.client, 'limit=50&category=food')).not.toContain(politics.id);
    const waryFeed = await feedIds(wary.client);
    expect(waryFeed).toContain(grill.id);
    expect(waryFeed).not.toContain(politics.id);

    expect((await fan.client.post(`/api/users/${maker.user.id}/block`)).status).toBeLessThan(300);
    expect(await feedIds(fan.client)).not.toContain(grill.id);
  });

  it('shows the channel badge over GraphQL at the same statements for 2 channel posts as for 20', async () => {
    const { prisma } = app.services;
    const QUERY = `{ dadfeed(first: 50) { edges { node { databaseId author { username } group { name }
      channel { databaseId name profileImageUrl isVerified isFollowing creator { username } } } } } }`;
    const cost = async (count: number) => {
      const fan = await buildUser(prisma);
      const cookie = await cookieFor(app, fan);
      for (let i = 0; i < count; i++) {
        // Each post in a channel of its own, half of them verified.
        const channel = await buildChannel(prisma, (await buildUser(prisma)).id, { isVerified: i % 2 === 0 });
        await prisma.channelFollow.create({ data: { channelId: channel.id, userId: fan.id } });
        await buildPost(prisma, channel.creatorId, {
          channelId: channel.id,
          createdAt: new Date(Date.now() + 3_600_000 + i * 1000),
        });
      }
      await graphql(app, '{ viewer { id } }', {}, cookie);
      const before = statements;
      const body = await graphql(app, QUERY, {}, cookie);
      const spent = statements - before;
      expect(body.errors).toBeUndefined();
      const badges = body.data.dadfeed.edges.map((e: any) => e.node.channel).filter(Boolean);
      expect(badges).toHaveLength(count);
      expect(badges[0]).toMatchObject({ isFollowing: true, isVerified: (count - 1) % 2 === 0 });
      return spent;
    };
    const small = await cost(2);
    const large = await cost(20);
    if (process.env.PEEK) console.log('dadfeed statements', small, large);
    expect(large).toBe(small);
  });
});
