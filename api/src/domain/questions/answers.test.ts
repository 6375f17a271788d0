/** A question's answers as members read them: the accepted one first, then oldest first, paged without gaps. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildAnswer, buildQuestion, buildUser } from '../../testing/factories.js';
import { answerPage } from './answers.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const member = () => buildUser(app.services.prisma);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('answerPage', () => {
  it('puts the accepted answer first, then the others oldest first, without hidden ones but the viewer’s', async () => {
    const [asker, dad, viewer] = [await member(), await member(), await member()];
    const question = await buildQuestion(app.services.prisma, asker.id);
    const answer = (minutes: number, extra = {}) =>
      buildAnswer(app.services.prisma, question.id, dad.id, { createdAt: minutesAgo(minutes), ...extra });
    const oldest = await answer(30);
    const accepted = await answer(10, { isAccepted: true });
    const middle = await answer(20);
    const hidden = await answer(25, { hidden: 'moderators' });

    const seen = await answerPage(app.services.prisma, viewer.id, question.id, undefined, undefined);
    expect(seen.answers.map((a) => a.id)).toEqual([accepted.id, oldest.id, middle.id]);
    const byAuthor = await answerPage(app.services.prisma, dad.id, question.id, undefined, undefined);
    expect(byAuthor.answers.map((a) => a.id)).toEqual([accepted.id, oldest.id, hidden.id, middle.id]);
  });

  it('pages on from the cursor, past the accepted answer, to the end', async () => {
    const [asker, viewer] = [await member(), await member()];
    const question = await buildQuestion(app.services.prisma, asker.id);
    const made = [];
    for (const minutes of [40, 30, 20]) {
      made.push(await buildAnswer(app.services.prisma, question.id, asker.id, { createdAt: minutesAgo(minutes) }));
    }
    const accepted = await buildAnswer(app.services.prisma, question.id, asker.id, { isAccepted: true });
    const walked: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page = await answerPage(app.services.prisma, viewer.id, question.id, 1, cursor);
      walked.push(...page.answers.map((a) => a.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual([accepted.id, ...made.map((a) => a.id)]);
  });

  it('is NOT_FOUND for a hidden question, BAD_USER_INPUT for a foreign cursor', async () => {
    const [asker, viewer] = [await member(), await member()];
    const hidden = await buildQuestion(app.services.prisma, asker.id, { hidden: 'pending_review' });
    await expect(answerPage(app.services.prisma, viewer.id, hidden.id, 10, undefined)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const open = await buildQuestion(app.services.prisma, asker.id);
    await expect(answerPage(app.services.prisma, viewer.id, open.id, 10, 'abc')).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });
});
