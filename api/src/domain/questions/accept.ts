/**
 * Accepting an answer: only the asker, one answer per question (accepting another replaces it), and the asker
 * may take it back. The answerer is notified without an actor, so the asker stays anonymous.
 */
import { Prisma } from '../../generated/prisma/client.js';
import { forbidden, notFound } from '../errors.js';
import { announceNotificationsChanged, createNotifications } from '../notifications/notifications.js';
import type { Services } from '../services.js';
import { findAnswer, findQuestion } from './read.js';

export const ONLY_ASKER_ACCEPTS = 'Only the member who asked this question can accept an answer.';

export async function acceptAnswer(
  { prisma, events, jobs, config }: Services,
  viewerId: string,
  rawAnswerId: unknown,
  rawQuestionId?: unknown,
) {
  const answer = await findAnswer(prisma, viewerId, rawAnswerId);
  // REST names the question in the path too: an answer of another question is not found there.
  if (rawQuestionId !== undefined && (await findQuestion(prisma, viewerId, rawQuestionId)).id !== answer.questionId) {
    throw notFound('Answer');
  }
  if (answer.question.authorId !== viewerId) throw forbidden(ONLY_ASKER_ACCEPTS);
  const notified = await prisma.$transaction(async (tx) => {
    // Lock the question so two accepts of one question run one after the other (one accepted answer).
    await tx.$queryRaw(Prisma.sql`SELECT id FROM "Question" WHERE id = ${answer.questionId}::uuid FOR UPDATE`);
    const current = await tx.answer.findFirst({
      where: { questionId: answer.questionId, isAccepted: true },
      select: { id: true },
    });
    if (current?.id === answer.id) return [];
    if (current) await tx.answer.update({ where: { id: current.id }, data: { isAccepted: false } });
    await tx.answer.update({ where: { id: answer.id }, data: { isAccepted: true } });
    if (answer.authorId === viewerId) return [];
    return createNotifications(
      tx,
      [
        {
          userId: answer.authorId,
          actorId: null,
          type: 'answer',
          title: 'Answer accepted',
          message: 'Your answer was accepted by the member who asked the question.',
          target: { type: 'question', id: answer.questionId },
          about: { type: 'question', id: answer.questionId },
        },
      ],
      { jobs, config },
    );
  });
  announceNotificationsChanged(events, notified);
  return answer.questionId;
}

export async function unacceptAnswer({ prisma }: Services, viewerId: string, rawQuestionId: unknown) {
  const question = await findQuestion(prisma, viewerId, rawQuestionId);
  if (question.authorId !== viewerId) throw forbidden(ONLY_ASKER_ACCEPTS);
  await prisma.answer.updateMany({ where: { questionId: question.id, isAccepted: true }, data: { isAccepted: false } });
  return question.id;
}
