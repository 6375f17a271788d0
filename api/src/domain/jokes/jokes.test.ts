import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dadJokes as seedClassics } from '../../seed/content-talk.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { dadhoodJokes } from './collection.js';
import { ensureDadJokes, jokeOfTheDay, randomDadJoke } from './jokes.js';

describe("Dadhood's joke collection", () => {
  it('has at least 150 distinct, tidy jokes of its own', () => {
    expect(dadhoodJokes.length).toBeGreaterThanOrEqual(150);
    expect(new Set(dadhoodJokes.map((j) => j.toLowerCase())).size).toBe(dadhoodJokes.length);
    for (const joke of dadhoodJokes) {
      expect(joke).toBe(joke.trim());
      expect(joke.length).toBeLessThanOrEqual(200);
      expect(seedClassics).not.toContain(joke);
    }
  });
});

describe('with a database', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('answers from the collection while the table is still empty', async () => {
    expect(await app.services.prisma.dadJoke.count()).toBe(0);
    expect(dadhoodJokes).toContain(await randomDadJoke(app.services.prisma));
    expect(dadhoodJokes).toContain(await jokeOfTheDay(app.services.prisma));
  });

  it('ensures the collection idempotently, keeping jokes added by others', async () => {
    const { prisma } = app.services;
    await prisma.dadJoke.create({ data: { text: seedClassics[0]! } });
    await prisma.dadJoke.create({ data: { text: dadhoodJokes[0]! } });
    expect(await ensureDadJokes(prisma)).toBe(dadhoodJokes.length - 1);
    expect(await ensureDadJokes(prisma)).toBe(0);
    expect(await prisma.dadJoke.count()).toBe(dadhoodJokes.length + 1);
  });

  it('draws random jokes from the table, not always the same one', async () => {
    const { prisma } = app.services;
    await ensureDadJokes(prisma);
    const stored = new Set((await prisma.dadJoke.findMany()).map((j) => j.text));
    const drawn = new Set<string>();
    for (let i = 0; i < 20; i += 1) drawn.add(await randomDadJoke(prisma));
    for (const joke of drawn) expect(stored.has(joke)).toBe(true);
    expect(drawn.size).toBeGreaterThan(1);
  });

  it('keeps the joke of the day all UTC day and changes it the next', async () => {
    const { prisma } = app.services;
    await ensureDadJokes(prisma);
    const morning = await jokeOfTheDay(prisma, new Date('2026-03-14T00:00:01Z'));
    expect(await jokeOfTheDay(prisma, new Date('2026-03-14T23:59:59Z'))).toBe(morning);
    expect(await jokeOfTheDay(prisma, new Date('2026-03-15T00:00:01Z'))).not.toBe(morning);
    const week = await Promise.all(
      [15, 16, 17, 18, 19, 20, 21].map((d) => jokeOfTheDay(prisma, new Date(`2026-03-${d}T12:00:00Z`))),
    );
    expect(new Set(week).size).toBe(7);
  });
});
