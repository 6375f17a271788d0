/**
 * What the person running a Dadhood server does from its command line (`npm run admin`, docs/operations.md),
 * with no account in the app: make the first admin, give a locked-out member a new password. Each is written
 * to the audit log (docs/moderation.md) with no moderator and `via: 'command line'`, in the transaction that
 * changes the role or the password (a new admin's account is made just before, as a registration would).
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { passwordChangedNotice } from '../accounts/account-mail.js';
import { createMemberAccount } from '../accounts/register.js';
import { emailSchema, usernameSchema } from '../accounts/rules.js';
import { hashPassword } from '../accounts/passwords.js';
import { badInput, notFound } from '../errors.js';
import { parseInput } from '../validation.js';
import { recordAccountAction } from '../moderation/account-help.js';
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
  const member = await findUserByLogin(services.prisma, login);
  if (!member) throw notFound('Member');
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
