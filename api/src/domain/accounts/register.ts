/**
 * Creating an account: validated input, a hashed password, clear conflicts for a taken e-mail or username,
 * and the referral reward when the new member came through someone's link.
 */
import type { User } from '../../generated/prisma/client.js';
import { conflict } from '../errors.js';
import { announceNotificationsChanged } from '../notifications/notifications.js';
import { findReferrer, rewardReferrer } from '../referrals/reward.js';
import type { Services } from '../services.js';
import { findUserByUsername } from '../users/lookup.js';
import { parseInput } from '../validation.js';
import { hashPassword } from './passwords.js';
import { registerInput } from './rules.js';

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
export async function registerMember(services: Services, rawInput: unknown): Promise<User> {
  const input = parseInput(registerInput, rawInput);
  const passwordHash = await hashPassword(input.password);
  const { prisma, events, config } = services;

  const { user, notified } = await prisma
    .$transaction(async (tx) => {
      if (await tx.user.findUnique({ where: { email: input.email }, select: { id: true } })) throw emailTaken();
      if (await findUserByUsername(tx, input.username)) throw usernameTaken();
      const referrer = input.ref ? await findReferrer(tx, input.ref) : null;
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
      const notifiedIds = referrer ? await rewardReferrer(tx, referrer.id, created, config.productName) : [];
      return { user: created, notified: notifiedIds };
    })
    .catch(conflictFromUniqueViolation);

  announceNotificationsChanged(events, notified);
  return user;
}
