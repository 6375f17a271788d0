import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDadJokes, jokeOfTheDay } from '../../domain/jokes/jokes.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser } from '../../testing/factories.js';
import { cookieFor, graphql } from '../../testing/graphql.js';

let app: TestApp;
let stored: Set<string>;
beforeAll(async () => {
  app = await createTestApp();
  await ensureDadJokes(app.services.prisma); // what start-up does
  stored = new Set((await app.services.prisma.dadJoke.findMany()).map((j) => j.text));
});
afterAll(() => app.close());

describe('Query.dadJoke and Query.jokeOfTheDay', () => {
  it('give a stored joke, to visitors and members alike', async () => {
    const cookie = await cookieFor(app, await buildUser(app.services.prisma));
    for (const who of [undefined, cookie]) {
      const body = await graphql(app, '{ dadJoke jokeOfTheDay }', {}, who);
      expect(body.errors).toBeUndefined();
      expect(stored.has(body.data.dadJoke)).toBe(true);
      expect(body.data.jokeOfTheDay).toBe(await jokeOfTheDay(app.services.prisma));
    }
  });
});
