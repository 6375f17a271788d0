/**
 * Creating an account: validated input, at most a few an hour from one address, a hashed password, clear
 * conflicts for a taken e-mail or username, a mail to verify the address (./email-verification.ts), and who
 * referred the new member (their referrer's bonus waits
 * until the new member finishes onboarding: domain/referrals/reward.ts). Single sign-on creates accounts with the
 * same rules (./single-sign-on-accounts.ts): `countRegistration` and `createMemberAccount`.
 */
import type { User } from '../../generated/prisma/client.js';
import { addressKey } from '../../limits/address.js';
import { consume, tryAgainIn } from '../../limits/limits.js';
import { conflict } from '../errors.js';
import { roleByAdminList } from '../moderation/site-roles.js';
import { findReferrer } from '../referrals/reward.js';
import { requireAcceptableText } from '../safety/text-filter.js';
import type { RequestMeta, Services } from '../services.js';
import { findUserByUsername } from '../users/lookup.js';
import { parseInput } from '../validation.js';
import { verificationMail } from './email-verification.js';
import { hashPassword } from './passwords.js';
import { registerInput } from './rules.js';

const registrationsPerAddress = (services: Services) =>
  services.limits.limiter({
    name: 'register:address',
    points: services.config.registrationsPerAddressPerHour,
    durationSeconds: 60 * 60,
  });

/**
 * Every valid attempt counts, whether it creates an account or finds the e-mail taken: that also bounds
 * probing for members' e-mails, and the password hashing each attempt costs.
 */
export async function countRegistration(services: Services, meta: RequestMeta): Promise<void> {
  await consume(
    registrationsPerAddress(services),
    addressKey(meta.ipAddress),
    1,
    (seconds) => `Too many accounts created from your network. ${tryAgainIn(seconds)}`,
  );
}

const emailTaken = () => {
  const message = 'An account with this e-mail already exists. Sign in instead.';
  return conflict(message, [{ field: 'email', message }]);
};
const usernameTaken = () => {
  const message = 'That username is already taken. Try another one.';
  return conflict(message, [{ field: 'username', message }]);
};

/** The unique indexes settle a race between two sign-ups the checks below both let through. */
function conflictFromUniqueViolation(error: unknown): never {
  const e = error as { code?: string; message?: string };
  if (e.code === 'P2002') {
    const text = JSON.stringify(error) + String(e.message);
    throw /username/i.test(text) ? usernameTaken() : emailTaken();
  }
  throw error;
}

/** What an account starts with, however it is made: the registration form, or single sign-on. */
export interface NewAccount {
  email: string;
  username: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  passwordHash: string;
  /** A referral code, naming who referred the new member. */
  ref?: string | null | undefined;
  /**
   * When the address is proven already (a provider vouched for it): verified from the start, so no verification
   * mail, and ADMIN_EMAILS applies at once. Otherwise unverified, with the mail.
   */
  emailVerifiedAt?: Date | null | undefined;
}

/** Creates the account (409 for a taken e-mail or username) and mails the verification link an unverified address needs. */
export async function createMemberAccount(services: Services, account: NewAccount): Promise<User> {
  let mail: string[] = [];
  const emailVerifiedAt = account.emailVerifiedAt ?? null;
  const user = await services.prisma
    .$transaction(async (tx) => {
      if (await tx.user.findUnique({ where: { email: account.email }, select: { id: true } })) throw emailTaken();
      if (await findUserByUsername(tx, account.username)) throw usernameTaken();
      const referrer = account.ref ? await findReferrer(tx, account.ref) : null;
      const created = await tx.user.create({
        data: {
          email: account.email,
          username: account.username,
          firstName: account.firstName ?? null,
          lastName: account.lastName ?? null,
          passwordHash: account.passwordHash,
          referredById: referrer?.id ?? null,
          emailVerifiedAt,
          // A member, unless the address is verified already: ADMIN_EMAILS makes an admin of a verified address only.
          role: roleByAdminList(services.config.adminEmails, { role: 'member', email: account.email, emailVerifiedAt }),
        },
      });
      if (!emailVerifiedAt) mail = await services.mailer.enqueue(tx, [await verificationMail(services, tx, created)]);
      return created;
    })
    .catch(conflictFromUniqueViolation);
  await services.mailer.deliver(mail);
  return user;
}

/** `input.ref`, or the referral code remembered from the visitor's first page, names who referred them. */
export async function registerMember(services: Services, rawInput: unknown, meta: RequestMeta): Promise<User> {
  const input = parseInput(registerInput, rawInput);
  requireAcceptableText('public', { username: input.username, firstName: input.firstName, lastName: input.lastName });
  await countRegistration(services, meta);
  const passwordHash = await hashPassword(input.password);
  return createMemberAccount(services, { ...input, passwordHash });
}
