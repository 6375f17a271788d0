import type { User } from '../../generated/prisma/client.js';

/** A member with no dad type or location is confined to onboarding until they add them. */
export function isProfileComplete(user: Pick<User, 'dadType' | 'location'>): boolean {
  return user.dadType !== null && !!user.location?.trim();
}
