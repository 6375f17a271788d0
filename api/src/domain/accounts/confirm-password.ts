/**
 * A signed-in member confirming their password (to change it, or to delete the account): checked like a
 * sign-in, under the same throttle (./throttle.ts), so a stolen session cannot be used to guess the password.
 * A wrong password is a 400, not a 401: the session is fine, only the password is not.
 */
import { badInput, notFound } from '../errors.js';
import type { RequestMeta, Services } from '../services.js';
import { verifyPassword } from './passwords.js';
import { assertSignInAllowed, clearFailedSignIns, recordFailedSignIn, signInKeys } from './throttle.js';

/** `field` and `wrong` name the input and the message of a wrong password. */
export async function confirmPassword(
  services: Services,
  userId: string,
  password: string,
  meta: RequestMeta,
  wrong: { field: string; message: string },
): Promise<void> {
  const user = await services.prisma.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user) throw notFound('Member');
  const keys = signInKeys(meta.ipAddress, userId, userId);
  await assertSignInAllowed(services, keys);
  if (!(await verifyPassword(user.passwordHash, password))) {
    await recordFailedSignIn(services, keys);
    throw badInput(wrong.message, [wrong]);
  }
  await clearFailedSignIns(services, keys);
}
