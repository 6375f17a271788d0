/**
 * The Ask a Dad list as members read it: newest, unanswered or most helpful first, searchable, paged without
 * gaps, and without what moderation hides (but the asker's own).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildAnswer, buildQuestion, buildUser } from '../../testing/factories.js';
import { countQuestions, loadQuestions, type QuestionListInput, questionPage } from './list.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
// Each test lists its own questions only.
beforeEach(() => app.services.prisma.question.deleteMany());

const member = () => buildUser(app.services.prisma);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const ids = async (viewerId: string, input: QuestionListInput) =>
  (await questionPage(app.services.prisma, viewerId, input)).ids;

/** `count` helpful marks on a new answer of the question, each from a new member. */
async function markHelpful(questionId: string, count: number) {
  const answer = await buildAnswer(app.services.prisma, questionId, (await member()).id);
  for (let i = 0; i < count; i++) {
    const userId = (await member()).id;
    await app.services.prisma.answerHelpfulMark.create({ data: { answerId: answer.id, userId, questionId } });
  }
  return answer;
}

describe('questionPage', () => {
  it('orders newest first, unanswered (no answers) newest first, or most helpful first', async () => {
    const [asker, viewer] = [await member(), await member()];
    const old = await buildQuestion(app.services.prisma, asker.id, { createdAt: minutesAgo(30) });
    const mid = await buildQuestion(app.services.prisma, asker.id, { createdAt: minutesAgo(20) });
    const recent = await buildQuestion(app.services.prisma, asker.id, { createdAt: minutesAgo(10) });
    await markHelpful(old.id, 2);
    await markHelpful(mid.id, 0);

    expect(await ids(viewer.id, { sort: 'newest' })).toEqual([recent.id, mid.id, old.id]);
    expect(await ids(viewer.id, { sort: 'unanswered' })).toEqual([recent.id]);
    expect(await ids(viewer.id, { sort: 'helpful' })).toEqual([old.id, recent.id, mid.id]);
    expect(await countQuestions(app.services.prisma, viewer.id, { sort: 'unanswered' })).toBe(1);
  });

  it('leaves out hidden questions and those of a suspended member, but for their asker', async () => {
    const [asker, suspended, viewer] = [await member(), await member(), await member()];
    const shown = await buildQuestion(app.services.prisma, asker.id);
    const hidden = await buildQuestion(app.services.prisma, asker.id, {
      hidden: 'moderators',
      createdAt: minutesAgo(1),
    });
    await buildQuestion(app.services.prisma, suspended.id, { createdAt: minutesAgo(2) });
    await app.services.prisma.user.update({ where: { id: suspended.id }, data: { suspendedAt: new Date() } });

    expect(await ids(viewer.id, { sort: 'newest' })).toEqual([shown.id]);
    expect(await ids(asker.id, { sort: 'newest' })).toEqual([shown.id, hidden.id]);
    expect(await loadQuestions(app.services.prisma, viewer.id, [hidden.id, shown.id])).toEqual([
      expect.objectContaining({ id: shown.id }),
    ]);
  });

  it('searches the title and content, and refuses a search over 100 characters', async () => {
    const [asker, viewer] = [await member(), await member()];
    const inTitle = await buildQuestion(app.services.prisma, asker.id, { title: 'Best stroller for trails?' });
    const inContent = await buildQuestion(app.services.prisma, asker.id, {
      title: 'Gear',
      content: 'Which stroller folds?',
    });
    await buildQuestion(app.services.prisma, asker.id, { title: 'Bedtime battles', content: 'Two kids, one room.' });
    expect((await ids(viewer.id, { sort: 'newest', search: 'stroller' })).sort()).toEqual(
      [inTitle.id, inContent.id].sort(),
    );
    await expect(ids(viewer.id, { sort: 'newest', search: 'x'.repeat(101) })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });

  it('pages on from the cursor without gaps or repeats, and refuses a cursor it did not give', async () => {
    const [asker, viewer] = [await member(), await member()];
    const sameMoment = minutesAgo(5);
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push(await buildQuestion(app.services.prisma, asker.id, { createdAt: sameMoment }));
    const first = await questionPage(app.services.prisma, viewer.id, { sort: 'newest', limit: 2 });
    const second = await questionPage(app.services.prisma, viewer.id, {
      sort: 'newest',
      limit: 2,
      cursor: first.nextCursor,
    });
    expect(first.ids).toHaveLength(2);
    expect(second.nextCursor).toBeNull();
    expect([...first.ids, ...second.ids].sort()).toEqual(made.map((q) => q.id).sort());
    await expect(ids(viewer.id, { sort: 'newest', cursor: 'not-a-cursor' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });
});
