/**
 * Choosing a new password with a link mailed to the account's address (docs/security.md#password-reset).
 *
 * Asking: the answer is the same words, after the same steps, whether an account has the address or not. Only
 * the throttles run before it (per client address, and per address asked about, keyed by a digest of the
 * address so unknown ones count alike); finding the account and mailing the link happen after the answer.
 *
 * Using the link: it works once, for an hour; the new password follows the registration rule; every session of
 * the member ends (the browser that used the link is then signed in afresh), their other reset links stop
 * working, and a notice goes to the address. Nothing else changes: access tokens, a second factor and the
 * profile stay as they were; with a second factor on, the browser signs in only after its code. The link proves the member reads mail at the address, so it also verifies it.
 */
import { z } from 'zod';
import { defineJob } from '../../jobs/queue.js';
import { addressKey } from '../../limits/address.js';
import { consume, tryAgainIn } from '../../limits/limits.js';
import { forbidden } from '../errors.js';
import { isSuspended } from '../moderation/visibility.js';
import type { RequestMeta, Services } from '../services.js';
import { endOtherSessions } from '../sessions/sessions.js';
import { parseInput } from '../validation.js';
import { issueAccountLink, useAccountLink, voidAccountLinks } from './account-links.js';
import { passwordChangedNotice, passwordResetMessage, type ResetAskedBy } from './account-mail.js';
import { markEmailVerified } from './email-verification.js';
import { hashPassword } from './passwords.js';
import { issueChallenge } from './second-factor-sign-in.js';
import { suspendedMessage, type SignInOutcome } from './sign-in.js';
import { emailSchema, newPasswordSchema } from './rules.js';
import { typedIdentifierKey } from './throttle.js';

export const RESET_REQUESTED =
  'If an account uses that e-mail address, we have sent it a link to choose a new password. The link works for one hour.';

export const PASSWORD_CHANGED = 'Your password is changed, and you are signed in.';
export const PASSWORD_CHANGED_SECOND_STEP =
  'Your password is changed. Enter the 6-digit code from your authenticator app, or a recovery code, to sign in.';

/** Reset mails one address may be sent in an hour, whoever asks. */
export const RESETS_PER_ADDRESS_PER_HOUR = 3;
/** Reset requests one client address may make in an hour, for any addresses. */
export const RESETS_PER_CLIENT_PER_HOUR = 10;

const requestInput = z.object({ email: emailSchema });
const resetInput = z.object({
  token: z.string({ error: 'The link is missing its token.' }).max(200),
  password: newPasswordSchema,
});

const perClient = (services: Services) =>
  services.limits.limiter({ name: 'reset:client', points: RESETS_PER_CLIENT_PER_HOUR, durationSeconds: 60 * 60 });
const perAddress = (services: Services) =>
  services.limits.limiter({ name: 'reset:email', points: RESETS_PER_ADDRESS_PER_HOUR, durationSeconds: 60 * 60 });

const tooMany = (seconds: number) => `Too many password reset requests. ${tryAgainIn(seconds)}`;

/** Asks for a reset link for `email`; answers nothing either way (see the top of the file). */
export async function requestPasswordReset(services: Services, raw: unknown, meta: RequestMeta): Promise<void> {
  const { email } = parseInput(requestInput, raw);
  await consume(perClient(services), addressKey(meta.ipAddress), 1, tooMany);
  await sendResetLink(services, email);
}

/**
 * Mails a reset link to `email`, if an account has it, within the address's hourly limit (429 past it): the
 * member's own request, and an admin's on their behalf (../moderation/account-help.ts), count alike.
 */
export async function sendResetLink(services: Services, email: string, askedBy: ResetAskedBy = 'member') {
  await consume(perAddress(services), typedIdentifierKey(email), 1, tooMany);
  // A job, written with the request and run after it, so the lookup and the link's writes are not part of the
  // request (nor of its timing).
  await services.jobs.send(passwordResetMailJob, { email, askedBy });
}

export const passwordResetMailJob = defineJob<{ email: string; askedBy: ResetAskedBy }>({
  name: 'password-reset-mail',
  // A link is good for an hour: after a few quick retries a later one would arrive too late to help.
  retryLimit: 3,
  retryDelaySeconds: 5,
  run: (services, { email, askedBy }) => mailResetLink(services, email, askedBy),
});

async function mailResetLink(services: Services, email: string, askedBy: ResetAskedBy): Promise<void> {
  const { prisma, mailer, config } = services;
  const member = await prisma.user.findUnique({
    where: { email },
    select: { id: true, email: true, username: true, firstName: true },
  });
  if (!member) return;
  const ids = await prisma.$transaction(async (tx) => {
    const token = await issueAccountLink(tx, { userId: member.id, purpose: 'password_reset', email });
    return mailer.enqueue(tx, [passwordResetMessage(config, email, member, token, askedBy)]);
  });
  await mailer.deliver(ids);
}

/**
 * Sets the new password and ends every session of the member. Answers the member, for a new session; or, with
 * two-factor on, the challenge of the sign-in's second step: the mailed link proves the address, not the phone.
 */
export async function resetPassword(services: Services, raw: unknown): Promise<SignInOutcome> {
  const { token, password } = parseInput(resetInput, raw);
  const passwordHash = await hashPassword(password);
  const { prisma, mailer, config } = services;
  let mail: string[] = [];
  const user = await prisma.$transaction(async (tx) => {
    const now = new Date();
    const link = await useAccountLink(tx, 'password_reset', token, now);
    const member = await tx.user.findUniqueOrThrow({
      where: { id: link.userId },
      select: { suspendedAt: true, suspendedUntil: true },
    });
    // A suspended member could not sign in with the new password: nothing changes, and they are told why.
    if (isSuspended(member, now)) throw forbidden(suspendedMessage(member.suspendedUntil));
    await voidAccountLinks(tx, link.userId, ['password_reset'], now);
    await markEmailVerified(services, tx, link.userId, now);
    const updated = await tx.user.update({ where: { id: link.userId }, data: { passwordHash } });
    mail = await mailer.enqueue(tx, [passwordChangedNotice(config, updated.email, updated)]);
    return updated;
  });
  await endOtherSessions(services, user.id, undefined);
  await mailer.deliver(mail);
  return user.totpEnabledAt ? { challenge: issueChallenge(services, user) } : { user };
}
