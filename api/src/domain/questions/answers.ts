/**
 * A question's answers: the accepted one first, then oldest first (the index on questionId, isAccepted desc,
 * createdAt, id). GraphQL pages them with Prisma's cursor over this order; /api with a keyset cursor.
 */
import type { DbTx } from '../../db/prisma.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { pageSize } from '../paging.js';
import { decodePosition, encodePosition } from './cursor.js';
import { findQuestion } from './read.js';
import { answerInQuestionShownWhere } from './visibility.js';

export const DEFAULT_ANSWER_LIMIT = 20;
export const MAX_ANSWER_LIMIT = 50;

export const acceptedThenOldest: Prisma.AnswerOrderByWithRelationInput[] = [
  { isAccepted: 'desc' },
  { createdAt: 'asc' },
  { id: 'asc' },
];

/** What presenting an answer needs: its author, its question's asker, and the viewer's own mark. */
export function answerInclude(viewerId: string) {
  return {
    author: true,
    question: { select: { authorId: true } },
    helpfulMarks: { where: { userId: viewerId }, select: { userId: true } },
  } satisfies Prisma.AnswerInclude;
}
export type ListedAnswer = Prisma.AnswerGetPayload<{ include: ReturnType<typeof answerInclude> }>;

export async function answerPage(db: DbTx, viewerId: string, rawQuestionId: unknown, limit: unknown, cursor: unknown) {
  const question = await findQuestion(db, viewerId, rawQuestionId);
  const take = pageSize(limit, DEFAULT_ANSWER_LIMIT, MAX_ANSWER_LIMIT);
  const at = decodePosition(cursor);
  const later = at && {
    OR: [{ createdAt: { gt: at.createdAt } }, { createdAt: at.createdAt, id: { gt: at.id } }],
  };
  // After an accepted answer come the others from the start; after another, the ones after it.
  const where: Prisma.AnswerWhereInput = !at
    ? {}
    : at.rank === 1
      ? { OR: [{ isAccepted: false }, { isAccepted: true, ...later }] }
      : { isAccepted: false, ...later };
  const rows = await db.answer.findMany({
    where: { questionId: question.id, AND: [where, answerInQuestionShownWhere(viewerId)] },
    orderBy: acceptedThenOldest,
    take: take + 1,
    include: answerInclude(viewerId),
  });
  const answers = rows.slice(0, take);
  const last = answers.at(-1);
  const nextCursor =
    rows.length > take && last
      ? encodePosition({ rank: last.isAccepted ? 1 : 0, createdAt: last.createdAt, id: last.id })
      : null;
  return { answers, nextCursor };
}
