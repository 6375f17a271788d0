/**
 * Voting as a member meets it: one vote per poll, only for one of its options, on a post they can see; the
 * results they get back count every vote and show their own choice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildGroup, buildPost, buildUser } from '../../testing/factories.js';
import { votePoll } from './vote.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const member = () => buildUser(app.services.prisma);

/** A post with a poll of these options; returns the post and the option ids in order. */
async function pollPost(authorId: string, texts: string[], post: Parameters<typeof buildPost>[2] = {}) {
  const { id: postId } = await buildPost(app.services.prisma, authorId, post);
  const poll = await app.services.prisma.poll.create({
    data: {
      postId,
      question: 'Grill or smoker?',
      options: { create: texts.map((text, position) => ({ text, position })) },
    },
    include: { options: { orderBy: { position: 'asc' } } },
  });
  return { postId, options: poll.options.map((o) => o.id) };
}

describe('votePoll', () => {
  it('counts the vote and answers the results with the voter’s choice and whole percentages', async () => {
    const [author, a, b, c] = [await member(), await member(), await member(), await member()];
    const { postId, options } = await pollPost(author.id, ['Grill', 'Smoker', 'Both']);
    await votePoll(app.services, a.id, postId, { optionId: options[0] });
    await votePoll(app.services, b.id, postId, { optionId: options[0] });
    const view = await votePoll(app.services, c.id, postId, { optionId: options[1] });
    expect(view).toMatchObject({ question: 'Grill or smoker?', totalVotes: 3, viewerVoteOptionId: options[1] });
    expect(view.options.map(({ text, votes, percentage }) => ({ text, votes, percentage }))).toEqual([
      { text: 'Grill', votes: 2, percentage: 67 },
      { text: 'Smoker', votes: 1, percentage: 33 },
      { text: 'Both', votes: 0, percentage: 0 },
    ]);
  });

  it('takes one vote per member: a second one, for any option, is a CONFLICT and changes nothing', async () => {
    const [author, voter] = [await member(), await member()];
    const { postId, options } = await pollPost(author.id, ['Yes', 'No']);
    await votePoll(app.services, voter.id, postId, { optionId: options[0] });
    for (const optionId of options) {
      await expect(votePoll(app.services, voter.id, postId, { optionId })).rejects.toMatchObject({ code: 'CONFLICT' });
    }
    const votes = await app.services.prisma.pollVote.findMany({ where: { userId: voter.id } });
    expect(votes.map((v) => v.optionId)).toEqual([options[0]]);
  });

  it('refuses an option of another poll, a malformed one, or none, as BAD_USER_INPUT', async () => {
    const [author, voter] = [await member(), await member()];
    const { postId } = await pollPost(author.id, ['Yes', 'No']);
    const other = await pollPost(author.id, ['Up', 'Down']);
    for (const input of [{ optionId: other.options[0] }, { optionId: 'first' }, {}]) {
      await expect(votePoll(app.services, voter.id, postId, input)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    expect(await app.services.prisma.pollVote.count({ where: { userId: voter.id } })).toBe(0);
  });

  it('is NOT_FOUND on a post without a poll, or with one the member cannot see', async () => {
    const [author, outsider] = [await member(), await member()];
    const plain = await buildPost(app.services.prisma, author.id);
    const { options } = await pollPost(author.id, ['Yes', 'No']);
    await expect(votePoll(app.services, outsider.id, plain.id, { optionId: options[0] })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const closed = await buildGroup(app.services.prisma, author.id, { isPublic: false });
    const inGroup = await pollPost(author.id, ['Yes', 'No'], { groupId: closed.id });
    const hidden = await pollPost(author.id, ['Yes', 'No'], { hidden: 'moderators' });
    for (const {
      postId,
      options: [optionId],
    } of [inGroup, hidden]) {
      await expect(votePoll(app.services, outsider.id, postId, { optionId })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
  });
});
