/**
 * The channel directory and the creator's tools over /api: GET /api/channels with search, category,
 * price, ownership and each sort, paged; GET /api/channels/search?q=; GET, PUT and DELETE /api/channels/:id;
 * POST /api/channels/:id/upload-image. Counters follow follows and posts (triggers); every refusal has its status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenePng } from '../testing/images.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildChannel, buildPost, signedInMember, uniqueDigits } from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import { refused } from '../testing/rest.js';

let app: TestApp;
let png: Buffer;
beforeAll(async () => {
  app = await createTestApp();
  png = await scenePng();
});
afterAll(() => app.close());

const names = async (response: Response) => ((await response.json()) as { name: string }[]).map((c) => c.name);

describe('GET /api/channels (the directory)', () => {
  it('searches, filters and sorts on the server; pages with X-Next-Cursor; counts follow triggers', async () => {
    const { prisma } = app.services;
    const tag = `t${uniqueDigits()}`;
    const [viewer, maker, fan] = [await signedInMember(app), await signedInMember(app), await signedInMember(app)];
    const grill = await buildChannel(app.services.prisma, maker.user.id, {
      name: `B grill ${tag}`,
      description: 'Smoke and fire',
      categories: ['cooking_bbq'],
    });
    const fix = await buildChannel(app.services.prisma, maker.user.id, {
      name: `a fix ${tag}`,
      description: `Leaky taps ${tag}`,
      categories: ['fix_it_tips'],
    });
    const paid = await buildChannel(app.services.prisma, maker.user.id, {
      name: `C money ${tag}`,
      description: 'Budgets',
      subscriptionType: 'subscription',
      subscriptionPrice: 499,
    });
    const own = await buildChannel(app.services.prisma, viewer.user.id, {
      name: `D mine ${tag}`,
      description: 'My own',
    });
    // Followers: grill 2, paid 1; posts: fix 3.
    for (const m of [viewer, fan])
      await prisma.channelFollow.create({ data: { channelId: grill.id, userId: m.user.id } });
    await prisma.channelFollow.create({ data: { channelId: paid.id, userId: fan.user.id } });
    for (let i = 0; i < 3; i++) await buildPost(prisma, maker.user.id, { channelId: fix.id });
    const list = (query: string) => viewer.client.get(`/api/channels?search=${tag}&${query}`);

    // Ties go newest first (ids are time-ordered).
    expect(await names(await list('sort=followers'))).toEqual([grill, paid, own, fix].map((c) => c.name));
    expect(await names(await list('sort=posts'))).toEqual([fix, own, paid, grill].map((c) => c.name));
    expect(await names(await list('sort=newest'))).toEqual([own, paid, fix, grill].map((c) => c.name));
    expect(await names(await list('sort=name'))).toEqual([fix, grill, paid, own].map((c) => c.name));
    const byCategory = await list('category=cooking-bbq');
    expect(byCategory.status, await byCategory.clone().text()).toBe(200);
    expect(await names(byCategory)).toEqual([grill.name]);
    expect(await names(await list('price=paid'))).toEqual([paid.name]);
    expect((await names(await list('price=free'))).sort()).toEqual([grill, fix, own].map((c) => c.name).sort());
    expect(await names(await list('ownership=following'))).toEqual([grill.name]);
    expect((await names(await list('ownership=not-following'))).sort()).toEqual([fix, paid].map((c) => c.name).sort());
    expect(await names(await list('ownership=mine'))).toEqual([own.name]);
    // The description matches too, and /search takes q.
    expect(
      await names(await viewer.client.get(`/api/channels/search?q=${encodeURIComponent(`Leaky taps ${tag}`)}`)),
    ).toEqual([fix.name]);

    const first = await list('sort=name&limit=3');
    expect(await names(first)).toEqual([fix, grill, paid].map((c) => c.name));
    const cursor = first.headers.get('X-Next-Cursor');
    expect(cursor).toBeTruthy();
    const second = await list(`sort=name&limit=3&cursor=${cursor}`);
    expect(await names(second)).toEqual([own.name]);
    expect(second.headers.get('X-Next-Cursor')).toBeNull();
    // A cursor of another sort is no place in this one.
    await refused(
      await list(`sort=followers&limit=3&cursor=${cursor}`),
      400,
      'That cursor is not valid: use the X-Next-Cursor of the previous page.',
    );

    const shown = (
      (await (await list('sort=followers')).json()) as {
        id: string;
        followerCount: number;
        postCount: number;
        isFollowing: boolean;
      }[]
    ).find((c) => c.id === grill.id);
    expect(shown).toMatchObject({ followerCount: 2, postCount: 0, isFollowing: true });
    await prisma.channelFollow.deleteMany({ where: { channelId: grill.id } });
    expect((await prisma.channel.findUniqueOrThrow({ where: { id: grill.id } })).followerCount).toBe(0);
    expect((await prisma.channel.findUniqueOrThrow({ where: { id: fix.id } })).postCount).toBe(3);
  });

  it('refuses bad filters (400) and visitors (401); hides private channels from others', async () => {
    const viewer = await signedInMember(app);
    await refused(
      await viewer.client.get('/api/channels?sort=loudest'),
      400,
      'sort must be one of: followers, posts, newest, name.',
    );
    await refused(await viewer.client.get('/api/channels?price=cheap'), 400, 'price must be one of: all, free, paid.');
    await refused(
      await viewer.client.get('/api/channels?ownership=theirs'),
      400,
      'ownership must be one of: all, following, not-following, mine.',
    );
    await refused(await viewer.client.get('/api/channels?category=knitting'), 400);
    await refused(
      await viewer.client.get('/api/channels?limit=500'),
      400,
      'limit must be a whole number from 1 to 50.',
    );
    await refused(await viewer.client.get('/api/channels?cursor=bogus'), 400);
    expect((await app.client().get('/api/channels')).status).toBe(401);
    const maker = await signedInMember(app);
    const hidden = await buildChannel(app.services.prisma, maker.user.id, { isPrivate: true });
    expect(await names(await viewer.client.get(`/api/channels?search=${encodeURIComponent(hidden.name)}`))).toEqual([]);
    await refused(await viewer.client.get(`/api/channels/${hidden.id}`), 404, 'Channel was not found.');
  });
});

describe('the creator: GET, PUT, DELETE /api/channels/:id and upload-image', () => {
  // The image check's model loads once, before the first upload.
  beforeAll(() => app.services.moderation.ready(), 120_000);
  const put = (client: HttpClient, id: string, json: unknown) => client.request('PUT', `/api/channels/${id}`, { json });
  const upload = (
    client: HttpClient,
    id: string,
    fields: Record<string, string>,
    file?: { data: Buffer; type: string },
  ) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.append(key, value);
    if (file) body.append('image', new Blob([new Uint8Array(file.data)], { type: file.type }), 'image.png');
    return client.post(`/api/channels/${id}/upload-image`, { multipart: body });
  };

  it('lets the creator edit with the create rules; refuses others (403) and bad fields (400)', async () => {
    const [maker, other] = [await signedInMember(app), await signedInMember(app)];
    const channel = await buildChannel(app.services.prisma, maker.user.id);
    const edited = await put(maker.client, channel.id, {
      name: ' Grill Masters ',
      description: 'Low and slow',
      categories: ['cooking-bbq', 'cooking-bbq', 'fitness-health'],
      hashtags: ['bbq', '#BBQ', 'smoke'],
      contactEmail: 'pit@example.com',
      website: 'example.com/pit',
      subscriptionType: 'free',
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({
      id: channel.id,
      name: 'Grill Masters',
      categories: ['cooking-bbq', 'fitness-health'],
      category: 'cooking-bbq',
      hashtags: ['#bbq', '#smoke'],
      website: 'https://example.com/pit',
    });
    expect(await (await other.client.get(`/api/channels/${channel.id}`)).json()).toMatchObject({
      name: 'Grill Masters',
      isFollowing: false,
    });
    await refused(
      await put(other.client, channel.id, { name: 'Mine now', description: 'x' }),
      403,
      'Only the channel creator can do that.',
    );
    await refused(
      await put(maker.client, channel.id, { name: '', description: 'x' }),
      400,
      'Channel name is required.',
    );
    await refused(
      await put(maker.client, channel.id, { name: 'x', description: 'x', contactEmail: 'nope' }),
      400,
      'Please enter a valid contact email.',
    );
    await refused(
      await put(maker.client, channel.id, { name: 'x', description: 'x', subscriptionType: 'subscription' }),
      400,
    );
    expect((await app.services.prisma.channel.findUniqueOrThrow({ where: { id: channel.id } })).name).toBe(
      'Grill Masters',
    );
  });

  it('uploads a profile or banner image for the creator only; no file, a bad type, a non-image are refused', async () => {
    const [maker, other] = [await signedInMember(app), await signedInMember(app)];
    const channel = await buildChannel(app.services.prisma, maker.user.id);
    const banner = await upload(maker.client, channel.id, { type: 'banner' }, { data: png, type: 'image/png' });
    expect(banner.status).toBe(200);
    const body = await banner.json();
    expect(body.bannerImageUrl).toMatch(/^\/uploads\/.+/);
    expect(body.imageUrl).toBe(body.bannerImageUrl);
    await refused(await upload(maker.client, channel.id, { type: 'profile' }), 400, 'No file selected');
    await refused(
      await upload(maker.client, channel.id, { type: 'cover' }, { data: png, type: 'image/png' }),
      400,
      'type must be profile or banner.',
    );
    await refused(
      await upload(
        maker.client,
        channel.id,
        { type: 'profile' },
        { data: Buffer.from('plain text, not an image'), type: 'text/plain' },
      ),
      415,
    );
    await refused(
      await upload(other.client, channel.id, { type: 'profile' }, { data: png, type: 'image/png' }),
      403,
      'Only the channel creator can do that.',
    );
    expect(
      (await app.services.prisma.channel.findUniqueOrThrow({ where: { id: channel.id } })).profileImageUrl,
    ).toBeNull();
  });

  it('deletes for the creator only: its follows and posts go, from every feed', async () => {
    const { prisma } = app.services;
    const [maker, fan] = [await signedInMember(app), await signedInMember(app)];
    const channel = await buildChannel(app.services.prisma, maker.user.id);
    await prisma.channelFollow.create({ data: { channelId: channel.id, userId: fan.user.id } });
    const post = await buildPost(prisma, maker.user.id, { channelId: channel.id });
    await refused(
      await fan.client.request('DELETE', `/api/channels/${channel.id}`),
      403,
      'Only the channel creator can do that.',
    );
    expect((await maker.client.request('DELETE', `/api/channels/${channel.id}`)).status).toBe(204);
    expect(await prisma.channelFollow.count({ where: { channelId: channel.id } })).toBe(0);
    expect(await prisma.post.count({ where: { id: post.id } })).toBe(0);
    await refused(await maker.client.get(`/api/channels/${channel.id}`), 404, 'Channel was not found.');
    await refused(await maker.client.request('DELETE', `/api/channels/${channel.id}`), 404);
  });
});
