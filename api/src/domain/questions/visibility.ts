/**
 * Which questions and answers a member sees: all of them (Ask a Dad is open to every member), but what moderation
 * hides (moderation/visibility.ts): a question or answer a moderator hid or enough members reported, and
 * everything a suspended member wrote; their author still sees their own. An answer is seen with its question.
 * Written as SQL conditions and their Prisma twins, asked by the lists, the single reads and the writes alike.
 */
import { Prisma } from '../../generated/prisma/client.js';
import { moderationShownSql, moderationShownWhere } from '../moderation/visibility.js';
import { viewerParam, type VisibilityCondition } from '../visibility.js';

/** On the question row aliased `q`. */
export const questionShownSql: VisibilityCondition = (viewerId, q) =>
  moderationShownSql(viewerParam(viewerId), q, 'authorId');

/** On the answer row aliased `a`: the answer, and its question. */
export const answerShownSql: VisibilityCondition = (viewerId, a) =>
  Prisma.sql`(${moderationShownSql(viewerParam(viewerId), a, 'authorId')} AND EXISTS (
    SELECT 1 FROM "Question" aq WHERE aq.id = ${a}."questionId" AND ${questionShownSql(viewerId, Prisma.sql`aq`)}))`;

export const questionShownWhere = (viewerId: string | null): Prisma.QuestionWhereInput =>
  moderationShownWhere(viewerId, 'authorId', 'author') as Prisma.QuestionWhereInput;

/** An answer the viewer sees among its question's (the question is the caller's to check). */
export const answerInQuestionShownWhere = (viewerId: string | null): Prisma.AnswerWhereInput =>
  moderationShownWhere(viewerId, 'authorId', 'author') as Prisma.AnswerWhereInput;

/** An answer read on its own: it and its question. */
export const answerShownWhere = (viewerId: string | null): Prisma.AnswerWhereInput => ({
  AND: [answerInQuestionShownWhere(viewerId), { question: questionShownWhere(viewerId) }],
});
