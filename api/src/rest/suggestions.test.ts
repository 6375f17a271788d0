import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import {
  buildChannel,
  buildEvent,
  buildEventAttendee,
  buildGroup,
  buildPost,
  buildUser,
  signedInMember,
} from '../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

// The database is this file's own: each test starts from no content, so "the one suggestion" is well defined.
beforeEach(async () => {
  const { prisma } = app.services;
  await prisma.post.deleteMany();
  await prisma.channel.deleteMany();
  await prisma.event.deleteMany();
});

const daysAgo = (d: number) => new Date(Date.now() - d * 24 * 60 * 60_000);
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

async function suggestions(client: Awaited<ReturnType<typeof signedInMember>>['client']) {
  const response = await client.get('/api/suggestions/content');
  expect(response.status).toBe(200);
  return response.json();
}

async function followers(channelId: string, count: number) {
  for (let i = 0; i < count; i++) {
    const fan = await buildUser(app.services.prisma);
    await app.services.prisma.channelFollow.create({ data: { channelId, userId: fan.id } });
  }
}

describe('GET /api/suggestions/content', () => {
  it('answers 401 to a visitor', async () => {
    const response = await app.client().get('/api/suggestions/content');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers empty lists when there is nothing to suggest', async () => {
    const { client } = await signedInMember(app);
    expect(await suggestions(client)).toEqual({ posts: [], channels: [], events: [] });
  });

  it('suggests one channel: interests first, then followers, then newest; never own, followed, subscribed or hidden ones', async () => {
    const { user, client } = await signedInMember(app, { interests: ['cooking', 'diy'] });
    const creator = await buildUser(app.services.prisma);
    const best = await buildChannel(app.services.prisma, creator.id, {
      name: 'Best fit',
      categories: ['cooking_bbq', 'fix_it_tips', 'home_improvement'],
      createdAt: minutesAgo(30),
    });
    const oneMatch = await buildChannel(app.services.prisma, creator.id, {
      categories: ['cooking_bbq'],
      createdAt: minutesAgo(20),
    });
    const popular = await buildChannel(app.services.prisma, creator.id, {
      categories: ['gaming'],
      createdAt: minutesAgo(10),
    });
    await followers(popular.id, 2);
    const newest = await buildChannel(app.services.prisma, creator.id, { categories: ['gaming'] });
    // Never suggested, whatever their fit:
    await buildChannel(app.services.prisma, user.id, { categories: ['cooking_bbq', 'fix_it_tips'] });
    const followed = await buildChannel(app.services.prisma, creator.id, {
      categories: ['cooking_bbq', 'fix_it_tips'],
    });
    await app.services.prisma.channelFollow.create({ data: { channelId: followed.id, userId: user.id } });
    const subscribed = await buildChannel(app.services.prisma, creator.id, {
      categories: ['cooking_bbq', 'fix_it_tips'],
    });
    await app.services.prisma.channelSubscription.create({ data: { channelId: subscribed.id, userId: user.id } });
    await buildChannel(app.services.prisma, creator.id, {
      categories: ['cooking_bbq', 'fix_it_tips'],
      isPrivate: true,
    });

    const first = await suggestions(client);
    expect(first.channels).toHaveLength(1);
    expect(first.channels[0]).toMatchObject({
      id: best.id,
      name: 'Best fit',
      categories: ['cooking-bbq', 'fix-it-tips'],
      category: 'cooking-bbq',
      isFollowing: false,
      followerCount: 0,
    });

    const order = [oneMatch.id, popular.id, newest.id];
    let current = best.id;
    for (const next of order) {
      expect((await client.post(`/api/channels/${current}/follow`)).status).toBe(200);
      expect((await suggestions(client)).channels.map((c: { id: string }) => c.id)).toEqual([next]);
      current = next;
    }
  });

  it('suggests two recent Dadfeed posts by others not yet fist bumped: interests first, then engagement, then newest', async () => {
    const { user, client } = await signedInMember(app, { interests: ['cooking'], filterPoliticalContent: true });
    const author = await buildUser(app.services.prisma, { username: 'grill_dad', dadType: 'stay_at_home' });
    const other = await buildUser(app.services.prisma);
    const { prisma } = app.services;

    const foodie = await buildPost(prisma, author.id, {
      categories: ['food', 'diy', 'comedy'],
      createdAt: minutesAgo(50),
    });
    const busy = await buildPost(prisma, other.id, { createdAt: minutesAgo(40) });
    for (let i = 0; i < 2; i++) {
      const fan = await buildUser(prisma);
      await prisma.fistBump.create({ data: { postId: busy.id, userId: fan.id } });
    }
    await prisma.comment.create({ data: { postId: busy.id, authorId: author.id, content: 'Nice' } });
    await buildPost(prisma, author.id, { createdAt: minutesAgo(1) }); // newest, but no fit and no engagement
    // Never suggested:
    await buildPost(prisma, user.id, { categories: ['food'] });
    const bumped = await buildPost(prisma, author.id, { categories: ['food'] });
    await prisma.fistBump.create({ data: { postId: bumped.id, userId: user.id } });
    await buildPost(prisma, author.id, { categories: ['food'], createdAt: daysAgo(31) });
    await buildPost(prisma, author.id, { categories: ['food', 'politics'] });
    const group = await buildGroup(prisma, author.id);
    await buildPost(prisma, author.id, { categories: ['food'], groupId: group.id });

    const { posts } = await suggestions(client);
    expect(posts.map((p: { id: string }) => p.id)).toEqual([foodie.id, busy.id]);
    expect(posts[0]).toEqual({
      id: foodie.id,
      authorId: author.id,
      authorName: 'grill_dad',
      authorImageUrl: null,
      authorDadType: 'stay-at-home',
      content: foodie.content,
      imageUrl: null,
      hashtags: [],
      createdAt: foodie.createdAt.toISOString(),
      categories: ['food', 'diy'],
      views: null,
      comments: 0,
      likes: 0,
      isLiked: false,
    });
    expect(posts[1]).toMatchObject({ authorName: other.username, likes: 2, comments: 1 });
  });

  it('suggests one upcoming event the viewer neither hosts nor attends, best match first', async () => {
    const { user, client } = await signedInMember(app, { interests: ['cooking'], location: 'Austin, TX' });
    const host = await buildUser(app.services.prisma);
    const { prisma } = app.services;
    const soon = 24 * 60 * 60_000;
    await buildEvent(prisma, host.id, {
      title: 'Far and unrelated',
      location: 'Boston, MA',
      startDate: new Date(Date.now() + soon),
    });
    const match = await buildEvent(prisma, host.id, {
      title: 'Austin cook-off',
      location: 'Zilker Park, Austin, TX',
      categories: ['food', 'social', 'local'],
      startDate: new Date(Date.now() + 3 * soon),
    });
    const attending = await buildEvent(prisma, host.id, { location: 'Austin, TX', categories: ['food'] });
    await buildEventAttendee(prisma, attending.id, user.id);
    await buildEvent(prisma, user.id, { location: 'Austin, TX', categories: ['food'] });
    await buildEvent(prisma, host.id, { location: 'Austin, TX', categories: ['food'], startDate: daysAgo(1) });

    const { events } = await suggestions(client);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      id: match.id,
      title: 'Austin cook-off',
      category: 'food',
      categories: ['food', 'social'],
      isAttending: false,
      attendeeCount: 0,
    });
  });
});
