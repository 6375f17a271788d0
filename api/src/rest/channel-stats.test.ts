/**
 * GET /api/channels/:id/stats: the creator's follower chart and fist bumps; 403 for anyone else who
 * sees the channel, 404 for one who does not, 401 for a visitor. The figures themselves: domain/channels/stats.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildChannel, buildPost, signedInMember } from '../testing/factories.js';
import { refused } from '../testing/rest.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /api/channels/:id/stats', () => {
  it("answers the creator with the last 30 days' followers and the fist bumps on the channel's posts", async () => {
    const { prisma } = app.services;
    const [maker, fan, old] = [await signedInMember(app), await signedInMember(app), await signedInMember(app)];
    const channel = await buildChannel(prisma, maker.user.id);
    await prisma.channelFollow.create({
      data: { channelId: channel.id, userId: old.user.id, createdAt: new Date(Date.now() - 60 * 24 * 60 * 60 * 1000) },
    });
    await (await fan.client.post(`/api/channels/${channel.id}/follow`)).arrayBuffer();
    const post = (await (
      await maker.client.post('/api/posts', { json: { content: 'Tips', channelId: channel.id } })
    ).json()) as { id: string };
    await (await fan.client.post(`/api/posts/${post.id}/like`)).arrayBuffer();

    const response = await maker.client.get(`/api/channels/${channel.id}/stats`);
    expect(response.status).toBe(200);
    const stats = (await response.json()) as { followersByDay: { day: string; followerCount: number }[] };
    expect(stats).toMatchObject({ newFollowersLast30Days: 1, fistBumpCount: 1, fistBumpsLast30Days: 1 });
    expect(stats.followersByDay).toHaveLength(30);
    expect(stats.followersByDay[0]).toMatchObject({ followerCount: 1 });
    expect(stats.followersByDay.at(-1)).toEqual({ day: new Date().toISOString().slice(0, 10), followerCount: 2 });
  });

  it('refuses anyone but the creator (403), a hidden channel (404), a bad id (400), a visitor (401)', async () => {
    const { prisma } = app.services;
    const [maker, other, fan] = [await signedInMember(app), await signedInMember(app), await signedInMember(app)];
    const open = await buildChannel(prisma, maker.user.id);
    const hidden = await buildChannel(prisma, maker.user.id, { isPrivate: true });
    await prisma.channelFollow.create({ data: { channelId: hidden.id, userId: fan.user.id } });
    await buildPost(prisma, maker.user.id, { channelId: open.id });

    await refused(
      await other.client.get(`/api/channels/${open.id}/stats`),
      403,
      'Only the channel creator can do that.',
    );
    await refused(
      await fan.client.get(`/api/channels/${hidden.id}/stats`),
      403,
      'Only the channel creator can do that.',
    );
    await refused(await other.client.get(`/api/channels/${hidden.id}/stats`), 404, 'Channel was not found.');
    await refused(await other.client.get('/api/channels/nope/stats'), 400, 'That channel id is not valid.');
    await refused(await app.client().get(`/api/channels/${open.id}/stats`), 401, 'Unauthorized');
    expect((await maker.client.get(`/api/channels/${hidden.id}/stats`)).status).toBe(200);
  });
});
