import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser, signedInClient, uniqueDigits } from '../../testing/factories.js';
import { cookieFor, graphql } from '../../testing/graphql.js';
import { REFERRAL_BONUS, REFERRAL_BONUSES_PER_DAY } from './reward.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const ONBOARDING = { dadType: 'new', location: 'Austin, TX', interests: ['grilling'] };
const referred = (referredById: string, overrides: Parameters<typeof buildUser>[1] = {}) =>
  buildUser(app.services.prisma, { referredById, dadType: null, location: null, ...overrides });
const scoreOf = async (id: string) => (await app.services.prisma.user.findUniqueOrThrow({ where: { id } })).dadScore;
const referralNotifications = (userId: string) =>
  app.services.prisma.notification.count({ where: { userId, type: 'referral' } });

async function onboard(member: { email: string }) {
  const response = await (await signedInClient(app, member)).patch('/api/users/onboarding', { json: ONBOARDING });
  expect(response.status).toBe(200);
}

describe('the referral bonus', () => {
  it('is not given for registering: ten sign-ups with one code raise nothing', async () => {
    const referrer = await buildUser(app.services.prisma, {
      referralCode: `TEN${Date.now().toString(36).toUpperCase()}`,
    });
    for (let i = 0; i < 10; i++) {
      const id = `${uniqueDigits()}${i}`;
      const response = await app.client().post('/api/register', {
        json: {
          email: `ten.${id}@example.com`,
          username: `ten_${id}`,
          password: 'grill-master-9',
          confirmAdult: true,
          ref: referrer.referralCode,
        },
      });
      expect(response.status).toBe(201);
    }
    expect(await scoreOf(referrer.id)).toBe(0);
    expect(await referralNotifications(referrer.id)).toBe(0);
    expect(await app.services.prisma.user.count({ where: { referredById: referrer.id } })).toBe(10);
    // Nor does the recalculation the dashboard runs count them.
    const recalculated = await (await signedInClient(app, referrer)).post('/api/users/dad-score/calculate');
    expect((await recalculated.json()).dadScore).toBe(0);
  });

  it('is given once, when the referred member finishes onboarding, over GraphQL as over /api', async () => {
    const referrer = await buildUser(app.services.prisma);
    const member = await referred(referrer.id);
    const cookie = await cookieFor(app, member);
    const complete = `mutation($input: OnboardingInput!) {
      completeOnboarding(input: $input) { __typename ... on MutationCompleteOnboardingSuccess { data { id } } }
    }`;
    const input = { ...ONBOARDING, acceptTerms: true };
    expect((await graphql(app, complete, { input }, cookie)).data.completeOnboarding.__typename).toBe(
      'MutationCompleteOnboardingSuccess',
    );
    expect((await graphql(app, complete, { input: { ...input, dadType: 'single' } }, cookie)).data).toBeTruthy();
    expect(await scoreOf(referrer.id)).toBe(REFERRAL_BONUS);
    expect(await referralNotifications(referrer.id)).toBe(1);
    expect(
      (await app.services.prisma.user.findUniqueOrThrow({ where: { id: member.id } })).referralRewardedAt,
    ).toBeInstanceOf(Date);
  });

  it('is given once when the same member finishes onboarding twice at the same moment', async () => {
    const referrer = await buildUser(app.services.prisma);
    const client = await signedInClient(app, await referred(referrer.id));
    const responses = await Promise.all(
      [1, 2, 3].map(() => client.patch('/api/users/onboarding', { json: ONBOARDING })),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await scoreOf(referrer.id)).toBe(REFERRAL_BONUS);
    expect(await referralNotifications(referrer.id)).toBe(1);
  });

  it(`is given at most ${REFERRAL_BONUSES_PER_DAY} times per referrer in 24 hours; the rest stay referred without one`, async () => {
    const referrer = await buildUser(app.services.prisma);
    // One bonus from two days ago no longer counts toward the day's cap.
    await referred(referrer.id, {
      dadType: 'new',
      location: 'Austin, TX',
      referralRewardedAt: new Date(Date.now() - 48 * 3600_000),
    });
    const members = [];
    for (let i = 0; i < REFERRAL_BONUSES_PER_DAY + 2; i++) members.push(await referred(referrer.id));
    for (const member of members) await onboard(member);
    expect(await scoreOf(referrer.id)).toBe(REFERRAL_BONUSES_PER_DAY * REFERRAL_BONUS);
    expect(await referralNotifications(referrer.id)).toBe(REFERRAL_BONUSES_PER_DAY);
    const unrewarded = await app.services.prisma.user.count({
      where: { referredById: referrer.id, referralRewardedAt: null },
    });
    expect(unrewarded).toBe(2);
    // The recalculation agrees: six rewarded referrals (five today, one before), nothing else done.
    const recalculated = await (await signedInClient(app, referrer)).post('/api/users/dad-score/calculate');
    expect((await recalculated.json()).dadScore).toBe((REFERRAL_BONUSES_PER_DAY + 1) * REFERRAL_BONUS);
  });

  it('is not given again for a member whose referrer was rewarded at registration, before this rule', async () => {
    const referrer = await buildUser(app.services.prisma, { dadScore: REFERRAL_BONUS });
    await onboard(await referred(referrer.id, { referralRewardedAt: new Date(Date.now() - 3600_000) }));
    expect(await scoreOf(referrer.id)).toBe(REFERRAL_BONUS);
    expect(await referralNotifications(referrer.id)).toBe(0);
  });
});
