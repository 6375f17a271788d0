/**
 * Writing Ask a Dad over GraphQL: the same commands as POST /api/questions, /api/questions/:id/answers,
 * /api/answers/:id/helpful and /api/questions/:id/accept. Ids are given either way (a node id or a databaseId).
 */
import { acceptAnswer, unacceptAnswer } from '../../domain/questions/accept.js';
import { answerQuestion, askQuestion } from '../../domain/questions/ask.js';
import { markAnswerHelpful, unmarkAnswerHelpful } from '../../domain/questions/helpful.js';
import { builder } from '../builder.js';
import { rawOrGlobalIdOf } from '../global-id.js';
import type { GraphQLContext } from '../context.js';

const AskQuestionInput = builder.inputType('AskQuestionInput', {
  fields: (t) => ({
    title: t.string({ required: true, description: 'Non-blank, at most 1000 characters.' }),
    content: t.string({ required: true, description: 'Non-blank, at most 1000 characters.' }),
  }),
});

const AnswerQuestionInput = builder.inputType('AnswerQuestionInput', {
  fields: (t) => ({
    questionId: t.id({ required: true, description: 'The Question (its id or databaseId).' }),
    content: t.string({ required: true, description: 'Non-blank, at most 1000 characters.' }),
  }),
});

builder.mutationField('askQuestion', (t) =>
  t.prismaField({
    type: 'Question',
    errors: {},
    authScopes: { write: 'write:posts' },
    description: 'Asks a question, anonymously.',
    args: { input: t.arg({ type: AskQuestionInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const question = await askQuestion(ctx.services, ctx.viewer!.id, input);
      return ctx.services.prisma.question.findUniqueOrThrow({ ...query, where: { id: question.id } });
    },
  }),
);

builder.mutationField('answerQuestion', (t) =>
  t.prismaField({
    type: 'Answer',
    errors: {},
    authScopes: { write: 'write:posts' },
    description: 'Answers a question (NOT_FOUND when it does not exist); the asker is notified.',
    args: { input: t.arg({ type: AnswerQuestionInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const questionId = rawOrGlobalIdOf(input.questionId, 'Question');
      const answer = await answerQuestion(ctx.services, ctx.viewer!.id, questionId, { content: input.content });
      return ctx.services.prisma.answer.findUniqueOrThrow({ ...query, where: { id: answer.id } });
    },
  }),
);

type AnswerCommand = (services: GraphQLContext['services'], viewerId: string, answerId: unknown) => Promise<string>;

function answerMutation(name: string, command: AnswerCommand, description: string) {
  builder.mutationField(name, (t) =>
    t.prismaField({
      type: 'Answer',
      errors: {},
      authScopes: { write: 'write:posts' },
      description,
      args: { answerId: t.arg.id({ required: true, description: 'The Answer (its id or databaseId).' }) },
      resolve: async (query, _root, { answerId }, ctx) => {
        const id = await command(ctx.services, ctx.viewer!.id, rawOrGlobalIdOf(answerId, 'Answer'));
        return ctx.services.prisma.answer.findUniqueOrThrow({ ...query, where: { id } });
      },
    }),
  );
}

answerMutation(
  'markAnswerHelpful',
  markAnswerHelpful,
  'Marks an answer helpful: once (CONFLICT the second time), never your own (FORBIDDEN).',
);
answerMutation('unmarkAnswerHelpful', unmarkAnswerHelpful, 'Takes back your helpful mark (none: nothing changes).');

builder.mutationField('acceptAnswer', (t) =>
  t.prismaField({
    type: 'Question',
    errors: {},
    authScopes: { write: 'write:posts' },
    description: 'The asker accepts one answer of their question (replacing any other); anyone else is FORBIDDEN.',
    args: { answerId: t.arg.id({ required: true, description: 'The Answer (its id or databaseId).' }) },
    resolve: async (query, _root, { answerId }, ctx) => {
      const id = await acceptAnswer(ctx.services, ctx.viewer!.id, rawOrGlobalIdOf(answerId, 'Answer'));
      return ctx.services.prisma.question.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
);

builder.mutationField('unacceptAnswer', (t) =>
  t.prismaField({
    type: 'Question',
    errors: {},
    authScopes: { write: 'write:posts' },
    description: 'The asker takes back the accepted answer; anyone else is FORBIDDEN.',
    args: { questionId: t.arg.id({ required: true, description: 'The Question (its id or databaseId).' }) },
    resolve: async (query, _root, { questionId }, ctx) => {
      const id = await unacceptAnswer(ctx.services, ctx.viewer!.id, rawOrGlobalIdOf(questionId, 'Question'));
      return ctx.services.prisma.question.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
);
