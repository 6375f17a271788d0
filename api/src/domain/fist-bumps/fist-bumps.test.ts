/**
 * Fist bumps as a member meets them: one per post, the author told of others' bumps (never of their own), posts
 * out of sight not bumpable, and who bumped listed newest first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildGroup, buildPost, buildUser } from '../../testing/factories.js';
import { fistBumpPost, listFistBumps, removeFistBump } from './fist-bumps.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const member = () => buildUser(app.services.prisma);
const bumpNotifications = (userId: string) =>
  app.services.prisma.notification.findMany({ where: { userId, type: 'like' } });
const state = (postId: string, fistBumpCount: number, viewerHasFistBumped: boolean) => ({
  postId,
  fistBumpCount,
  viewerHasFistBumped,
});

describe('fistBumpPost', () => {
  it('counts one bump per member: a second one is a CONFLICT and leaves the count alone', async () => {
    const [author, fan] = [await member(), await member()];
    const post = await buildPost(app.services.prisma, author.id);
    expect(await fistBumpPost(app.services, fan.id, post.id)).toEqual(state(post.id, 1, true));
    await expect(fistBumpPost(app.services, fan.id, post.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await app.services.prisma.fistBump.count({ where: { postId: post.id } })).toBe(1);
  });

  it("notifies the author of someone else's bump, naming the bumper, but not of their own", async () => {
    const [author, fan] = [await member(), await member()];
    const post = await buildPost(app.services.prisma, author.id);
    await fistBumpPost(app.services, author.id, post.id);
    expect(await bumpNotifications(author.id)).toEqual([]);
    await fistBumpPost(app.services, fan.id, post.id);
    expect(await bumpNotifications(author.id)).toEqual([
      expect.objectContaining({
        actorId: fan.id,
        targetType: 'post',
        targetId: post.id,
        message: `@${fan.username} fist bumped your post.`,
      }),
    ]);
  });

  it('is NOT_FOUND on a post the member cannot see: hidden, in a private group, by a blocked author', async () => {
    const [author, outsider] = [await member(), await member()];
    const hidden = await buildPost(app.services.prisma, author.id, { hidden: 'moderators' });
    const privateGroup = await buildGroup(app.services.prisma, author.id, { isPublic: false });
    const inGroup = await buildPost(app.services.prisma, author.id, { groupId: privateGroup.id });
    const blocker = await member();
    const blockersPost = await buildPost(app.services.prisma, blocker.id);
    await app.services.prisma.block.create({ data: { blockerId: blocker.id, blockedId: outsider.id } });
    for (const post of [hidden, inGroup, blockersPost]) {
      await expect(fistBumpPost(app.services, outsider.id, post.id)).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
    expect(await app.services.prisma.fistBump.count({ where: { userId: outsider.id } })).toBe(0);
    // The author still sees their hidden post, and may bump it.
    expect((await fistBumpPost(app.services, author.id, hidden.id)).fistBumpCount).toBe(1);
  });

  it('refuses a malformed post id as BAD_USER_INPUT', async () => {
    const bumper = await member();
    await expect(fistBumpPost(app.services, bumper.id, 'not-an-id')).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});

describe('removeFistBump', () => {
  it('takes the bump back, and changes nothing when there is none', async () => {
    const [author, fan, other] = [await member(), await member(), await member()];
    const post = await buildPost(app.services.prisma, author.id);
    await fistBumpPost(app.services, fan.id, post.id);
    await fistBumpPost(app.services, other.id, post.id);
    expect(await removeFistBump(app.services, fan.id, post.id)).toEqual(state(post.id, 1, false));
    expect(await removeFistBump(app.services, fan.id, post.id)).toEqual(state(post.id, 1, false));
    // Taken back, it may be given again.
    expect((await fistBumpPost(app.services, fan.id, post.id)).fistBumpCount).toBe(2);
  });
});

describe('listFistBumps', () => {
  it('lists who bumped, newest first, up to the limit asked', async () => {
    const author = await member();
    const post = await buildPost(app.services.prisma, author.id);
    const fans = [await member(), await member(), await member()];
    const base = Date.now() - 60_000;
    for (const [i, fan] of fans.entries()) {
      const createdAt = new Date(base + i * 1000);
      await app.services.prisma.fistBump.create({ data: { postId: post.id, userId: fan.id, createdAt } });
    }
    const listed = await listFistBumps(app.services.prisma, author.id, post.id);
    expect(listed.map((b) => b.user.id)).toEqual([fans[2]!.id, fans[1]!.id, fans[0]!.id]);
    const firstTwo = await listFistBumps(app.services.prisma, author.id, post.id, '2');
    expect(firstTwo.map((b) => b.userId)).toEqual([fans[2]!.id, fans[1]!.id]);
  });

  it('refuses a limit outside 1 to 500, and a post the viewer cannot see', async () => {
    const [author, outsider] = [await member(), await member()];
    const post = await buildPost(app.services.prisma, author.id);
    for (const limit of [0, 501, 'many']) {
      await expect(listFistBumps(app.services.prisma, author.id, post.id, limit)).rejects.toMatchObject({
        code: 'BAD_USER_INPUT',
      });
    }
    const hidden = await buildPost(app.services.prisma, author.id, { hidden: 'pending_review' });
    await expect(listFistBumps(app.services.prisma, outsider.id, hidden.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
