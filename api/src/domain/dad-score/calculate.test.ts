import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildConnection, buildEvent, buildGroup, buildPost, buildUser } from '../../testing/factories.js';
import { REFERRAL_BONUS } from '../referrals/reward.js';
import { countActivity, countMemberActivity } from './activity.js';
import { calculateDadScore } from './calculate.js';
import { DAD_SCORE_WEIGHTS, dadScoreFrom, type DadScoreCounts } from './formula.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const none: DadScoreCounts = {
  posts: 0,
  comments: 0,
  fistBumpsReceived: 0,
  connections: 0,
  groups: 0,
  eventsAttended: 0,
  referrals: 0,
};

describe('dadScoreFrom', () => {
  it('is 0 for a member who did nothing', () => {
    expect(dadScoreFrom(none)).toBe(0);
  });

  it('weighs each input on its own', () => {
    for (const input of Object.keys(none) as (keyof DadScoreCounts)[]) {
      expect(dadScoreFrom({ ...none, [input]: 3 })).toBe(3 * DAD_SCORE_WEIGHTS[input]);
    }
  });

  it('gives +100 per referral, the same bonus as registration', () => {
    expect(DAD_SCORE_WEIGHTS.referrals).toBe(REFERRAL_BONUS);
    expect(REFERRAL_BONUS).toBe(100);
    expect(dadScoreFrom({ ...none, referrals: 2 })).toBe(200);
  });

  it('adds the inputs up', () => {
    const counts = {
      posts: 2,
      comments: 3,
      fistBumpsReceived: 4,
      connections: 1,
      groups: 2,
      eventsAttended: 1,
      referrals: 1,
    };
    expect(dadScoreFrom(counts)).toBe(2 * 10 + 3 * 3 + 4 * 2 + 1 * 5 + 2 * 5 + 1 * 15 + 100);
  });
});

describe('counting and calculating', () => {
  it('counts every input, and only what belongs to the member', async () => {
    const { prisma } = app.services;
    const dad = await buildUser(prisma);
    const [a, b, c] = await Promise.all([buildUser(prisma), buildUser(prisma), buildUser(prisma)]);
    expect(await countMemberActivity(prisma, dad.id)).toEqual(none);

    // 2 posts (one in a group), 1 by someone else.
    const post = await buildPost(prisma, dad.id);
    const group = await buildGroup(prisma, a.id, {}, [dad.id]); // a member of a's group
    await buildPost(prisma, dad.id, { groupId: group.id });
    const othersPost = await buildPost(prisma, a.id);
    // 3 comments by dad (one on his own post); a comment by a on dad's post is a's.
    await prisma.comment.createMany({
      data: [
        { postId: othersPost.id, authorId: dad.id, content: 'Nice' },
        { postId: othersPost.id, authorId: dad.id, content: 'Again' },
        { postId: post.id, authorId: dad.id, content: 'Mine' },
        { postId: post.id, authorId: a.id, content: 'Theirs' },
      ],
    });
    // Fist bumps received: from a and b, not his own; his bump on a's post is not received.
    await prisma.fistBump.createMany({
      data: [
        { postId: post.id, userId: a.id },
        { postId: post.id, userId: b.id },
        { postId: post.id, userId: dad.id },
        { postId: othersPost.id, userId: dad.id },
      ],
    });
    // Connections: accepted both ways count; pending and declined do not.
    await buildConnection(prisma, dad.id, a.id, 'accepted');
    await buildConnection(prisma, b.id, dad.id, 'accepted');
    await buildConnection(prisma, dad.id, c.id, 'pending');
    // Groups: his own (creator) and a's.
    await buildGroup(prisma, dad.id);
    // Events attended: one he created and attends, one of a's; creating alone does not count.
    const [own, theirs] = await Promise.all([buildEvent(prisma, dad.id), buildEvent(prisma, a.id)]);
    await buildEvent(prisma, dad.id);
    await prisma.eventAttendee.createMany({
      data: [
        { eventId: own.id, userId: dad.id },
        { eventId: theirs.id, userId: dad.id },
        { eventId: theirs.id, userId: a.id },
      ],
    });
    // Referrals: two members joined with his link and brought the bonus; a third has not finished onboarding.
    await buildUser(prisma, { referredById: dad.id, referralRewardedAt: new Date() });
    await buildUser(prisma, { referredById: dad.id, referralRewardedAt: new Date() });
    await buildUser(prisma, { referredById: dad.id, dadType: null, location: null });

    const counts = {
      posts: 2,
      comments: 3,
      fistBumpsReceived: 2,
      connections: 2,
      groups: 2,
      eventsAttended: 2,
      referrals: 2,
    };
    expect(await countMemberActivity(prisma, dad.id)).toEqual(counts);

    const { dadScore } = await calculateDadScore(prisma, dad.id);
    expect(dadScore).toBe(2 * 10 + 3 * 3 + 2 * 2 + 2 * 5 + 2 * 5 + 2 * 15 + 2 * 100);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: dad.id } })).dadScore).toBe(dadScore);
  });

  it('replaces a stale stored score, keeps the referral bonus, and is idempotent', async () => {
    const { prisma } = app.services;
    const dad = await buildUser(prisma, { dadScore: 1250 });
    await buildUser(prisma, { referredById: dad.id, referralRewardedAt: new Date() });
    expect((await calculateDadScore(prisma, dad.id)).dadScore).toBe(100);
    expect((await calculateDadScore(prisma, dad.id)).dadScore).toBe(100);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: dad.id } })).dadScore).toBe(100);
  });

  it('counts a batch of members in one statement', async () => {
    const { prisma } = app.services;
    const [x, y] = await Promise.all([buildUser(prisma), buildUser(prisma)]);
    await buildPost(prisma, y.id);
    const counts = await countActivity(prisma, [x.id, y.id]);
    expect(counts.get(x.id)?.posts).toBe(0);
    expect(counts.get(y.id)?.posts).toBe(1);
    expect((await countActivity(prisma, [])).size).toBe(0);
  });
});
