/**
 * Polls on posts: the question, the options in the author's order with their votes and percentages, and the
 * viewer's vote; voting is one vote per member (domain/polls). A poll is part of its Post, not a node of its
 * own: the votePoll mutation returns the Post, so the card updates in the client's store.
 */
import type { PollOptionView, PollView } from '../../domain/feed/details.js';
import { postLoadersOf } from '../../domain/feed/loaders.js';
import { votePoll } from '../../domain/polls/vote.js';
import { builder } from '../builder.js';
import { databaseIdOptions } from './database-id.js';
import { rawIdOf } from '../global-id.js';

const PollOptionRef = builder.objectRef<PollOptionView>('PollOption').implement({
  fields: (t) => ({
    databaseId: t.exposeString('id', { description: 'What votePoll takes as optionId.' }),
    text: t.exposeString('text'),
    votes: t.exposeInt('votes'),
    percentage: t.exposeInt('percentage', { description: 'Whole percent of all votes; 0 before anyone voted.' }),
  }),
});

export const PollRef = builder.objectRef<PollView>('Poll').implement({
  description: 'A poll of 2 to 4 options. Show results once viewerVoteOptionId is set.',
  fields: (t) => ({
    databaseId: t.exposeString('id', databaseIdOptions),
    question: t.exposeString('question'),
    options: t.field({ type: [PollOptionRef], resolve: (poll) => poll.options }),
    totalVotes: t.exposeInt('totalVotes'),
    viewerVoteOptionId: t.exposeString('viewerVoteOptionId', {
      nullable: true,
      description: "The databaseId of the viewer's option; null until they vote.",
    }),
  }),
});

builder.mutationField('votePoll', (t) =>
  t.prismaField({
    type: 'Post',
    errors: {},
    authScopes: { write: 'write:posts' },
    description: "Votes in a post's poll; one vote per member (a second is CONFLICT). Returns the post.",
    args: {
      postId: t.arg.globalID({ required: true }),
      optionId: t.arg.string({ required: true, description: "The option's databaseId." }),
    },
    resolve: async (query, _root, { postId, optionId }, ctx) => {
      const rawPostId = rawIdOf(postId, 'Post');
      await votePoll(ctx.services, ctx.viewer!.id, rawPostId, { optionId });
      postLoadersOf(ctx, ctx.services.prisma, ctx.viewer!.id).details.clear(rawPostId);
      return ctx.services.prisma.post.findUniqueOrThrow({ ...query, where: { id: rawPostId } });
    },
  }),
);
