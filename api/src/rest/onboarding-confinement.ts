/**
 * Applies the onboarding confinement (domain/onboarding/confinement.ts) to /api: a member who has not finished
 * onboarding gets 403 for any write outside onboarding, profile and sign-in/out.
 */
import type { RequestHandler } from 'express';
import type { AppError } from '../domain/errors.js';
import { onboardingRefusal, type OnboardingWrite } from '../domain/onboarding/confinement.js';
import type { User } from '../generated/prisma/client.js';
import { viewerOf } from './request.js';

/** The /api routes of the onboarding writes: `METHOD /path` under /api, lower-case path. */
const ONBOARDING_ROUTES = new Map<string, OnboardingWrite>([
  ['PATCH /users/onboarding', 'finishOnboarding'],
  ['POST /login', 'signIn'],
  ['POST /login/second-factor', 'signIn'],
  ['POST /login/passkey/options', 'signIn'],
  ['POST /login/passkey', 'signIn'],
  ['POST /register', 'register'],
  ['POST /logout', 'signOut'],
  ['PATCH /users/profile', 'editProfile'],
  ['PATCH /users/feed-settings', 'editFeedSettings'],
  ['POST /users/change-password', 'changePassword'],
  ['DELETE /users/me', 'deleteAccount'],
  ['POST /password/forgot', 'recoverAccount'],
  ['POST /password/reset', 'recoverAccount'],
  ['POST /email/verify', 'verifyEmail'],
  ['POST /email/verification', 'verifyEmail'],
  ['POST /sessions/sign-out-others', 'manageSessions'],
  ['PATCH /notifications/settings', 'editNotificationSettings'],
  ['POST /notifications/unsubscribe', 'editNotificationSettings'],
]);

/** The onboarding writes whose path names a row: `METHOD /path`, as above. */
const ONBOARDING_ROUTE_PATTERNS: [RegExp, OnboardingWrite][] = [
  [/^DELETE \/sessions\/[^/]+$/, 'manageSessions'],
  [/^PATCH \/notifications\/preferences\/[^/]+$/, 'editNotificationSettings'],
];

const onboardingWriteOf = (route: string): OnboardingWrite | undefined =>
  ONBOARDING_ROUTES.get(route) ?? ONBOARDING_ROUTE_PATTERNS.find(([pattern]) => pattern.test(route))?.[1];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Express matches paths ignoring case and a trailing slash; so does this. */
export function restWriteRefusal(
  viewer: Pick<User, 'dadType' | 'location'> | null,
  method: string,
  path: string,
): AppError | null {
  if (SAFE_METHODS.has(method.toUpperCase())) return null;
  const route = `${method.toUpperCase()} ${path.toLowerCase().replace(/\/+$/, '')}`;
  return onboardingRefusal(viewer, [{ name: route, onboarding: onboardingWriteOf(route) }]);
}

export const onboardingConfinement: RequestHandler = (req, res, next) => {
  next(restWriteRefusal(viewerOf(res), req.method, req.path) ?? undefined);
};
