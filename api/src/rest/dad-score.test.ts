import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_DAD_SCORE, ACTIVE_DAD_STATS, buildActiveDad } from '../testing/dad-score.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { buildUser, signedInClient } from '../testing/factories.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('GET /api/users/stats', () => {
  it('answers 401 to a visitor', async () => {
    const response = await app.client().get('/api/users/stats');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it("gives the viewer's posts, accepted connections, groups and events attended", async () => {
    const dad = await buildActiveDad(app.services.prisma);
    const response = await (await signedInClient(app, dad)).get('/api/users/stats');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(ACTIVE_DAD_STATS);
  });

  it('is all zeros for a new member', async () => {
    const client = await signedInClient(app, await buildUser(app.services.prisma));
    expect(await (await client.get('/api/users/stats')).json()).toEqual({
      posts: 0,
      connections: 0,
      groups: 0,
      events: 0,
    });
  });
});

describe('POST /api/users/dad-score/calculate', () => {
  it('answers 401 to a visitor', async () => {
    const response = await app.client().post('/api/users/dad-score/calculate');
    expect(response.status).toBe(401);
  });

  it('recalculates, stores and returns the score', async () => {
    const dad = await buildActiveDad(app.services.prisma);
    const response = await (await signedInClient(app, dad)).post('/api/users/dad-score/calculate');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ dadScore: ACTIVE_DAD_SCORE });
    expect((await app.services.prisma.user.findUniqueOrThrow({ where: { id: dad.id } })).dadScore).toBe(
      ACTIVE_DAD_SCORE,
    );
  });
});
