/**
 * The account rules: what a valid e-mail, username and password are, and the inputs of registering and
 * signing in.
 */
import { z } from 'zod';
import { formBoolean, optionalText } from '../validation.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords.js';
import { USERNAME_PATTERN } from './username.js';

export const emailSchema = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid e-mail address.' }).max(254, 'That e-mail address is too long.'));

export const usernameSchema = z
  .string({ error: 'Choose a username.' })
  .trim()
  .regex(USERNAME_PATTERN, 'Username must be 3-20 characters: letters, numbers and underscores only.');

export const newPasswordSchema = z
  .string({ error: 'Choose a password.' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`);

export const registerInput = z.object({
  email: emailSchema,
  username: usernameSchema,
  password: newPasswordSchema,
  firstName: optionalText(50, 'First name'),
  lastName: optionalText(50, 'Last name'),
  confirmAdult: formBoolean.refine((value) => value, 'You must confirm that you are 18 or older.'),
  ref: optionalText(64, 'Referral code'),
});
export type RegisterInput = z.input<typeof registerInput>;

/** `email` may hold a username too: the sign-in box takes either. */
export const signInInput = z
  .object({
    email: z.string().optional(),
    username: z.string().optional(),
    password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(PASSWORD_MAX_LENGTH),
  })
  .transform((input, ctx) => {
    const identifier = (input.email ?? input.username ?? '').trim().toLowerCase();
    if (!identifier) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'Enter your e-mail or username.' });
      return z.NEVER;
    }
    return { identifier, password: input.password };
  });
export type SignInInput = z.input<typeof signInInput>;
