/**
 * "Helpful" marks: a member marks someone else's answer once, and may take the mark back. The counters
 * (Answer.helpfulCount, Question.helpfulCount) move in the same statement, by trigger, so they stay exact
 * however many members mark at once.
 */
import { Prisma } from '../../generated/prisma/client.js';
import { conflict, forbidden } from '../errors.js';
import type { Services } from '../services.js';
import { findAnswer } from './read.js';

export const ALREADY_MARKED = 'You already marked this answer helpful.';
export const OWN_ANSWER = 'You cannot mark your own answer helpful.';

export async function markAnswerHelpful({ prisma }: Services, viewerId: string, rawAnswerId: unknown) {
  const answer = await findAnswer(prisma, viewerId, rawAnswerId);
  if (answer.authorId === viewerId) throw forbidden(OWN_ANSWER);
  // ON CONFLICT DO NOTHING rather than catching a unique violation: a failed statement would abort the
  // request's transaction, and two racing marks of one member must still give one 409, not a 500.
  const inserted = await prisma.$executeRaw(Prisma.sql`
    INSERT INTO "AnswerHelpfulMark" ("answerId", "userId", "questionId")
    VALUES (${answer.id}::uuid, ${viewerId}::uuid, ${answer.questionId}::uuid)
    ON CONFLICT DO NOTHING`);
  if (inserted === 0) throw conflict(ALREADY_MARKED);
  return answer.id;
}

/** Taking a mark back; without one it changes nothing. */
export async function unmarkAnswerHelpful({ prisma }: Services, viewerId: string, rawAnswerId: unknown) {
  const answer = await findAnswer(prisma, viewerId, rawAnswerId);
  await prisma.answerHelpfulMark.deleteMany({ where: { answerId: answer.id, userId: viewerId } });
  return answer.id;
}
