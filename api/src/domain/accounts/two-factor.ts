/**
 * Two-factor authentication with an authenticator app (TOTP, RFC 6238, through otplib) and ten single-use
 * recovery codes (docs/security.md#two-factor-authentication).
 *
 * Turning it on takes two steps: a new secret (sealed in the database, ./../secret-box.ts, not in use yet) shown
 * as a QR code, then the first code from the app, which turns it on and answers the recovery codes, shown once
 * (only their SHA-256 is kept). A code is accepted once: the time step of the last accepted code is kept, and a
 * code of that step or an earlier one is refused. Turning it off needs the password and a code.
 */
import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import { badInput, conflict, notFound } from '../errors.js';
import { seal, unseal } from '../secret-box.js';
import type { RequestMeta, Services } from '../services.js';
import { parseInput } from '../validation.js';
import { confirmPassword } from './confirm-password.js';

export const RECOVERY_CODE_COUNT = 10;
/**
 * A code lives its 30-second step, and 5 seconds more for the member who typed it as it changed (ASVS 6.5.5 asks
 * at most 30 seconds; phones' clocks follow the network's).
 */
const EPOCH_TOLERANCE: [number, number] = [5, 0];

export const WRONG_SETUP_CODE = 'That code is not right. Check the time on your phone and try again.';
export const WRONG_SECOND_FACTOR = 'That code is not right. Check the time on your phone, or use a recovery code.';
export const TWO_FACTOR_OFF = 'Two-factor authentication is off.';

/**
 * Recovery codes: four groups of six letters and digits, without the easily confused 0/O and 1/I/L: 118 bits,
 * enough for a plain SHA-256 to be a safe way to keep them (ASVS 6.5.2 asks a slow hash below 112 bits).
 */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 6;
export const newRecoveryCode = () =>
  Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
  ).join('-');
export const recoveryCodeDigest = (code: string) => createHash('sha256').update(code).digest('hex');
/** What the member typed, in the form the codes were made: lower case, no spaces, the dashes where they belong. */
const normalizedRecovery = (typed: string) => {
  const bare = typed.toLowerCase().replace(/[\s-]/g, '');
  return bare.match(new RegExp(`.{1,${GROUP_LENGTH}}`, 'g'))?.join('-') ?? '';
};
const isTotpShape = (typed: string) => /^\d{6}$/.test(typed.replace(/\s/g, ''));

export interface TwoFactorSetup {
  /** Base32, for typing into the app by hand. */
  secret: string;
  /** otpauth:// address, what the QR code holds. */
  uri: string;
  /** The QR code as an SVG document. */
  qrSvg: string;
}

/** Starts turning it on: a new secret (replacing one from an unfinished setup), not in use until confirmed. */
export async function beginTwoFactorSetup(services: Services, userId: string): Promise<TwoFactorSetup> {
  const { prisma, config } = services;
  const member = await prisma.user.findUnique({ where: { id: userId }, select: { email: true, totpEnabledAt: true } });
  if (!member) throw notFound('Member');
  if (member.totpEnabledAt) throw conflict('Two-factor authentication is already on.');
  const secret = generateSecret();
  await prisma.user.update({
    where: { id: userId },
    data: { totpSecret: await seal(prisma, config, secret), totpLastStep: null },
    select: { id: true },
  });
  const uri = generateURI({ issuer: config.productName, label: member.email, secret });
  return { secret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
}

/** The time step of `code` if it is the app's code now and newer than the last one accepted; null otherwise. */
async function acceptedStep(
  services: Pick<Services, 'config'>,
  db: DbTx,
  member: { totpSecret: string | null; totpLastStep: number | null },
  code: string,
): Promise<number | null> {
  if (!member.totpSecret || !isTotpShape(code)) return null;
  const secret = await unseal(db, services.config, member.totpSecret);
  if (!secret) return null;
  const result = await verify({
    secret,
    token: code.replace(/\s/g, ''),
    epochTolerance: EPOCH_TOLERANCE,
    ...(member.totpLastStep === null ? {} : { afterTimeStep: member.totpLastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const codeInput = z.object({
  code: z.string({ error: 'Enter the code from your app.' }).trim().min(1, 'Enter the code from your app.').max(32),
});

/** Finishes turning it on with the app's first code. Answers the recovery codes, which are never shown again. */
export async function enableTwoFactor(services: Services, userId: string, raw: unknown): Promise<string[]> {
  const { code } = parseInput(codeInput, raw);
  return services.prisma.$transaction(async (tx) => {
    const member = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { totpSecret: true, totpLastStep: true, totpEnabledAt: true },
    });
    if (member.totpEnabledAt) throw conflict('Two-factor authentication is already on.');
    if (!member.totpSecret) throw badInput('Start setting up two-factor authentication first.');
    const step = await acceptedStep(services, tx, member, code);
    if (step === null) throw badInput(WRONG_SETUP_CODE, [{ field: 'code', message: WRONG_SETUP_CODE }]);
    // Only the step is written here: a second request with the same code finds it used.
    const claimed = await tx.user.updateMany({
      where: { id: userId, totpEnabledAt: null },
      data: { totpEnabledAt: new Date(), totpLastStep: step },
    });
    if (claimed.count !== 1) throw conflict('Two-factor authentication is already on.');
    return replaceRecoveryCodes(tx, userId);
  });
}

async function replaceRecoveryCodes(tx: DbTx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: recoveryCodeDigest(code) })) });
  return codes;
}

export type SecondFactorMethod = 'second_factor' | 'recovery_code';

/** Which of the two a typed code was meant as: six digits are the app's, anything else a recovery code. */
export const attemptedSecondFactor = (typed: string): SecondFactorMethod =>
  isTotpShape(typed) ? 'second_factor' : 'recovery_code';

/**
 * Checks a code from the app, or a recovery code (used up), for a member with two-factor on, inside the caller's
 * transaction. Answers which it was, or null when neither (nothing is written then).
 */
export async function useSecondFactor(
  services: Pick<Services, 'config'>,
  tx: DbTx,
  userId: string,
  typed: string,
  now = new Date(),
): Promise<SecondFactorMethod | null> {
  const member = await tx.user.findUniqueOrThrow({
    where: { id: userId },
    select: { totpSecret: true, totpLastStep: true, totpEnabledAt: true },
  });
  if (!member.totpEnabledAt) return null;
  const step = await acceptedStep(services, tx, member, typed);
  if (step !== null) {
    // Conditional: of two sign-ins with the same code, one moves the step and the other finds it moved.
    const { count } = await tx.user.updateMany({
      where: { id: userId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
      data: { totpLastStep: step },
    });
    return count === 1 ? 'second_factor' : null;
  }
  const { count } = await tx.recoveryCode.updateMany({
    where: { userId, codeHash: recoveryCodeDigest(normalizedRecovery(typed)), usedAt: null },
    data: { usedAt: now },
  });
  return count === 1 ? 'recovery_code' : null;
}

const disableInput = z.object({
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(1024),
  code: codeInput.shape.code,
});

/** Turns it off: the password (throttled like a sign-in) and a code or a recovery code. */
export async function disableTwoFactor(
  services: Services,
  userId: string,
  raw: unknown,
  meta: RequestMeta,
): Promise<void> {
  const { password, code } = parseInput(disableInput, raw);
  await confirmPassword(services, userId, password, meta, { field: 'password', message: 'Password is incorrect.' });
  await services.prisma.$transaction(async (tx) => {
    if (!(await useSecondFactor(services, tx, userId, code))) {
      throw badInput(WRONG_SECOND_FACTOR, [{ field: 'code', message: WRONG_SECOND_FACTOR }]);
    }
    await turnOffTwoFactor(tx, userId);
  });
}

/** Forgets the secret and the recovery codes (the member's own choice, or an admin's after checking who asks). */
export async function turnOffTwoFactor(tx: DbTx, userId: string): Promise<void> {
  await tx.user.update({
    where: { id: userId },
    data: { totpSecret: null, totpEnabledAt: null, totpLastStep: null },
    select: { id: true },
  });
  await tx.recoveryCode.deleteMany({ where: { userId } });
}
