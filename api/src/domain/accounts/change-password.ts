/**
 * Changing the password from the profile: the current one must be right (throttled like a
 * sign-in), the new one follows the registration rule, and every other session of the member ends, so a
 * browser signed in with the old password is signed out, and any password reset link stops working. The
 * session the change came from stays.
 */
import { z } from 'zod';
import type { RequestMeta, Services } from '../services.js';
import { endOtherSessions } from '../sessions/sessions.js';
import { parseInput } from '../validation.js';
import { voidAccountLinks } from './account-links.js';
import { confirmPassword } from './confirm-password.js';
import { hashPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords.js';

export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect.';
/** The profile editor's wording, which it also checks before any call, without a final stop. */
export const NEW_PASSWORD_TOO_SHORT = `New password must be at least ${PASSWORD_MIN_LENGTH} characters long`;

const changePasswordInput = z.object({
  currentPassword: z
    .string({ error: 'Enter your current password.' })
    .min(1, 'Enter your current password.')
    .max(PASSWORD_MAX_LENGTH, WRONG_CURRENT_PASSWORD),
  newPassword: z
    .string({ error: 'Enter a new password.' })
    .min(1, 'Enter a new password.')
    .min(PASSWORD_MIN_LENGTH, NEW_PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX_LENGTH, `New password must be at most ${PASSWORD_MAX_LENGTH} characters long`),
});

/** `sessionToken`: the session the request came with, which stays signed in. */
export async function changePassword(
  services: Services,
  userId: string,
  raw: unknown,
  meta: RequestMeta,
  sessionToken: string | undefined,
): Promise<void> {
  const { currentPassword, newPassword } = parseInput(changePasswordInput, raw);
  await confirmPassword(services, userId, currentPassword, meta, {
    field: 'currentPassword',
    message: WRONG_CURRENT_PASSWORD,
  });
  const passwordHash = await hashPassword(newPassword);
  await services.prisma.user.update({ where: { id: userId }, data: { passwordHash }, select: { id: true } });
  await voidAccountLinks(services.prisma, userId, ['password_reset']);
  await endOtherSessions(services, userId, sessionToken);
}
