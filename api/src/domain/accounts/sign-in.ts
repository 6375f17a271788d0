/**
 * Checking a member's e-mail (or username) and password, throttled per (address, account), per account and
 * per address (./throttle.ts).
 */
import type { User } from '../../generated/prisma/client.js';
import { unauthenticated } from '../errors.js';
import type { RequestMeta, Services } from '../services.js';
import { findUserByLogin } from '../users/lookup.js';
import { parseInput } from '../validation.js';
import { verifyAgainstNothing, verifyPassword } from './passwords.js';
import { signInInput } from './rules.js';
import { assertSignInAllowed, clearFailedSignIns, recordFailedSignIn, signInKeys } from './throttle.js';

export const WRONG_CREDENTIALS = 'Invalid e-mail, username or password.';

/** An unknown account takes the same steps (lookup, a full hash, three counters) as a wrong password. */
export async function signIn(services: Services, rawInput: unknown, meta: RequestMeta): Promise<User> {
  const { identifier, password } = parseInput(signInInput, rawInput);
  const user = await findUserByLogin(services.prisma, identifier);
  const keys = signInKeys(meta.ipAddress, identifier, user?.id);
  await assertSignInAllowed(services, keys);
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstNothing(password);
  if (!user || !valid) {
    await recordFailedSignIn(services, keys);
    throw unauthenticated(WRONG_CREDENTIALS);
  }
  await clearFailedSignIns(services, keys);
  return user;
}
