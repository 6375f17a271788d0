/**
 * Ask a Dad: questions and the community's answers.
 */
import type { Prisma } from '../db/prisma.js';
import type { Member, SeedContext } from './context.js';
import { questions } from './content-talk.js';

export interface SeededAnswer {
  questionId: string;
  asker: Member;
  title: string;
  by: Member;
  at: Date;
}

export async function seedAskADad(ctx: SeedContext): Promise<{ questions: number; answers: SeededAnswer[] }> {
  const rng = ctx.random('askadad');
  const { clock } = ctx;
  const questionRows: Prisma.QuestionCreateManyInput[] = [];
  const answerRows: Prisma.AnswerCreateManyInput[] = [];
  const answers: SeededAnswer[] = [];

  for (const q of questions) {
    const asker = ctx.byUsername(q.by);
    const askedAt = clock.daysAgo(q.daysAgo + rng.between(0, 0.5));
    const questionId = ctx.ids.next(askedAt);
    questionRows.push({
      id: questionId, authorId: asker.id, title: q.title, content: q.content, createdAt: askedAt, updatedAt: askedAt,
    });
    let at = askedAt;
    for (const [username, content] of q.answers) {
      // Answers arrive in the order written, spread over the hours and days after the question.
      const soon = clock.plusMinutes(at, 60 * rng.between(1, 30));
      const cap = clock.hoursAgo(0.5);
      at = clock.between(rng, at, soon < cap ? soon : cap);
      const by = ctx.byUsername(username);
      answerRows.push({ id: ctx.ids.next(at), questionId, authorId: by.id, content, createdAt: at, updatedAt: at });
      answers.push({ questionId, asker, title: q.title, by, at });
    }
  }

  await ctx.tx.question.createMany({ data: questionRows });
  await ctx.tx.answer.createMany({ data: answerRows });
  return { questions: questionRows.length, answers };
}
