import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser } from '../../testing/factories.js';
import { cookieFor, graphql } from '../../testing/graphql.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const COMPLETE = `mutation($input: OnboardingInput!) {
  completeOnboarding(input: $input) {
    __typename
    ... on MutationCompleteOnboardingSuccess { data { dadType interests location bio isProfileComplete } }
    ... on AppError { code message fieldErrors { field message } }
  }
}`;

const newcomer = () => buildUser(app.services.prisma, { dadType: null, location: null, interests: [] });

describe('Mutation.completeOnboarding', () => {
  it('completes the profile like PATCH /api/users/onboarding', async () => {
    const user = await newcomer();
    const cookie = await cookieFor(app, user);
    expect((await graphql(app, '{ viewer { isProfileComplete } }', {}, cookie)).data.viewer.isProfileComplete).toBe(
      false,
    );
    const body = await graphql(
      app,
      COMPLETE,
      {
        input: {
          acceptTerms: true,
          dadType: 'stay_at_home',
          interests: ['gaming', 'Gaming', 'music'],
          location: 'Denver, CO',
          bio: null,
        },
      },
      cookie,
    );
    expect(body.data.completeOnboarding).toEqual({
      __typename: 'MutationCompleteOnboardingSuccess',
      data: {
        dadType: 'stay_at_home',
        interests: ['gaming', 'music'],
        location: 'Denver, CO',
        bio: null,
        isProfileComplete: true,
      },
    });
    expect(
      (await app.services.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).termsAcceptedAt,
    ).toBeInstanceOf(Date);
  });

  it('returns missing information and refused terms as BAD_USER_INPUT, changing nothing', async () => {
    const user = await newcomer();
    const cookie = await cookieFor(app, user);
    const blank = await graphql(
      app,
      COMPLETE,
      { input: { acceptTerms: true, dadType: 'new', interests: [], location: '  ' } },
      cookie,
    );
    expect(blank.data.completeOnboarding).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Missing Information: Please complete all required fields.',
      fieldErrors: [{ field: 'location', message: 'Missing Information: Please complete all required fields.' }],
    });
    const refused = await graphql(
      app,
      COMPLETE,
      { input: { acceptTerms: false, dadType: 'new', interests: [], location: 'Austin' } },
      cookie,
    );
    expect(refused.data.completeOnboarding).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: [{ field: 'acceptTerms' }],
    });
    expect(await app.services.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      location: null,
      termsAcceptedAt: null,
    });
  });

  it('answers a visitor with UNAUTHENTICATED', async () => {
    const body = await graphql(app, COMPLETE, {
      input: { acceptTerms: true, dadType: 'new', interests: [], location: 'Austin' },
    });
    expect(body.data.completeOnboarding).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
