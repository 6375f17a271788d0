/** Community Stats, counted from the rows: every answer, dads active in 30 days, questions since midnight UTC. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildAnswer, buildQuestion, buildUser } from '../../testing/factories.js';
import { communityStats, startOfUtcDay } from './stats.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const DAY = 24 * 60 * 60 * 1000;

describe('communityStats', () => {
  it('counts all answers, distinct recent askers and answerers, and today’s questions', async () => {
    const now = new Date('2026-03-10T15:00:00Z');
    const [asker, answerer, lapsed] = [
      await buildUser(app.services.prisma),
      await buildUser(app.services.prisma),
      await buildUser(app.services.prisma),
    ];
    const today = await buildQuestion(app.services.prisma, asker.id, { createdAt: new Date('2026-03-10T00:00:00Z') });
    await buildQuestion(app.services.prisma, asker.id, { createdAt: new Date('2026-03-09T23:59:59Z') });
    const old = await buildQuestion(app.services.prisma, lapsed.id, { createdAt: new Date(now.getTime() - 31 * DAY) });
    await buildAnswer(app.services.prisma, today.id, answerer.id, { createdAt: now });
    await buildAnswer(app.services.prisma, old.id, asker.id, { createdAt: now });
    await buildAnswer(app.services.prisma, old.id, lapsed.id, { createdAt: new Date(now.getTime() - 40 * DAY) });

    expect(await communityStats(app.services.prisma, now)).toEqual({
      totalAnswers: 3,
      activeDads: 2,
      questionsToday: 1,
    });
  });

  it('starts the day at midnight UTC', () => {
    expect(startOfUtcDay(new Date('2026-03-10T23:30:00-05:00'))).toEqual(new Date('2026-03-11T00:00:00Z'));
  });
});
