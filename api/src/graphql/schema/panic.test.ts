import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panicLines } from '../../domain/panic/lines.js';
import { buildDadWithFriends, panicNotifications } from '../../testing/panic.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { signedInClient } from '../../testing/factories.js';
import { cookieFor, graphql } from '../../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('Mutation.activatePanic', () => {
  const ACTIVATE = `mutation {
    activatePanic {
      __typename
      ... on MutationActivatePanicSuccess { data { notifiedCount line } }
      ... on AppError { code message retryAfterSeconds }
    }
  }`;

  it('does what POST /api/panic/activate does, and shares its limit', async () => {
    const { dad, friendB } = await buildDadWithFriends(app.services.prisma);
    const cookie = await cookieFor(app, dad);
    const first = await graphql(app, ACTIVATE, {}, cookie);
    expect(first.data.activatePanic).toEqual({
      __typename: 'MutationActivatePanicSuccess',
      data: { notifiedCount: 2, line: expect.any(String) },
    });
    expect(panicLines).toContain(first.data.activatePanic.data.line);
    await app.runJobs();
    expect(await panicNotifications(app.services.prisma, friendB.id)).toHaveLength(1);

    const rest = await (await signedInClient(app, dad)).post('/api/panic/activate');
    expect(rest.status).toBe(429);
    const second = await graphql(app, ACTIVATE, {}, cookie);
    expect(second.data.activatePanic).toMatchObject({ __typename: 'AppError', code: 'RATE_LIMITED' });
    expect(second.data.activatePanic.retryAfterSeconds).toBeGreaterThan(290);
  });

  it('answers a visitor with an UNAUTHENTICATED AppError', async () => {
    expect((await graphql(app, ACTIVATE)).data.activatePanic).toMatchObject({
      __typename: 'AppError',
      code: 'UNAUTHENTICATED',
    });
  });
});
