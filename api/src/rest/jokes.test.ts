import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDadJokes } from '../domain/jokes/jokes.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildUser, signedInClient } from '../testing/factories.js';

let app: TestApp;
let stored: Set<string>;
beforeAll(async () => {
  app = await createTestApp();
  // What start-up does (the test app skips startServer).
  await ensureDadJokes(app.services.prisma);
  stored = new Set((await app.services.prisma.dadJoke.findMany()).map((j) => j.text));
});
afterAll(() => app.close());

describe('GET /api/dad-joke', () => {
  it('answers a visitor and a member with {joke}, one of the stored jokes', async () => {
    expect(stored.size).toBeGreaterThanOrEqual(150);
    const member = await signedInClient(app, await buildUser(app.services.prisma));
    for (const client of [app.client(), member]) {
      const response = await client.get('/api/dad-joke');
      expect(response.status).toBe(200);
      const body = (await response.json()) as { joke: string };
      expect(Object.keys(body)).toEqual(['joke']);
      expect(stored.has(body.joke)).toBe(true);
    }
  });
});
