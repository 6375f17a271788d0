/**
 * Onboarding confinement (spec part 1, access states): until a member's profile has a dad type and a
 * location, they may change nothing but that: finish onboarding, edit their profile, sign in, out or up.
 * Reads stay open. The REST middleware (rest/onboarding-confinement.ts) and the GraphQL plugin
 * (graphql/onboarding-confinement.ts) only apply this rule.
 */
import type { User } from '../../generated/prisma/client.js';
import { badInput, forbidden, type AppError } from '../errors.js';
import { isProfileComplete } from '../users/profile.js';

export const FINISH_ONBOARDING = 'Finish onboarding first: choose your dad type and location.';

/** The writes open to a member who has not finished onboarding, by adapter. */
export const ONBOARDING_WRITES = {
  /** `METHOD /path` under /api, lower-case path. Profile paths are the spec's (part 3), whenever they exist. */
  rest: new Set([
    'PATCH /users/onboarding',
    'POST /login',
    'POST /register',
    'POST /logout',
    'PATCH /users/profile',
    'PATCH /users/feed-settings',
    'POST /users/change-password',
    // Deleting the account is never held back by onboarding.
    'DELETE /users/me',
  ]),
  /** Mutation fields; the profile ones whenever they exist. */
  graphql: new Set([
    'completeOnboarding',
    'signIn',
    'signOut',
    'register',
    'updateProfile',
    'updatePrivacySettings',
    'updateFeedSettings',
    'changePassword',
    'deleteAccount',
  ]),
};

/** The refusal for `viewer` (null: anyone signed out, or a member who finished onboarding, may go on). */
function refusalFor(viewer: Pick<User, 'dadType' | 'location'> | null): AppError | null {
  return viewer && !isProfileComplete(viewer) ? forbidden(FINISH_ONBOARDING) : null;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Express matches paths ignoring case and a trailing slash; so does this. */
export function restWriteRefusal(viewer: Pick<User, 'dadType' | 'location'> | null, method: string, path: string): AppError | null {
  if (SAFE_METHODS.has(method.toUpperCase())) return null;
  const route = `${method.toUpperCase()} ${path.toLowerCase().replace(/\/+$/, '')}`;
  return ONBOARDING_WRITES.rest.has(route) ? null : refusalFor(viewer);
}

/** Mutations after which the rest of the operation runs as another member. */
const SESSION_STARTS = new Set(['signIn', 'register']);

/**
 * `fields`: the mutation's root fields (by field name, not alias). One that signs in must run alone (or with
 * onboarding writes only): the member it signs in is not known until it has run, so the rule could not be
 * applied to the fields after it.
 */
export function mutationRefusal(viewer: Pick<User, 'dadType' | 'location'> | null, fields: Iterable<string>): AppError | null {
  const names = [...fields].filter((field) => field !== '__typename');
  const confined = names.filter((field) => !ONBOARDING_WRITES.graphql.has(field));
  if (confined.length === 0) return null;
  if (names.some((field) => SESSION_STARTS.has(field))) {
    return badInput(`Sign in or register in an operation of its own, not together with ${confined[0]}.`);
  }
  return refusalFor(viewer);
}
