/**
 * What the person running a Dadhood server does from its command line (`npm run admin`, docs/operations.md),
 * with no account in the app: make the first admin, give a locked-out member a new password or turn their second
 * factor off, suspend a member or lift their suspension, queue a failed job again. The command line may act on any
 * account, an admin's included (a stolen admin account is stopped here). Each is written to the audit log
 * (docs/moderation.md) with no moderator and `via: 'command line'`, in the transaction that makes the change (a new
 * admin's account is made just before, as a registration would).
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { passwordChangedNotice } from '../accounts/account-mail.js';
import { createMemberAccount } from '../accounts/register.js';
import { emailSchema, usernameSchema } from '../accounts/rules.js';
import { hashPassword } from '../accounts/passwords.js';
import { badInput, notFound } from '../errors.js';
import { parseInput } from '../validation.js';
import { recordAccountAction, turnOffTwoFactorOf } from '../moderation/account-help.js';
import {
  hasOneLength,
  liftAccountSuspension,
  reasonSchema,
  SUSPENSION_LENGTH_REFUSAL,
  suspendAccount,
  suspensionEnd,
  suspensionLength,
} from '../moderation/actions.js';
import { queueFailedJobAgain } from '../moderation/jobs.js';
import { isSuspended } from '../moderation/visibility.js';
import { syncSiteAdmins } from '../moderation/site-roles.js';
import type { Services } from '../services.js';
import { announceAccessChanged } from '../sessions/sessions.js';
import { findUserByLogin } from '../users/lookup.js';

/** Who the command line's audit log entries name: no moderator, and how they were made. */
const COMMAND_LINE = { helperId: null, details: { via: 'command line' } } as const;

/** A password the operator hands over once: 20 characters from a 64-letter alphabet, 120 bits. */
export function oneTimePassword(): string {
  return randomBytes(15).toString('base64url');
}

export interface AdminCreated {
  userId: string;
  username: string;
  /** The password to hand over, when the account was made now; null for an account that existed. */
  password: string | null;
}

/**
 * Makes `email` an admin: admins are exactly the verified addresses ADMIN_EMAILS names, so the address must be
 * on it (400 otherwise). A new account is made with a one-time password; an existing one keeps its password.
 * Either way the operator vouches for the address: it is verified, and the list applies at once.
 */
export async function createAdmin(
  services: Services,
  input: { email: string; username?: string | undefined },
): Promise<AdminCreated> {
  const { email, username: newUsername } = parseInput(
    z.object({ email: emailSchema, username: usernameSchema.optional() }),
    input,
  );
  if (!services.config.adminEmails.includes(email))
    throw badInput(
      `${email} is not in ADMIN_EMAILS. Admins are the addresses it names: add it there (every process), then run this again.`,
    );
  const existing = await services.prisma.user.findUnique({ where: { email }, select: { id: true, username: true } });
  let password: string | null = null;
  let user = existing;
  if (!user) {
    if (!newUsername) throw badInput('No member has this address yet: give a username for the new account.');
    password = oneTimePassword();
    const created = await createMemberAccount(services, {
      email,
      username: newUsername,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
    });
    user = { id: created.id, username: created.username };
  }
  const { id, username } = user;
  await services.prisma.$transaction(async (tx) => {
    await tx.user.updateMany({ where: { id, emailVerifiedAt: null }, data: { emailVerifiedAt: new Date() } });
    await syncSiteAdmins(tx, services.config.adminEmails);
    await recordAccountAction(tx, {
      ...COMMAND_LINE,
      action: 'create_admin',
      memberId: id,
      reason: 'Made an admin from the command line.',
      details: { ...COMMAND_LINE.details, created: password !== null },
    });
  });
  return { userId: id, username, password };
}

/**
 * Gives the member (an e-mail or a username) a new one-time password and ends every session of theirs; they are
 * told by mail. Their second factor, if on, stays on.
 */
export async function setNewPassword(
  services: Services,
  login: string,
  reason: string,
): Promise<{ userId: string; username: string; password: string }> {
  const member = await memberByLogin(services, login);
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  let mail: string[] = [];
  await services.prisma.$transaction(async (tx) => {
    const updated = await tx.user.update({ where: { id: member.id }, data: { passwordHash } });
    await tx.session.deleteMany({ where: { userId: member.id } });
    await recordAccountAction(tx, { ...COMMAND_LINE, action: 'reset_password', memberId: member.id, reason });
    mail = await services.mailer.enqueue(tx, [passwordChangedNotice(services.config, updated.email, updated)]);
  });
  announceAccessChanged(services.events, member.id);
  await services.mailer.deliver(mail);
  return { userId: member.id, username: member.username, password };
}

/** The member a command names by e-mail or username; 404 when nobody has it. */
async function memberByLogin(services: Services, login: string) {
  const member = await findUserByLogin(services.prisma, login);
  if (!member) throw notFound('Member');
  return member;
}

/**
 * Turns the member's second factor off (they lost their phone and their recovery codes), ends their sessions and
 * tells them by mail, as an admin does in account help; 409 when it is off.
 */
export async function turnOffSecondFactor(
  services: Services,
  login: string,
  reason: string,
): Promise<{ userId: string; username: string }> {
  const member = await memberByLogin(services, login);
  await turnOffTwoFactorOf(services, member, { ...COMMAND_LINE, reason: parseInput(reasonSchema, reason) });
  return { userId: member.id, username: member.username };
}

const suspensionInput = z.object({ reason: reasonSchema, ...suspensionLength }).refine(hasOneLength, {
  ...SUSPENSION_LENGTH_REFUSAL,
});

/**
 * Suspends the member for `days` or for good, as a moderator does (signed out everywhere, tokens refused); answers
 * when it ends (null: permanent). A suspended member's suspension is replaced.
 */
export async function suspendMember(
  services: Services,
  login: string,
  raw: { days?: number | undefined; permanent?: boolean | undefined; reason: string },
): Promise<{ userId: string; username: string; until: Date | null }> {
  const input = parseInput(suspensionInput, raw);
  const member = await memberByLogin(services, login);
  const until = suspensionEnd(input);
  await services.prisma.$transaction(async (tx) => {
    await suspendAccount(tx, member.id, until);
    await recordAccountAction(tx, {
      ...COMMAND_LINE,
      action: 'suspend',
      memberId: member.id,
      reason: input.reason,
      details: { ...COMMAND_LINE.details, until: until?.toISOString() ?? null, permanent: until === null },
    });
  });
  announceAccessChanged(services.events, member.id);
  return { userId: member.id, username: member.username, until };
}

/** Lifts the member's suspension; 409 when they are not suspended. */
export async function liftSuspension(
  services: Services,
  login: string,
  reason: string,
): Promise<{ userId: string; username: string }> {
  const why = parseInput(reasonSchema, reason);
  const member = await memberByLogin(services, login);
  await services.prisma.$transaction(async (tx) => {
    await liftAccountSuspension(tx, member.id, isSuspended(member));
    await recordAccountAction(tx, { ...COMMAND_LINE, action: 'lift_suspension', memberId: member.id, reason: why });
  });
  return { userId: member.id, username: member.username };
}

/** Queues a failed job again for one more attempt, as an admin does on /moderation; 404 for no failed job's id. */
export async function retryJob(services: Services, jobId: string, reason: string): Promise<void> {
  await queueFailedJobAgain(services, jobId, {
    moderatorId: null,
    reason: parseInput(reasonSchema, reason),
    details: COMMAND_LINE.details,
  });
}
