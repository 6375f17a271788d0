/**
 * A member's referral code: 8 random upper-case letters and digits, unique, generated once on request and
 * kept from then on. The referral link is the product's home address with ?ref=CODE (http/referral.ts
 * remembers it until the visitor registers).
 */
import { randomInt } from 'node:crypto';
import type { Config } from '../../config/config.js';
import type { DbTx } from '../../db/prisma.js';
import { notFound } from '../errors.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const REFERRAL_CODE_LENGTH = 8;
const MAX_TRIES = 5;

/** 36^8 ≈ 2.8e12 codes from a CSPRNG: unguessable in practice, and collisions are retried. */
export function randomReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

export function referralLink(config: Pick<Config, 'publicUrl'>, code: string): string {
  return `${config.publicUrl}/?ref=${encodeURIComponent(code)}`;
}

export async function getReferralCode(db: DbTx, userId: string): Promise<string | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { referralCode: true } });
  if (!user) throw notFound('Member');
  return user.referralCode;
}

/**
 * The member's code, generated now if they have none. Idempotent: a code, once set, never changes (links
 * already shared keep working). Two concurrent calls settle on whichever wrote first.
 *
 * A drawn code that another member already has is skipped by the update itself rather than caught as a
 * unique violation: inside a unit of work (db/unit-of-work.ts) a failed statement would abort the whole
 * transaction, and the retry with it.
 */
export async function ensureReferralCode(db: DbTx, userId: string, generate = randomReferralCode): Promise<string> {
  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    const existing = await getReferralCode(db, userId);
    if (existing) return existing;
    const code = generate();
    await db.$executeRaw`
      UPDATE "User" SET "referralCode" = ${code}
      WHERE "id" = ${userId}::uuid AND "referralCode" IS NULL
        AND NOT EXISTS (SELECT 1 FROM "User" WHERE "referralCode" = ${code})`;
  }
  throw new Error(`Could not generate a unique referral code in ${MAX_TRIES} tries.`);
}
