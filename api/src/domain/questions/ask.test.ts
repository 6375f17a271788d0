/**
 * Asking and answering as members meet it: the asker is kept (never shown), each answer counts and tells the
 * asker who answered, unless the asker answers themself; hidden questions cannot be answered by others.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildQuestion, buildUser } from '../../testing/factories.js';
import { answerQuestion, askQuestion } from './ask.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const member = () => buildUser(app.services.prisma);
const answerNotifications = (userId: string) =>
  app.services.prisma.notification.findMany({ where: { userId, type: 'answer' } });

describe('askQuestion', () => {
  it('stores the trimmed question as the asker’s, with no answers yet', async () => {
    const asker = await member();
    const question = await askQuestion(app.services, asker.id, {
      title: ' Bedtime tips? ',
      content: 'Two kids, one room.',
    });
    expect(question).toMatchObject({ authorId: asker.id, title: 'Bedtime tips?', content: 'Two kids, one room.' });
    expect(question).toMatchObject({ answerCount: 0, helpfulCount: 0 });
  });

  it('refuses a question without a title or content as BAD_USER_INPUT', async () => {
    const asker = await member();
    for (const input of [{ title: 'Why?' }, { content: 'Because' }, undefined]) {
      await expect(askQuestion(app.services, asker.id, input)).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    }
    expect(await app.services.prisma.question.count({ where: { authorId: asker.id } })).toBe(0);
  });
});

describe('answerQuestion', () => {
  it('counts the answer and tells the asker who answered, but not when the asker answers', async () => {
    const [asker, dad] = [await member(), await member()];
    const question = await buildQuestion(app.services.prisma, asker.id, { title: 'Which stroller?' });
    await answerQuestion(app.services, asker.id, question.id, { content: 'Update: still unsure.' });
    expect(await answerNotifications(asker.id)).toEqual([]);
    const answer = await answerQuestion(app.services, dad.id, question.id, { content: ' The light one. ' });
    expect(answer).toMatchObject({
      questionId: question.id,
      authorId: dad.id,
      content: 'The light one.',
      isAccepted: false,
    });
    expect(await answerNotifications(asker.id)).toEqual([
      expect.objectContaining({
        actorId: dad.id,
        targetType: 'question',
        targetId: question.id,
        message: `@${dad.username} answered your question "Which stroller?"`,
      }),
    ]);
    expect((await app.services.prisma.question.findUniqueOrThrow({ where: { id: question.id } })).answerCount).toBe(2);
  });

  it('is NOT_FOUND on a hidden question (but to its asker) or an unknown id; BAD_USER_INPUT when empty', async () => {
    const [asker, dad] = [await member(), await member()];
    const hidden = await buildQuestion(app.services.prisma, asker.id, { hidden: 'moderators' });
    for (const id of [hidden.id, 'nope', '00000000-0000-7000-8000-000000000000']) {
      await expect(answerQuestion(app.services, dad.id, id, { content: 'Hi' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
    await answerQuestion(app.services, asker.id, hidden.id, { content: 'Still mine to add to.' });
    const open = await buildQuestion(app.services.prisma, asker.id);
    await expect(answerQuestion(app.services, dad.id, open.id, { content: '  ' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });
});
