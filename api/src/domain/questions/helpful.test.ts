/** "Helpful" marks: once per member on someone else's answer, taken back at will, counted on answer and question. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildAnswer, buildQuestion, buildUser } from '../../testing/factories.js';
import { markAnswerHelpful, unmarkAnswerHelpful } from './helpful.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const member = () => buildUser(app.services.prisma);
const counts = async (questionId: string, answerId: string) => [
  (await app.services.prisma.answer.findUniqueOrThrow({ where: { id: answerId } })).helpfulCount,
  (await app.services.prisma.question.findUniqueOrThrow({ where: { id: questionId } })).helpfulCount,
];

describe('markAnswerHelpful', () => {
  it('counts one mark per member on the answer and its question: a second is a CONFLICT', async () => {
    const [asker, dad, reader] = [await member(), await member(), await member()];
    const question = await buildQuestion(app.services.prisma, asker.id);
    const answer = await buildAnswer(app.services.prisma, question.id, dad.id);
    await markAnswerHelpful(app.services, reader.id, answer.id);
    await markAnswerHelpful(app.services, asker.id, answer.id);
    await expect(markAnswerHelpful(app.services, reader.id, answer.id)).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await counts(question.id, answer.id)).toEqual([2, 2]);
  });

  it('is FORBIDDEN on one’s own answer, NOT_FOUND on a hidden one', async () => {
    const [asker, dad] = [await member(), await member()];
    const question = await buildQuestion(app.services.prisma, asker.id);
    const answer = await buildAnswer(app.services.prisma, question.id, dad.id);
    await expect(markAnswerHelpful(app.services, dad.id, answer.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const hidden = await buildAnswer(app.services.prisma, question.id, dad.id, { hidden: 'pending_review' });
    await expect(markAnswerHelpful(app.services, asker.id, hidden.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await counts(question.id, answer.id)).toEqual([0, 0]);
  });
});

describe('unmarkAnswerHelpful', () => {
  it('takes the mark back (the counts follow), and changes nothing without one', async () => {
    const [asker, dad, reader] = [await member(), await member(), await member()];
    const question = await buildQuestion(app.services.prisma, asker.id);
    const answer = await buildAnswer(app.services.prisma, question.id, dad.id);
    await markAnswerHelpful(app.services, reader.id, answer.id);
    await unmarkAnswerHelpful(app.services, reader.id, answer.id);
    await unmarkAnswerHelpful(app.services, reader.id, answer.id);
    expect(await counts(question.id, answer.id)).toEqual([0, 0]);
    // Taken back, it may be given again.
    await markAnswerHelpful(app.services, reader.id, answer.id);
    expect(await counts(question.id, answer.id)).toEqual([1, 1]);
  });
});
