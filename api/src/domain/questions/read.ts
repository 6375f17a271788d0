/**
 * Finding a question or an answer by the id a client sent: a malformed or unknown id is a 404 alike, and so is
 * one moderation keeps from the viewer (./visibility.ts). Otherwise every member may read every question (they
 * are anonymous, not private).
 */
import type { DbTx } from '../../db/prisma.js';
import { notFound } from '../errors.js';
import { idOrNull } from './rules.js';
import { answerShownWhere, questionShownWhere } from './visibility.js';

export async function findQuestion(db: DbTx, viewerId: string, rawId: unknown) {
  const id = idOrNull(rawId);
  const question = id ? await db.question.findFirst({ where: { id, ...questionShownWhere(viewerId) } }) : null;
  if (!question) throw notFound('Question');
  return question;
}

/** The answer, with its question's asker (for the accept and "own answer" rules). */
export async function findAnswer(db: DbTx, viewerId: string, rawId: unknown) {
  const id = idOrNull(rawId);
  const answer = id
    ? await db.answer.findFirst({
        where: { id, ...answerShownWhere(viewerId) },
        include: { question: { select: { id: true, authorId: true } } },
      })
    : null;
  if (!answer) throw notFound('Answer');
  return answer;
}
