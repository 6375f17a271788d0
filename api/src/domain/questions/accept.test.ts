/**
 * Accepting an answer: the asker's alone, one accepted answer per question (another replaces it), taken back at
 * will; the answerer is told without learning who asked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildAnswer, buildQuestion, buildUser } from '../../testing/factories.js';
import { acceptAnswer, unacceptAnswer } from './accept.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const member = () => buildUser(app.services.prisma);
const accepted = async (questionId: string) =>
  (await app.services.prisma.answer.findMany({ where: { questionId, isAccepted: true } })).map((a) => a.id);
const notifications = (userId: string) =>
  app.services.prisma.notification.findMany({ where: { userId, type: 'answer' } });

describe('acceptAnswer', () => {
  it('accepts one answer at a time, telling each answerer once and anonymously', async () => {
    const [asker, first, second] = [await member(), await member(), await member()];
    const question = await buildQuestion(app.services.prisma, asker.id);
    const a = await buildAnswer(app.services.prisma, question.id, first.id);
    const b = await buildAnswer(app.services.prisma, question.id, second.id);
    expect(await acceptAnswer(app.services, asker.id, a.id)).toBe(question.id);
    await acceptAnswer(app.services, asker.id, a.id);
    expect(await accepted(question.id)).toEqual([a.id]);
    expect(await notifications(first.id)).toEqual([
      expect.objectContaining({ actorId: null, title: 'Answer accepted', targetId: question.id }),
    ]);
    await acceptAnswer(app.services, asker.id, b.id, question.id);
    expect(await accepted(question.id)).toEqual([b.id]);
    expect(await notifications(second.id)).toHaveLength(1);
  });

  it('is FORBIDDEN to anyone but the asker, the answerer included', async () => {
    const [asker, dad] = [await member(), await member()];
    const question = await buildQuestion(app.services.prisma, asker.id);
    const answer = await buildAnswer(app.services.prisma, question.id, dad.id);
    await expect(acceptAnswer(app.services, dad.id, answer.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(unacceptAnswer(app.services, dad.id, question.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await accepted(question.id)).toEqual([]);
  });

  it('is NOT_FOUND for an answer of another question than the one named, or one hidden', async () => {
    const [asker, dad] = [await member(), await member()];
    const question = await buildQuestion(app.services.prisma, asker.id);
    const other = await buildQuestion(app.services.prisma, asker.id);
    const answer = await buildAnswer(app.services.prisma, other.id, dad.id);
    await expect(acceptAnswer(app.services, asker.id, answer.id, question.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const hidden = await buildAnswer(app.services.prisma, question.id, dad.id, { hidden: 'moderators' });
    await expect(acceptAnswer(app.services, asker.id, hidden.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect([...(await accepted(question.id)), ...(await accepted(other.id))]).toEqual([]);
  });

  it('tells no one when the asker accepts their own answer, and lets the asker take it back', async () => {
    const asker = await member();
    const question = await buildQuestion(app.services.prisma, asker.id);
    const own = await buildAnswer(app.services.prisma, question.id, asker.id);
    await acceptAnswer(app.services, asker.id, own.id);
    expect(await notifications(asker.id)).toEqual([]);
    expect(await unacceptAnswer(app.services, asker.id, question.id)).toBe(question.id);
    expect(await accepted(question.id)).toEqual([]);
  });
});
