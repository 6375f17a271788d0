import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenePng } from '../testing/images.js';
import { storeUpload } from '../domain/uploads/store.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildChannel, signedInMember } from '../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const SOME_ID = '01900000-0000-7000-8000-000000000000';

describe('/api/channels for a visitor', () => {
  it.each([
    ['GET', '/api/channels/followed'],
    ['POST', '/api/channels'],
    ['POST', `/api/channels/${SOME_ID}/follow`],
    ['POST', `/api/channels/${SOME_ID}/unfollow`],
  ])('%s %s answers 401', async (method, path) => {
    const response = await app.client().request(method, path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('POST /api/channels', () => {
  it('creates a channel from JSON, normalizing hashtags, categories and the website', async () => {
    const { user, client } = await signedInMember(app);
    const response = await client.post('/api/channels', {
      json: {
        name: '  Grill Science  ',
        description: 'Low and slow.',
        categories: ['cooking-bbq', 'dad-jokes', 'cooking-bbq'],
        hashtags: ['bbq', '#Brisket', 'BBQ', '##smoke'],
        contactEmail: 'pit@example.com',
        website: 'grill.example.com/shop',
      },
    });
    expect(response.status).toBe(201);
    const channel = await response.json();
    expect(channel).toMatchObject({
      name: 'Grill Science',
      description: 'Low and slow.',
      categories: ['cooking-bbq', 'dad-jokes'],
      category: 'cooking-bbq',
      hashtags: ['#bbq', '#Brisket', '#smoke'],
      contactEmail: 'pit@example.com',
      website: 'https://grill.example.com/shop',
      subscriptionType: 'free',
      subscriptionPrice: null,
      creatorId: user.id,
      creator: { id: user.id, username: user.username },
      isVerified: false,
      isPrivate: false,
      followerCount: 0,
      memberCount: 0,
      postCount: 0,
      isFollowing: false,
      isSubscribed: false,
    });
    expect(await app.services.prisma.channel.count({ where: { id: channel.id, creatorId: user.id } })).toBe(1);
  });

  it('creates a channel from a multipart form with JSON lists, a price and a profile image', async () => {
    const { user, client } = await signedInMember(app);
    await app.services.moderation.ready();
    const body = new FormData();
    const fields = {
      name: 'Fix It Friday',
      description: 'Weekly repairs.',
      categories: JSON.stringify(['fix-it-tips']),
      hashtags: JSON.stringify(['fixit']),
      subscriptionType: 'subscription',
      subscriptionPrice: '499',
      contactEmail: '',
      website: '',
    };
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append('profileImage', new Blob([new Uint8Array(await scenePng())], { type: 'image/png' }), 'me.png');
    const response = await client.post('/api/channels', { multipart: body });
    expect(response.status).toBe(201);
    const channel = await response.json();
    expect(channel).toMatchObject({
      categories: ['fix-it-tips'],
      hashtags: ['#fixit'],
      subscriptionType: 'subscription',
      subscriptionPrice: 499,
      contactEmail: null,
      website: null,
      bannerImageUrl: null,
    });
    expect(channel.profileImageUrl).toMatch(/^\/uploads\//);
    const upload = await app.services.prisma.upload.findUnique({
      where: { key: channel.profileImageUrl.slice('/uploads/'.length) },
    });
    expect(upload?.ownerId).toBe(user.id);
  }, 120_000);

  it.each([
    [{ description: 'x' }, 'Channel name is required.'],
    [{ name: '   ', description: 'x' }, 'Channel name is required.'],
    [{ name: 'A' }, 'Channel description is required.'],
    [{ name: 'A', description: 'x', contactEmail: 'not-an-email' }, 'Please enter a valid contact email.'],
    [
      { name: 'A', description: 'x', website: 'javascript:alert(1)' },
      'Please enter a valid website URL (http:// or https://).',
    ],
    [{ name: 'A', description: 'x', website: 'localhost' }, 'Please enter a valid website URL (http:// or https://).'],
    [{ name: 'A', description: 'x', categories: ['grilling'] }, 'Unknown category "grilling"'],
    [{ name: 'A', description: 'x', subscriptionType: 'subscription' }, 'A subscription channel needs a monthly price'],
    [{ name: 'A', description: 'x', subscriptionType: 'premium' }, 'subscriptionType must be free or subscription.'],
    [{ name: 'A', description: 'x', hashtags: ['two words'] }, 'Hashtags are single words'],
    [{ name: 'x'.repeat(101), description: 'x' }, 'Channel name must be at most 100 characters.'],
  ])('refuses %j with 400 and a message', async (json, message) => {
    const { user, client } = await signedInMember(app);
    const response = await client.post('/api/channels', { json });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toContain(message);
    expect(await app.services.prisma.channel.count({ where: { creatorId: user.id } })).toBe(0);
  });

  it('refuses an image URL the creator did not upload', async () => {
    const { client } = await signedInMember(app);
    const { user: other } = await signedInMember(app);
    const theirs = await storeUpload(app.services.prisma, {
      data: Buffer.from('png'),
      mimeType: 'image/png',
      ownerId: other.id,
    });
    const response = await client.post('/api/channels', {
      json: { name: 'A', description: 'x', profileImageUrl: theirs.url },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Attach an image you uploaded.');
  });
});

describe('POST /api/channels/:id/follow and /unfollow', () => {
  it('follows and unfollows; both are idempotent and answer the channel as the viewer sees it', async () => {
    const { user: creator } = await signedInMember(app);
    const { client } = await signedInMember(app);
    const channel = await buildChannel(app.services.prisma, creator.id);

    for (let i = 0; i < 2; i++) {
      const followed = await client.post(`/api/channels/${channel.id}/follow`);
      expect(followed.status).toBe(200);
      expect(await followed.json()).toMatchObject({
        id: channel.id,
        isFollowing: true,
        followerCount: 1,
        memberCount: 1,
      });
    }
    for (let i = 0; i < 2; i++) {
      const unfollowed = await client.post(`/api/channels/${channel.id}/unfollow`);
      expect(unfollowed.status).toBe(200);
      expect(await unfollowed.json()).toMatchObject({ id: channel.id, isFollowing: false, followerCount: 0 });
    }
  });

  it('answers 404 for an unknown or invisible channel, 400 for a malformed id', async () => {
    const { user: creator } = await signedInMember(app);
    const { client } = await signedInMember(app);
    const secret = await buildChannel(app.services.prisma, creator.id, { isPrivate: true });
    for (const id of [SOME_ID, secret.id]) {
      expect((await client.post(`/api/channels/${id}/follow`)).status).toBe(404);
      expect((await client.post(`/api/channels/${id}/unfollow`)).status).toBe(404);
    }
    expect((await client.post('/api/channels/nope/follow')).status).toBe(400);
  });

  it('refuses to let a creator follow their own channel (403)', async () => {
    const { user, client } = await signedInMember(app);
    const channel = await buildChannel(app.services.prisma, user.id);
    const response = await client.post(`/api/channels/${channel.id}/follow`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'You cannot follow your own channel.' });
  });
});

describe('GET /api/channels/followed', () => {
  it('lists the followed channels, newest follow first, and honours ?limit=', async () => {
    const { user: creator } = await signedInMember(app);
    const { user, client } = await signedInMember(app);
    expect(await (await client.get('/api/channels/followed')).json()).toEqual([]);

    const first = await buildChannel(app.services.prisma, creator.id, { categories: ['gaming'] });
    const second = await buildChannel(app.services.prisma, creator.id, { isPrivate: true });
    await buildChannel(app.services.prisma, creator.id); // not followed
    await app.services.prisma.channelFollow.create({
      data: { channelId: first.id, userId: user.id, createdAt: new Date(Date.now() - 60_000) },
    });
    await app.services.prisma.channelFollow.create({ data: { channelId: second.id, userId: user.id } });

    const channels = await (await client.get('/api/channels/followed')).json();
    expect(channels.map((c: { id: string }) => c.id)).toEqual([second.id, first.id]);
    expect(channels[1]).toMatchObject({
      name: first.name,
      categories: ['gaming'],
      category: 'gaming',
      isFollowing: true,
    });
    expect(await (await client.get('/api/channels/followed?limit=1')).json()).toHaveLength(1);
    expect((await client.get('/api/channels/followed?limit=0')).status).toBe(400);
  });
});
