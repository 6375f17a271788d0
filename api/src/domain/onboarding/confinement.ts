/**
 * Onboarding confinement (access states): until a member's profile has a dad type and a location, they may
 * change nothing but that: finish onboarding, edit their profile, sign in, out or up (their other browsers too),
 * recover their account or verify their address. Reads stay open. The REST
 * middleware (rest/onboarding-confinement.ts) and the GraphQL plugin (graphql/onboarding-confinement.ts) say
 * which of their writes are which and apply this rule.
 */
import type { User } from '../../generated/prisma/client.js';
import { badInput, forbidden, type AppError } from '../errors.js';
import { isProfileComplete } from '../users/profile.js';

export const FINISH_ONBOARDING = 'Finish onboarding first: choose your dad type and location.';

/**
 * The writes open to a member who has not finished onboarding. Deleting the account is never held back by
 * onboarding.
 */
export type OnboardingWrite =
  | 'finishOnboarding'
  | 'signIn'
  | 'register'
  | 'signOut'
  | 'editProfile'
  | 'editPrivacySettings'
  | 'editFeedSettings'
  | 'changePassword'
  | 'deleteAccount'
  /** Asking for a password reset link, and using one (which signs in). */
  | 'recoverAccount'
  /** Using an e-mail verification link, and asking for a new one. */
  | 'verifyEmail'
  /** Signing out one of their browsers, or all but this one (docs/sessions.md). */
  | 'manageSessions'
  /** Choosing what notifications reach them (docs/notifications.md), and a mail's unsubscribe link. */
  | 'editNotificationSettings';

/** Writes after which the rest of the request runs as another member. */
const SESSION_STARTS = new Set<OnboardingWrite>(['signIn', 'register', 'recoverAccount']);

/** A write a request asks for: the onboarding write it is (none: any other write), and its name for a refusal. */
export interface RequestedWrite {
  name: string;
  onboarding: OnboardingWrite | undefined;
}

/** The refusal for `viewer` (null: anyone signed out, or a member who finished onboarding, may go on). */
function refusalFor(viewer: Pick<User, 'dadType' | 'location'> | null): AppError | null {
  return viewer && !isProfileComplete(viewer) ? forbidden(FINISH_ONBOARDING) : null;
}

/**
 * The refusal of a request's writes, all or none. One that signs in must run alone (or with onboarding writes
 * only): the member it signs in is not known until it has run, so the rule could not be applied to the writes
 * after it.
 */
export function onboardingRefusal(
  viewer: Pick<User, 'dadType' | 'location'> | null,
  writes: readonly RequestedWrite[],
): AppError | null {
  const confined = writes.filter((write) => write.onboarding === undefined);
  if (confined.length === 0) return null;
  if (writes.some((write) => write.onboarding !== undefined && SESSION_STARTS.has(write.onboarding))) {
    return badInput(`Sign in or register in an operation of its own, not together with ${confined[0]!.name}.`);
  }
  return refusalFor(viewer);
}
