/**
 * Channel posts over /api: the creator publishes with POST /api/posts and `channelId` (JSON or
 * multipart), edits and deletes like any author; GET /api/channels/:id/posts pages them for whoever sees the
 * channel, at a fixed number of statements; posts carry the channel badge wherever /api presents them; search
 * finds them where the channel is visible, suggestions leave them out. Every refusal has its status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import {
  buildChannel,
  buildEvent,
  buildGroup,
  buildPost,
  buildUser,
  signedInClient,
  signedInMember,
  uniqueDigits,
} from '../testing/factories.js';
import { refused } from '../testing/rest.js';
import { requestCost } from '../testing/statements.js';

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

const CREATOR_ONLY = 'Only the channel creator can do that.';
const NOT_FOUND = 'Channel was not found.';

describe('POST /api/posts with channelId', () => {
  it("publishes the creator's post (JSON or multipart, a poll allowed) with its badge; counts it", async () => {
    const { prisma } = app.services;
    const maker = await signedInMember(app);
    const channel = await buildChannel(prisma, maker.user.id, {
      profileImageUrl: '/uploads/logo.png',
      isVerified: true,
    });
    const response = await maker.client.post('/api/posts', {
      json: {
        content: 'Brisket day',
        hashtags: ['#BBQ'],
        channelId: channel.id,
        pollQuestion: 'Wrapped?',
        pollOptions: ['Yes', 'No'],
      },
    });
    expect(response.status).toBe(201);
    const post = (await response.json()) as Record<string, any>;
    expect(post).toMatchObject({
      content: 'Brisket day',
      hashtags: ['bbq'],
      channelId: channel.id,
      channel: { id: channel.id, name: channel.name, profileImageUrl: '/uploads/logo.png', isVerified: true },
      groupId: null,
      shareToPersonalFeed: false,
      poll: { question: 'Wrapped?', totalVotes: 0 },
    });
    const form = new FormData();
    form.append('content', 'From the form');
    form.append('channelId', channel.id);
    const multipart = await maker.client.post('/api/posts', { multipart: form });
    expect(multipart.status).toBe(201);
    expect(await multipart.json()).toMatchObject({ channelId: channel.id, channel: { id: channel.id } });
    expect((await prisma.channel.findUniqueOrThrow({ where: { id: channel.id } })).postCount).toBe(2);
  });

  it('refuses anyone but the creator (403), a channel they cannot see (404), a second place or a bad id (400), a visitor (401)', async () => {
    const { prisma } = app.services;
    const [maker, other, fan] = [await signedInMember(app), await signedInMember(app), await signedInMember(app)];
    const open = await buildChannel(prisma, maker.user.id);
    const hidden = await buildChannel(prisma, maker.user.id, { isPrivate: true });
    await prisma.channelFollow.create({ data: { channelId: hidden.id, userId: fan.user.id } });
    const post = (client: typeof maker.client, json: Record<string, unknown>) =>
      client.post('/api/posts', { json: { content: 'Hello', ...json } });

    await refused(await post(other.client, { channelId: open.id }), 403, CREATOR_ONLY);
    await refused(await post(fan.client, { channelId: hidden.id }), 403, CREATOR_ONLY);
    await refused(await post(other.client, { channelId: hidden.id }), 404, NOT_FOUND);
    await refused(await post(other.client, { channelId: '01900000-0000-7000-8000-000000000000' }), 404, NOT_FOUND);
    await refused(await post(maker.client, { channelId: 'nope' }), 400, 'That channel id is not valid.');
    const group = await buildGroup(prisma, maker.user.id);
    const event = await buildEvent(prisma, maker.user.id);
    const onePlace = 'A post goes to one place: a group, an event or a channel.';
    await refused(await post(maker.client, { channelId: open.id, groupId: group.id }), 400, onePlace);
    await refused(await post(maker.client, { channelId: open.id, eventId: event.id }), 400, onePlace);
    await refused(await post(maker.client, { channelId: open.id, content: '' }), 400, 'A post needs text or an image.');
    await refused(
      await app.client().post('/api/posts', { json: { content: 'Hi', channelId: open.id } }),
      401,
      'Unauthorized',
    );
    expect(await prisma.post.count({ where: { channelId: { in: [open.id, hidden.id] } } })).toBe(0);
  });

  it('lets the creator edit and delete a channel post with the ordinary calls; nobody else', async () => {
    const { prisma } = app.services;
    const [maker, other] = [await signedInMember(app), await signedInMember(app)];
    const channel = await buildChannel(prisma, maker.user.id);
    const created = (await (
      await maker.client.post('/api/posts', { json: { content: 'First', channelId: channel.id } })
    ).json()) as { id: string };
    await refused(
      await other.client.request('PUT', `/api/posts/${created.id}`, { json: { content: 'Hijack' } }),
      403,
      'Only the author can edit this post.',
    );
    const edited = await maker.client.request('PUT', `/api/posts/${created.id}`, {
      json: { content: 'First, edited' },
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      content: 'First, edited',
      isEdited: true,
      channel: { id: channel.id },
    });
    await refused(
      await other.client.request('DELETE', `/api/posts/${created.id}`),
      403,
      'Only the author can delete this post.',
    );
    expect((await maker.client.request('DELETE', `/api/posts/${created.id}`)).status).toBe(200);
    expect((await prisma.channel.findUniqueOrThrow({ where: { id: channel.id } })).postCount).toBe(0);
  });
});

describe('GET /api/channels/:id/posts', () => {
  it('pages the posts newest first with X-Next-Cursor and Link, for whoever sees the channel', async () => {
    const { prisma } = app.services;
    const [maker, viewer, fan] = [await signedInMember(app), await signedInMember(app), await signedInMember(app)];
    const channel = await buildChannel(prisma, maker.user.id);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.unshift((await buildPost(prisma, maker.user.id, { channelId: channel.id, content: `Post ${i}` })).id);
    await buildPost(prisma, maker.user.id, { content: 'Not in the channel' });

    const first = await viewer.client.get(`/api/channels/${channel.id}/posts?limit=3`);
    expect(first.status).toBe(200);
    const page = (await first.json()) as { id: string; channel: { id: string }; author: { id: string } }[];
    expect(page.map((p) => p.id)).toEqual(ids.slice(0, 3));
    expect(page[0]).toMatchObject({ channel: { id: channel.id, name: channel.name }, author: { id: maker.user.id } });
    const cursor = first.headers.get('X-Next-Cursor')!;
    expect(first.headers.get('Link')).toBe(`</api/channels/${channel.id}/posts?limit=3&cursor=${cursor}>; rel="next"`);
    const second = await viewer.client.get(`/api/channels/${channel.id}/posts?limit=3&cursor=${cursor}`);
    expect(((await second.json()) as { id: string }[]).map((p) => p.id)).toEqual(ids.slice(3));
    expect(second.headers.get('X-Next-Cursor')).toBeNull();

    const hidden = await buildChannel(prisma, maker.user.id, { isPrivate: true });
    await buildPost(prisma, maker.user.id, { channelId: hidden.id });
    await prisma.channelFollow.create({ data: { channelId: hidden.id, userId: fan.user.id } });
    expect((await fan.client.get(`/api/channels/${hidden.id}/posts`)).status).toBe(200);
    expect((await maker.client.get(`/api/channels/${hidden.id}/posts`)).status).toBe(200);
    await refused(await viewer.client.get(`/api/channels/${hidden.id}/posts`), 404, NOT_FOUND);
    await refused(await viewer.client.get('/api/channels/nope/posts'), 400, 'That channel id is not valid.');
    await refused(
      await viewer.client.get(`/api/channels/${channel.id}/posts?limit=51`),
      400,
      'limit must be a whole number from 1 to 50.',
    );
    await refused(await viewer.client.get(`/api/channels/${channel.id}/posts?cursor=forged`), 400);
    await refused(await app.client().get(`/api/channels/${channel.id}/posts`), 401, 'Unauthorized');
  });

  it('costs the same statements with 2 posts as with 20', async () => {
    const { prisma } = app.services;
    const cost = async (count: number) => {
      const [maker, viewer] = [await signedInMember(app), await signedInMember(app)];
      const channel = await buildChannel(prisma, maker.user.id);
      for (let i = 0; i < count; i++) {
        const post = await buildPost(prisma, maker.user.id, { channelId: channel.id });
        await prisma.fistBump.create({ data: { postId: post.id, userId: viewer.user.id } });
      }
      const spent = await requestCost(
        () => statements,
        () => viewer.client.get(`/api/channels/${channel.id}/posts?limit=20`),
      );
      return spent;
    };
    const small = await cost(2);
    const large = await cost(20);
    expect(large).toBe(small);
    // The session, the channel's visibility, the page with its cards and authors.
    expect(small).toBeLessThanOrEqual(3);
  });
});

describe('channel posts elsewhere on /api', () => {
  it("search finds a visible channel's posts with their badge; suggestions leave channel posts out", async () => {
    const { prisma } = app.services;
    const maker = await signedInMember(app);
    const cook = await buildUser(prisma, { interests: ['Cooking'] });
    const viewer = { user: cook, client: await signedInClient(app, cook) };
    const word = `smokering${uniqueDigits()}`;
    // A Dadfeed post in the viewer's interests, older than the channel's: suggested, where the channel post is not.
    const personal = await buildPost(prisma, maker.user.id, { content: 'Rib rub recipe', categories: ['food'] });
    const open = await buildChannel(prisma, maker.user.id);
    const hidden = await buildChannel(prisma, maker.user.id, { isPrivate: true });
    const shown = await buildPost(prisma, maker.user.id, {
      channelId: open.id,
      content: `A ${word} guide`,
      categories: ['food'],
    });
    await buildPost(prisma, maker.user.id, {
      channelId: hidden.id,
      content: `A secret ${word} guide`,
      categories: ['food'],
    });
    await prisma.channelFollow.create({ data: { channelId: open.id, userId: viewer.user.id } });

    const found = (await (await viewer.client.get(`/api/search?query=${word}`)).json()) as {
      posts: { id: string; channel: unknown }[];
    };
    expect(found.posts).toEqual([
      expect.objectContaining({
        id: shown.id,
        channel: { id: open.id, name: open.name, profileImageUrl: null, isVerified: false },
      }),
    ]);

    const suggested = (await (await viewer.client.get('/api/suggestions/content')).json()) as {
      posts: { id: string }[];
    };
    expect(suggested.posts.map((p) => p.id)).toContain(personal.id);
    expect(suggested.posts.map((p) => p.id)).not.toContain(shown.id);
  });
});
