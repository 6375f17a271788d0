/**
 * Checking a member's e-mail (or username) and password, throttled per (address, account), per account and
 * per address (./throttle.ts).
 */
import type { User } from '../../generated/prisma/client.js';
import { forbidden, unauthenticated } from '../errors.js';
import { isSuspended } from '../moderation/visibility.js';
import type { RequestMeta, Services } from '../services.js';
import { findUserByLogin } from '../users/lookup.js';
import { parseInput } from '../validation.js';
import { verifyAgainstNothing, verifyPassword } from './passwords.js';
import { signInInput } from './rules.js';
import { issueChallenge } from './second-factor-sign-in.js';
import { recordFailedAttempt } from './sign-in-history.js';
import { assertSignInAllowed, clearFailedSignIns, recordFailedSignIn, signInKeys } from './throttle.js';

export const WRONG_CREDENTIALS = 'Invalid e-mail, username or password.';

/** What a suspended member reads at sign-in (docs/moderation.md): until when, in UTC, or that it is for good. */
export function suspendedMessage(until: Date | null): string {
  if (!until) return 'Your account has been suspended permanently for breaking the community rules.';
  const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    until,
  );
  return `Your account is suspended until ${when} UTC for breaking the community rules.`;
}

/**
 * What a right password leads to: the member, or, with two-factor on, the challenge of the second step
 * (./second-factor-sign-in.ts).
 */
export type SignInOutcome = { user: User; challenge?: undefined } | { user?: undefined; challenge: string };

/**
 * An unknown account takes the same steps (lookup, a full hash, three counters) as a wrong password. The
 * suspension is told before the second step: it is the same answer whatever the code.
 */
export async function signIn(services: Services, rawInput: unknown, meta: RequestMeta): Promise<SignInOutcome> {
  const { identifier, password } = parseInput(signInInput, rawInput);
  const user = await findUserByLogin(services.prisma, identifier);
  const keys = signInKeys(meta.ipAddress, identifier, user?.id);
  await assertSignInAllowed(services, keys);
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstNothing(password);
  if (!user || !valid) {
    await recordFailedSignIn(services, keys);
    // In the account's sign-in history; an unknown identifier has no account and leaves no trace.
    if (user) recordFailedAttempt(services, user.id, 'password', meta);
    throw unauthenticated(WRONG_CREDENTIALS);
  }
  await clearFailedSignIns(services, keys);
  // Told only to whoever knows the password: the suspension is the member's own business.
  if (isSuspended(user)) throw forbidden(suspendedMessage(user.suspendedUntil));
  if (user.totpEnabledAt) return { challenge: issueChallenge(services, user) };
  return { user };
}
