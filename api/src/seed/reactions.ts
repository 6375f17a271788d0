/**
 * What members do with posts: fist bumps (one per member per post), comments, and votes in polls.
 * The demo member's posts get a little extra love so their notifications have something to say.
 */
import type { Prisma } from '../db/prisma.js';
import type { Member, SeedContext } from './context.js';
import { commentLines } from './content-community.js';
import type { SeededPost } from './posts.js';

export interface Reaction {
  postId: string;
  post: SeededPost;
  by: Member;
  at: Date;
  /** The comment's id (comments only). */
  id?: string;
}

export interface Reactions {
  bumps: Reaction[];
  comments: Reaction[];
  polls: number;
  votes: number;
}

export async function seedReactions(ctx: SeedContext, posts: readonly SeededPost[]): Promise<Reactions> {
  const rng = ctx.random('reactions');
  const { clock } = ctx;
  const bumps: Reaction[] = [];
  const comments: Reaction[] = [];
  const commentRows: Prisma.CommentCreateManyInput[] = [];
  const pollRows: Prisma.PollCreateManyInput[] = [];
  const optionRows: Prisma.PollOptionCreateManyInput[] = [];
  const voteRows: Prisma.PollVoteCreateManyInput[] = [];

  for (const post of posts) {
    const others = post.audience.filter((m) => m !== post.author);
    const mine = post.author.isDemo;
    const lively = post.where === 'feed' || post.where === 'group';

    const bumpers = rng.sample(others, mine ? rng.int(7, 14) : rng.int(lively ? 2 : 0, lively ? 12 : 5));
    if (!mine && !bumpers.includes(ctx.demo) && others.includes(ctx.demo) && rng.chance(0.3)) bumpers.push(ctx.demo);
    for (const by of bumpers) bumps.push({ postId: post.id, post, by, at: clock.between(rng, post.createdAt) });

    const { type } = post.text;
    const pool =
      type === 'dad_joke' ? commentLines.joke : type === 'question' ? commentLines.question : commentLines.general;
    const commenters = rng.sample(others, mine || type === 'question' ? rng.int(2, 4) : rng.int(0, lively ? 3 : 2));
    if (!mine && !commenters.includes(ctx.demo) && others.includes(ctx.demo) && rng.chance(0.12))
      commenters.push(ctx.demo);
    for (const by of commenters) {
      const at = clock.between(rng, post.createdAt);
      const id = ctx.ids.next(at);
      const isEdited = rng.chance(0.12);
      commentRows.push({
        id,
        postId: post.id,
        authorId: by.id,
        content: rng.pick(pool),
        isEdited,
        createdAt: at,
        updatedAt: isEdited ? clock.between(rng, at) : at,
      });
      comments.push({ id, postId: post.id, post, by, at });
    }

    const poll = post.text.poll;
    if (poll) {
      const pollId = ctx.ids.next(post.createdAt);
      pollRows.push({ id: pollId, postId: post.id, question: poll.question, createdAt: post.createdAt });
      const optionIds = poll.options.map((text, position) => {
        const id = ctx.ids.next(post.createdAt);
        optionRows.push({ id, pollId, text, position });
        return id;
      });
      // Lopsided results read more like a real poll than an even split.
      const weights = optionIds.map(() => rng.between(0.2, 1));
      const total = weights.reduce((a, b) => a + b, 0);
      for (const voter of rng.sample(others, rng.int(8, Math.min(20, others.length)))) {
        let roll = rng.next() * total;
        const choice =
          optionIds.find((_, i) => {
            roll -= weights[i]!;
            return roll < 0;
          }) ?? optionIds[optionIds.length - 1]!;
        voteRows.push({ pollId, optionId: choice, userId: voter.id, createdAt: clock.between(rng, post.createdAt) });
      }
    }
  }

  await ctx.tx.fistBump.createMany({
    data: bumps.map((b) => ({ postId: b.postId, userId: b.by.id, createdAt: b.at })),
  });
  await ctx.tx.comment.createMany({ data: commentRows });
  await ctx.tx.poll.createMany({ data: pollRows });
  await ctx.tx.pollOption.createMany({ data: optionRows });
  await ctx.tx.pollVote.createMany({ data: voteRows });
  return { bumps, comments, polls: pollRows.length, votes: voteRows.length };
}
