/**
 * Checking a member's e-mail (or username) and password, throttled per account and per address.
 */
import type { User } from '../../generated/prisma/client.js';
import { unauthenticated } from '../errors.js';
import type { RequestMeta, Services } from '../services.js';
import { findUserByLogin } from '../users/lookup.js';
import { parseInput } from '../validation.js';
import { verifyAgainstNothing, verifyPassword } from './passwords.js';
import { signInInput } from './rules.js';
import { assertSignInAllowed, clearFailedSignIns, recordFailedSignIn } from './throttle.js';

export const WRONG_CREDENTIALS = 'Invalid e-mail, username or password.';

export async function signIn({ prisma }: Services, rawInput: unknown, meta: RequestMeta): Promise<User> {
  const { identifier, password } = parseInput(signInInput, rawInput);
  await assertSignInAllowed(prisma, identifier, meta.ipAddress);
  const user = await findUserByLogin(prisma, identifier);
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyAgainstNothing(password);
  if (!user || !valid) {
    await recordFailedSignIn(prisma, identifier, meta.ipAddress);
    throw unauthenticated(WRONG_CREDENTIALS);
  }
  await clearFailedSignIns(prisma, identifier);
  return user;
}
