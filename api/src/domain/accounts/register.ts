/**
 * Creating an account: validated input, at most a few an hour from one address, a hashed password, clear
 * conflicts for a taken e-mail or username, a mail to verify the address (./email-verification.ts), and who
 * referred the new member (their referrer's bonus waits
 * until the new member finishes onboarding: domain/referrals/reward.ts).
 */
import type { User } from '../../generated/prisma/client.js';
import { addressKey } from '../../limits/address.js';
import { consume, tryAgainIn } from '../../limits/limits.js';
import { conflict } from '../errors.js';
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
async function countRegistration(services: Services, meta: RequestMeta): Promise<void> {
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

/** `input.ref`, or the referral code remembered from the visitor's first page, names who referred them. */
export async function registerMember(services: Services, rawInput: unknown, meta: RequestMeta): Promise<User> {
  const input = parseInput(registerInput, rawInput);
  requireAcceptableText('public', { username: input.username, firstName: input.firstName, lastName: input.lastName });
  await countRegistration(services, meta);
  const passwordHash = await hashPassword(input.password);
  let mail: string[] = [];
  const user = await services.prisma
    .$transaction(async (tx) => {
      if (await tx.user.findUnique({ where: { email: input.email }, select: { id: true } })) throw emailTaken();
      if (await findUserByUsername(tx, input.username)) throw usernameTaken();
      const referrer = input.ref ? await findReferrer(tx, input.ref) : null;
      // A member, whatever the address: ADMIN_EMAILS makes an admin of its owner once the address is verified.
      const created = await tx.user.create({
        data: {
          email: input.email,
          username: input.username,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
          passwordHash,
          referredById: referrer?.id ?? null,
        },
      });
      mail = await services.mailer.enqueue(tx, [await verificationMail(services, tx, created)]);
      return created;
    })
    .catch(conflictFromUniqueViolation);
  await services.mailer.deliver(mail);
  return user;
}
