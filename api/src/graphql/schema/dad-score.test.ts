import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_DAD_SCORE, ACTIVE_DAD_STATS, buildActiveDad } from '../../testing/dad-score.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser } from '../../testing/factories.js';
import { cookieFor, graphql } from '../../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('User.stats and Mutation.calculateDadScore', () => {
  const CALCULATE = `mutation {
    calculateDadScore {
      __typename
      ... on MutationCalculateDadScoreSuccess { data { databaseId dadScore stats { posts connections groups events } } }
      ... on AppError { code message }
    }
  }`;

  it('recalculates like POST /api/users/dad-score/calculate and returns the viewer with the same stats as GET /api/users/stats', async () => {
    const dad = await buildActiveDad(app.services.prisma);
    const body = await graphql(app, CALCULATE, {}, await cookieFor(app, dad));
    expect(body.data.calculateDadScore).toEqual({
      __typename: 'MutationCalculateDadScoreSuccess',
      data: { databaseId: dad.id, dadScore: ACTIVE_DAD_SCORE, stats: ACTIVE_DAD_STATS },
    });
  });

  it("shows any member's stats to a member, batched", async () => {
    const dad = await buildActiveDad(app.services.prisma);
    const viewer = await buildUser(app.services.prisma);
    const body = await graphql(
      app,
      `query($ids: [ID!]!) { nodes(ids: $ids) { ... on User { databaseId stats { posts connections groups events } } } }`,
      { ids: [dad.id, viewer.id].map((id) => Buffer.from(`User:${id}`).toString('base64')) },
      await cookieFor(app, viewer),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data.nodes).toEqual([
      { databaseId: dad.id, stats: ACTIVE_DAD_STATS },
      { databaseId: viewer.id, stats: { posts: 0, connections: 0, groups: 0, events: 0 } },
    ]);
  });

  it('answers a visitor with an UNAUTHENTICATED AppError', async () => {
    expect((await graphql(app, CALCULATE)).data.calculateDadScore).toEqual({
      __typename: 'AppError',
      code: 'UNAUTHENTICATED',
      message: 'Unauthorized',
    });
  });
});
