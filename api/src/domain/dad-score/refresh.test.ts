import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildEvent, buildGroup, buildUser } from '../../testing/factories.js';
import { addComment, deleteComment } from '../comments/comments.js';
import { acceptConnection } from '../connections/respond.js';
import { requestConnection } from '../connections/request.js';
import { attendEvent } from '../events/attend.js';
import { fistBumpPost, removeFistBump } from '../fist-bumps/fist-bumps.js';
import { createGroup } from '../groups/create-group.js';
import { joinGroup } from '../groups/join-group.js';
import { createPost } from '../posts/create-post.js';
import { deletePost } from '../posts/update-post.js';
import { countMemberActivity } from './activity.js';
import { dadScoreFrom } from './formula.js';
import { refreshDadScores } from './refresh.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function stored(id: string): Promise<number> {
  return (await app.services.prisma.user.findUniqueOrThrow({ where: { id }, select: { dadScore: true } })).dadScore;
}

/** The stored score is the formula's value over what the member did: no recalculation needed to read it. */
async function expectCurrent(id: string, score: number) {
  expect(await stored(id)).toBe(score);
  expect(dadScoreFrom(await countMemberActivity(app.services.prisma, id))).toBe(score);
}

describe('the stored Dad Score follows the commands that change what it counts', () => {
  it('posts, comments and fist bumps, for the author and for the others involved', async () => {
    const { services } = app;
    const [dad, friend] = await Promise.all([buildUser(services.prisma), buildUser(services.prisma)]);

    const postId = await createPost(services, dad.id, { content: 'First grill of the season' });
    await expectCurrent(dad.id, 10);

    const comment = await addComment(services, friend.id, postId, { content: 'Save me a burger' });
    await expectCurrent(friend.id, 3);
    await fistBumpPost(services, friend.id, postId);
    await expectCurrent(dad.id, 10 + 2);
    // His own bump counts for nothing.
    await fistBumpPost(services, dad.id, postId);
    await expectCurrent(dad.id, 12);

    await removeFistBump(services, friend.id, postId);
    await expectCurrent(dad.id, 10);
    await deleteComment(services, friend.id, comment.id);
    await expectCurrent(friend.id, 0);

    // Deleting a post takes its comments and bumps with it: the commenters' scores drop too.
    await addComment(services, friend.id, postId, { content: 'Again' });
    await fistBumpPost(services, friend.id, postId);
    await expectCurrent(friend.id, 3);
    await deletePost(services, dad.id, postId);
    await expectCurrent(dad.id, 0);
    await expectCurrent(friend.id, 0);
  });

  it('an accepted connection, for both members; a pending one changes nothing', async () => {
    const { services } = app;
    const [dad, friend] = await Promise.all([buildUser(services.prisma), buildUser(services.prisma)]);
    const request = await requestConnection(services, dad.id, friend.id);
    await expectCurrent(dad.id, 0);
    await acceptConnection(services, friend.id, request.id);
    await expectCurrent(dad.id, 5);
    await expectCurrent(friend.id, 5);
  });

  it('groups created or joined, and events attended', async () => {
    const { services } = app;
    const [dad, host] = await Promise.all([buildUser(services.prisma), buildUser(services.prisma)]);
    await createGroup(services, dad.id, { name: `Grill Dads ${dad.id.slice(-6)}` });
    await expectCurrent(dad.id, 5);
    const group = await buildGroup(services.prisma, host.id);
    await joinGroup(services, dad.id, group.id);
    await expectCurrent(dad.id, 10);
    const event = await buildEvent(services.prisma, host.id);
    await attendEvent(services, dad.id, event.id);
    await expectCurrent(dad.id, 25);
  });

  it('writes only the scores that changed, and replaces a stale one with the formula', async () => {
    const { prisma } = app.services;
    const [stale, current] = await Promise.all([buildUser(prisma, { dadScore: 1250 }), buildUser(prisma)]);
    // xmin is the transaction that last wrote the row: an UPDATE, even to the same value, changes it.
    const writer = async (id: string) =>
      (await prisma.$queryRaw<{ xmin: string }[]>`SELECT xmin::text AS xmin FROM "User" WHERE id = ${id}::uuid`)[0]!
        .xmin;
    const [staleBefore, currentBefore] = [await writer(stale.id), await writer(current.id)];
    await refreshDadScores(prisma, [stale.id, current.id, null]);
    expect(await stored(stale.id)).toBe(0);
    expect(await writer(stale.id)).not.toBe(staleBefore);
    expect(await writer(current.id)).toBe(currentBefore);
  });
});
