/**
 * Finishing onboarding: the member accepts the terms and gives a dad type, interests, a location and maybe a
 * bio. With a dad type and a location the profile is complete and the whole app opens up (./confinement.ts).
 */
import { z } from 'zod';
import { DadType, type User } from '../../generated/prisma/client.js';
import { markSuggestionsStale } from '../connections/suggestion-cache.js';
import { badInput, notFound } from '../errors.js';
import { announceNotificationsChanged } from '../notifications/notifications.js';
import { rewardReferrer } from '../referrals/reward.js';
import { requireAcceptableText } from '../safety/text-filter.js';
import type { Services } from '../services.js';
import { isProfileComplete } from '../users/profile.js';
import { parseInput, uniqueIgnoringCase } from '../validation.js';
import { fromSpecSpelling, toSpecSpelling } from '../vocabulary.js';

export const MISSING_INFORMATION = 'Missing Information: Please complete all required fields.';
export const MAX_INTERESTS = 30;
export const MAX_INTEREST_LENGTH = 40;
export const MAX_LOCATION_LENGTH = 100;
export const MAX_BIO_LENGTH = 500;

const dadTypes = Object.values(DadType) as [DadType, ...DadType[]];

/** A dad type in the dashed spelling (`stay-at-home`) or the GraphQL one (`stay_at_home`); `missing` when absent. */
export const dadTypeSchema = (missing: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? fromSpecSpelling(value.trim()) : value),
    z.enum(dadTypes, {
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? missing
          : `Choose a dad type: ${dadTypes.map((t) => toSpecSpelling(t)).join(', ')}.`,
    }),
  );

/** Free-text interests, trimmed and bounded; the same interest twice (in any case) is kept once, as first typed. */
export const interestsSchema = z
  .array(
    z
      .string({ error: 'Each interest must be text.' })
      .trim()
      .min(1, 'An interest cannot be empty.')
      .max(MAX_INTEREST_LENGTH, `Each interest must be at most ${MAX_INTEREST_LENGTH} characters.`),
    { error: 'Interests must be a list.' },
  )
  .max(MAX_INTERESTS, `Choose at most ${MAX_INTERESTS} interests.`)
  .transform(uniqueIgnoringCase);

/** A location ("City, State"): trimmed, not empty (`missing`), bounded. */
export const locationSchema = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(MAX_LOCATION_LENGTH, `Location must be at most ${MAX_LOCATION_LENGTH} characters.`);

export const onboardingInput = z.object({
  dadType: dadTypeSchema(MISSING_INFORMATION),
  location: locationSchema(MISSING_INFORMATION),
  interests: interestsSchema.default([]),
  bio: z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z
      .string({ error: 'Bio must be text.' })
      .trim()
      .max(MAX_BIO_LENGTH, `Bio must be at most ${MAX_BIO_LENGTH} characters.`)
      .optional(),
  ),
  /** GraphQL asks for it explicitly; /api treats the call itself as acceptance. */
  acceptTerms: z.boolean().default(true),
});
export type OnboardingInput = z.input<typeof onboardingInput>;

/**
 * The first time the profile becomes complete, the member's referrer (if any) gets the referral bonus, in the
 * same transaction (domain/referrals/reward.ts).
 */
export async function completeOnboarding(
  services: Services,
  viewer: Pick<User, 'id'>,
  rawInput: unknown,
): Promise<User> {
  const input = parseInput(onboardingInput, rawInput);
  requireAcceptableText('public', { location: input.location, interests: input.interests, bio: input.bio });
  if (!input.acceptTerms) {
    const message = 'Please accept the terms to continue.';
    throw badInput(message, [{ field: 'acceptTerms', message }]);
  }
  const { prisma, events } = services;
  const { user, notified } = await prisma.$transaction(async (tx) => {
    const before = await tx.user.findUnique({ where: { id: viewer.id } });
    if (!before) throw notFound('Member');
    const user = await tx.user.update({
      where: { id: viewer.id },
      data: {
        dadType: input.dadType,
        location: input.location,
        interests: input.interests,
        ...(input.bio !== undefined ? { bio: input.bio } : {}),
        termsAcceptedAt: before.termsAcceptedAt ?? new Date(),
      },
    });
    // Suggestions rank with the dad type, place and interests just set.
    await markSuggestionsStale(tx, [viewer.id]);
    const notified = isProfileComplete(before) ? [] : await rewardReferrer(tx, user, services);
    return { user, notified };
  });
  announceNotificationsChanged(events, notified);
  return user;
}
