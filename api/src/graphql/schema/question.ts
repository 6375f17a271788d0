/**
 * Ask a Dad: questions (anonymous: no field names the asker; `askedByViewer` tells the asker it is theirs),
 * their answers, the questions list and Community Stats. Rules and reads are the domain's
 * (domain/questions), the same as /api/questions (docs/ask-a-dad.md).
 */
import { queryFromInfo } from '@pothos/plugin-prisma';
import { inOrder } from '../../domain/search/search.js';
import { countQuestions, questionPage, type QuestionListInput } from '../../domain/questions/list.js';
import { acceptedThenOldest } from '../../domain/questions/answers.js';
import { idOrNull } from '../../domain/questions/rules.js';
import { answerInQuestionShownWhere, answerShownWhere, questionShownWhere } from '../../domain/questions/visibility.js';
import { communityStats, type CommunityStats } from '../../domain/questions/stats.js';
import { builder } from '../builder.js';
import { selectionViewerOf } from '../selection-viewer.js';
import { pageConnection, requireForward } from '../page-connection.js';
import { databaseIdOptions } from './database-id.js';
import { UserRef } from './user.js';

export const QuestionSortEnum = builder.enumType('QuestionSort', {
  values: {
    NEWEST: { value: 'newest', description: 'Newest first (the default).' },
    UNANSWERED: { value: 'unanswered', description: 'Questions without answers, newest first.' },
    HELPFUL: { value: 'helpful', description: "Most helpful marks on the question's answers, then newest." },
  } as const,
});

export const QuestionRef = builder.prismaNode('Question', {
  id: { field: 'id' },
  nullable: true,
  description: 'An Ask a Dad question. Anonymous: who asked it is never shown, but to the asker (`askedByViewer`).',
  // Every member's, but what moderation hides (domain/questions/visibility.ts): a lookup by id asks that rule in
  // its where, as the lists and `question` do, so every way to a question asks it in the query that reads it.
  findUnique: (id, ctx) => ({ ...questionShownWhere(ctx.viewer?.id ?? null), id }),
  authScopes: { member: true },
  fields: (t) => ({
    databaseId: t.exposeString('id', databaseIdOptions),
    title: t.exposeString('title'),
    content: t.exposeString('content'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    answerCount: t.exposeInt('answerCount'),
    helpfulCount: t.exposeInt('helpfulCount', { description: "Helpful marks on all of the question's answers." }),
    askedByViewer: t.boolean({
      select: { authorId: true },
      resolve: (question, _args, ctx) => question.authorId === ctx.viewer?.id,
    }),
    acceptedAnswer: t.field({
      type: AnswerRef,
      nullable: true,
      select: (_args, ctx, nestedSelection) => ({
        answers: nestedSelection({
          where: { isAccepted: true, ...answerInQuestionShownWhere(ctx.viewer?.id ?? null) },
          take: 1,
        }),
      }),
      resolve: (question) => question.answers[0] ?? null,
    }),
    answers: t.relatedConnection(
      'answers',
      {
        cursor: 'id',
        totalCount: true,
        query: (_args, ctx) => ({
          where: answerInQuestionShownWhere(ctx.viewer?.id ?? null),
          orderBy: acceptedThenOldest,
        }),
        description: 'The accepted answer first, then oldest first.',
      },
      { name: 'QuestionAnswerConnection' },
      { name: 'QuestionAnswerEdge' },
    ),
  }),
});

export const AnswerRef = builder.prismaNode('Answer', {
  id: { field: 'id' },
  nullable: true,
  // Seen with its question, unless moderation hides it: as Question, in the where of every read.
  findUnique: (id, ctx) => ({ ...answerShownWhere(ctx.viewer?.id ?? null), id }),
  authScopes: { member: true },
  fields: (t) => ({
    databaseId: t.exposeString('id', databaseIdOptions),
    content: t.exposeString('content'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    helpfulCount: t.exposeInt('helpfulCount'),
    isAccepted: t.exposeBoolean('isAccepted', { description: "The asker's accepted answer." }),
    viewerMarkedHelpful: t.boolean({
      select: (_args, ctx) => ({
        helpfulMarks: { where: { userId: selectionViewerOf(ctx) }, select: { userId: true } },
      }),
      resolve: (answer) => answer.helpfulMarks.length > 0,
    }),
    byAsker: t.boolean({
      description: "Written by the question's asker: then `author` is null, so the asker stays anonymous.",
      select: { authorId: true, question: { select: { authorId: true } } },
      resolve: (answer) => answer.authorId === answer.question.authorId,
    }),
    author: t.field({
      type: UserRef,
      nullable: true,
      description: 'Who answered; null when the asker answered their own question (`byAsker`).',
      select: (_args, _ctx, nestedSelection) => ({
        authorId: true,
        question: { select: { authorId: true } },
        author: nestedSelection(true),
      }),
      resolve: (answer) => (answer.authorId === answer.question.authorId ? null : answer.author),
    }),
    viewerCanMarkHelpful: t.boolean({
      description: "Someone else's answer the viewer has not marked yet.",
      select: (_args, ctx) => ({
        authorId: true,
        helpfulMarks: { where: { userId: selectionViewerOf(ctx) }, select: { userId: true } },
      }),
      resolve: (answer, _args, ctx) => answer.authorId !== ctx.viewer?.id && answer.helpfulMarks.length === 0,
    }),
    answeredByViewer: t.boolean({
      description: 'The viewer wrote this answer (they may not report it or mark it helpful).',
      select: { authorId: true },
      resolve: (answer, _args, ctx) => answer.authorId === ctx.viewer?.id,
    }),
    viewerCanAccept: t.boolean({
      description: 'The viewer asked the question: they may accept (or unaccept) this answer.',
      select: { question: { select: { authorId: true } } },
      resolve: (answer, _args, ctx) => answer.question.authorId === ctx.viewer?.id,
    }),
    question: t.relation('question'),
  }),
});

builder.queryField('questions', (t) =>
  t.connection(
    {
      type: QuestionRef,
      authScopes: { member: true },
      description:
        'Ask a Dad questions. `sort` NEWEST (default), UNANSWERED or HELPFUL; `search` over title and content. ' +
        '`first` at most 50 (default 20); pages go forward.',
      args: {
        sort: t.arg({ type: QuestionSortEnum, defaultValue: 'newest' }),
        search: t.arg.string({ description: 'Words of the title or content; blank means no search.' }),
      },
      resolve: async (_root, args, ctx, info) => {
        requireForward(args, 'The questions list');
        const input: QuestionListInput = {
          sort: args.sort ?? 'newest',
          search: args.search,
          limit: args.first,
          cursor: args.after,
        };
        const viewerId = ctx.viewer!.id;
        const page = await questionPage(ctx.services.prisma, viewerId, input);
        const query = queryFromInfo({ context: ctx, info, typeName: 'Question', path: ['edges', 'node'] });
        const rows = page.ids.length
          ? await ctx.services.prisma.question.findMany({ ...query, where: { id: { in: page.ids } } })
          : [];
        return {
          ...pageConnection(inOrder(page.ids, rows), (_q, i) => page.cursors[i]!, page.nextCursor !== null, args.after),
          totalCount: () => countQuestions(ctx.services.prisma, viewerId, input),
        };
      },
    },
    {
      name: 'QuestionConnection',
      fields: (c) => ({
        totalCount: c.int({
          description: 'How many questions the list holds in all.',
          resolve: (connection) => connection.totalCount(),
        }),
      }),
    },
    { name: 'QuestionEdge' },
  ),
);

builder.queryField('question', (t) =>
  t.prismaField({
    type: 'Question',
    nullable: true,
    authScopes: { member: true },
    description: 'One question by its databaseId; null when missing, malformed or hidden by moderation.',
    args: { databaseId: t.arg.string({ required: true }) },
    resolve: (query, _root, { databaseId }, ctx) => {
      const id = idOrNull(databaseId);
      return id
        ? ctx.services.prisma.question.findFirst({
            ...query,
            where: { id, ...questionShownWhere(ctx.viewer?.id ?? null) },
          })
        : null;
    },
  }),
);

const CommunityStatsRef = builder.objectRef<CommunityStats>('CommunityStats').implement({
  description: 'The Ask a Dad sidebar (definitions in docs/ask-a-dad.md).',
  fields: (t) => ({
    totalAnswers: t.exposeInt('totalAnswers', { description: 'Every answer there is.' }),
    activeDads: t.exposeInt('activeDads', {
      description: 'Distinct members who asked or answered in the last 30 days.',
    }),
    questionsToday: t.exposeInt('questionsToday', { description: 'Questions asked since midnight UTC.' }),
  }),
});

builder.queryField('askADadStats', (t) =>
  t.field({
    type: CommunityStatsRef,
    authScopes: { member: true },
    resolve: (_root, _args, ctx) => communityStats(ctx.services.prisma),
  }),
);
