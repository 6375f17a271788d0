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
      id: questionId,
      authorId: asker.id,
      title: q.title,
      content: q.content,
      createdAt: askedAt,
      updatedAt: askedAt,
    });
    let at = askedAt;
    for (const [username, content] of q.answers) {
      // Answers arrive in the order written, spread over the hours and days after the question.
      const soon = clock.plusMinutes(at, 60 * rng.between(1, 30));
      const cap = clock.hoursAgo(0.5);
      // biome-ignore lint/complexity/useMathMinMax: Dates, which Math.min would turn into numbers
      at = clock.between(rng, at, soon < cap ? soon : cap);
      const by = ctx.byUsername(username);
      answerRows.push({ id: ctx.ids.next(at), questionId, authorId: by.id, content, createdAt: at, updatedAt: at });
      answers.push({ questionId, asker, title: q.title, by, at });
    }
  }

  acceptSomeAnswers(ctx, questionRows, answerRows);
  await ctx.tx.question.createMany({ data: questionRows });
  await ctx.tx.answer.createMany({ data: answerRows });
  // The counters (answerCount, helpfulCount) follow from the rows: the triggers of migration ask_a_dad.
  await ctx.tx.answerHelpfulMark.createMany({ data: helpfulMarks(ctx, answerRows) });
  return { questions: questionRows.length, answers };
}

/** Some askers accepted an answer (another member's): about two questions in five that have answers. */
function acceptSomeAnswers(
  ctx: SeedContext,
  questionRows: Prisma.QuestionCreateManyInput[],
  answerRows: Prisma.AnswerCreateManyInput[],
) {
  const rng = ctx.random('askadad-accepted');
  for (const question of questionRows) {
    const others = answerRows.filter((a) => a.questionId === question.id && a.authorId !== question.authorId);
    if (others.length > 0 && rng.chance(0.4)) rng.pick(others).isAccepted = true;
  }
}

/** Members found answers helpful: up to 6 marks an answer, never by its author, after it was written. */
function helpfulMarks(
  ctx: SeedContext,
  answerRows: Prisma.AnswerCreateManyInput[],
): Prisma.AnswerHelpfulMarkCreateManyInput[] {
  const rng = ctx.random('askadad-helpful');
  return answerRows.flatMap((answer) =>
    rng
      .sample(
        ctx.members.filter((m) => m.id !== answer.authorId),
        rng.int(0, 6),
      )
      .map((m) => ({
        answerId: answer.id!,
        userId: m.id,
        questionId: answer.questionId,
        createdAt: ctx.clock.between(rng, answer.createdAt as Date, ctx.clock.hoursAgo(0)),
      })),
  );
}
