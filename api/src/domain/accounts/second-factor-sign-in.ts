/**
 * The second step of signing in to an account with two-factor on (docs/security.md#two-factor-authentication).
 *
 * A right password answers a challenge instead of a session: `v1.<member>.<expiry>.<nonce>.<mac>`, an HMAC over
 * the member, the expiry (five minutes) and a nonce, under a key made of SECRETS_KEY (when set) and the member's
 * password hash, so a changed password voids it and nobody without the database can make one. It is held by
 * nothing on the server until it is used: the refusal that carries it must not write (a request that answers
 * 401 is rolled back), and any API process can check it. Using it with a code from
 * the app, or a recovery code, records it as used (AccountLink, purpose second_factor; its unique digest lets
 * only one of two simultaneous uses through). Wrong codes count against the sign-in throttle (./throttle.ts).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../config/config.js';
import type { User } from '../../generated/prisma/client.js';
import { AppError } from '../errors.js';
import { LINK_LIFETIME_MS, LINK_REFUSED, linkRefused } from './account-links.js';
import { secretTokenDigest } from '../secret-tokens.js';
import type { RequestMeta, Services } from '../services.js';
import { parseInput } from '../validation.js';
import { recordFailedAttempt } from './sign-in-history.js';
import { assertSignInAllowed, clearFailedSignIns, recordFailedSignIn, signInKeys } from './throttle.js';
import { WRONG_SECOND_FACTOR, attemptedSecondFactor, useSecondFactor, type SecondFactorMethod } from './two-factor.js';

export const CHALLENGE_LIFETIME_MS = LINK_LIFETIME_MS.second_factor;
export const SECOND_FACTOR_REQUIRED =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
export const CHALLENGE_EXPIRED = LINK_REFUSED.second_factor;

function mac(config: Pick<Config, 'secretsKey'>, passwordHash: string, payload: string): string {
  const key = createHash('sha256').update(`dadhood:sign-in challenge:${config.secretsKey ?? ''}:${passwordHash}`);
  return createHmac('sha256', key.digest()).update(payload).digest('base64url');
}

/** The challenge for a member whose password was right. */
export function issueChallenge(
  services: Pick<Services, 'config'>,
  member: Pick<User, 'id' | 'passwordHash'>,
  now = new Date(),
): string {
  const head = `v1.${member.id}.${now.getTime() + CHALLENGE_LIFETIME_MS}.${randomBytes(16).toString('base64url')}`;
  return `${head}.${mac(services.config, member.passwordHash, head)}`;
}

/** An AppError for a challenge that no longer works; the member signs in again. */
const expired = () => linkRefused('second_factor');

/** The member the challenge names, if it is genuine, unexpired and made with their current password. */
async function challengeHolder(services: Services, challenge: string, now: Date) {
  const [version, userId, expiry, nonce, given] = challenge.split('.');
  if (version !== 'v1' || !userId || !expiry || !nonce || !given || !/^[0-9a-f-]{36}$/.test(userId)) return null;
  const expiresAt = new Date(Number(expiry));
  if (!(expiresAt.getTime() > now.getTime())) return null;
  const member = await services.prisma.user.findUnique({ where: { id: userId } });
  if (!member) return null;
  const expected = mac(services.config, member.passwordHash, `v1.${userId}.${expiry}.${nonce}`);
  if (expected.length !== given.length) return null;
  if (!timingSafeEqual(Buffer.from(expected), Buffer.from(given))) return null;
  return { member, expiresAt };
}

const secondStepInput = z.object({
  challenge: z.string({ error: CHALLENGE_EXPIRED }).max(300, CHALLENGE_EXPIRED),
  code: z.string({ error: 'Enter the code from your app.' }).trim().min(1, 'Enter the code from your app.').max(32),
});

/** Finishes the sign-in: answers the member and how they proved it, for a new session. */
export async function completeSignIn(
  services: Services,
  raw: unknown,
  meta: RequestMeta,
  now = new Date(),
): Promise<{ user: User; method: SecondFactorMethod }> {
  const { challenge, code } = parseInput(secondStepInput, raw);
  const holder = await challengeHolder(services, challenge, now);
  if (!holder) throw expired();
  const { member, expiresAt } = holder;
  const keys = signInKeys(meta.ipAddress, member.id, member.id);
  await assertSignInAllowed(services, keys);
  const tokenHash = secretTokenDigest(challenge);
  if (await services.prisma.accountLink.findUnique({ where: { tokenHash }, select: { id: true } })) throw expired();
  const method = await services.prisma
    .$transaction(async (tx) => {
      const used = await useSecondFactor(services, tx, member.id, code, now);
      if (!used) return null;
      await tx.accountLink.create({
        data: { userId: member.id, purpose: 'second_factor', tokenHash, email: member.email, expiresAt, usedAt: now },
        select: { id: true },
      });
      return used;
    })
    .catch((error: unknown) => {
      // The other of two simultaneous uses of one challenge got there first.
      if ((error as { code?: string }).code === 'P2002') throw expired();
      throw error;
    });
  if (!method) {
    await recordFailedSignIn(services, keys);
    recordFailedAttempt(services, member.id, attemptedSecondFactor(code), meta);
    throw new AppError('UNAUTHENTICATED', WRONG_SECOND_FACTOR, {
      fieldErrors: [{ field: 'code', message: WRONG_SECOND_FACTOR }],
    });
  }
  await clearFailedSignIns(services, keys);
  return { user: member, method };
}
