/**
 * Single-use links mailed to a member: a password reset (one hour) or an e-mail verification (a day). The
 * token is a bearer secret (../secret-tokens.ts) that only the mail holds; the row keeps its SHA-256. A link
 * works once, until it expires, while the address it went to is still the member's, and until a newer link of
 * the same purpose replaces it (docs/security.md#mailed-links).
 */
import type { DbTx } from '../../db/prisma.js';
import type { AccountLinkPurpose } from '../../generated/prisma/client.js';
import { AppError } from '../errors.js';
import { isSecretTokenShape, newSecretToken, secretTokenDigest } from '../secret-tokens.js';

const HOUR_MS = 60 * 60 * 1000;

export const LINK_LIFETIME_MS: Record<AccountLinkPurpose, number> = {
  password_reset: HOUR_MS,
  email_verification: 24 * HOUR_MS,
  // Never mailed nor issued here: the sign-in challenge keeps its own expiry (./second-factor-sign-in.ts).
  second_factor: 5 * 60 * 1000,
};

/** What a member reads when a link no longer works, and what to do about it. */
export const LINK_REFUSED: Record<AccountLinkPurpose, string> = {
  password_reset: 'This password reset link has expired or was already used. Ask for a new one.',
  email_verification:
    'This verification link has expired, was already used, or is for an address that is no longer yours. Sign in and ask for a new one.',
  second_factor: 'Your sign-in took too long. Sign in again.',
};

export interface IssuedLink {
  userId: string;
  purpose: AccountLinkPurpose;
  /** The address the mail goes to. */
  email: string;
}

/** Makes a new link and answers its token, for the mail; the member's unused links of that purpose stop working. */
export async function issueAccountLink(db: DbTx, link: IssuedLink, now = new Date()): Promise<string> {
  await voidAccountLinks(db, link.userId, [link.purpose], now);
  const token = newSecretToken();
  await db.accountLink.create({
    data: {
      ...link,
      tokenHash: secretTokenDigest(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[link.purpose]),
    },
    select: { id: true },
  });
  return token;
}

/** Makes the member's unused links of these purposes useless (a newer link, a new password, a new address). */
export async function voidAccountLinks(
  db: DbTx,
  userId: string,
  purposes: AccountLinkPurpose[],
  now = new Date(),
): Promise<void> {
  await db.accountLink.updateMany({
    where: { userId, purpose: { in: purposes }, usedAt: null },
    data: { usedAt: now },
  });
}

export interface UsableLink {
  id: string;
  userId: string;
  email: string;
}

/** The link `token` names, if it may be used now: that purpose, unused, unexpired, its address still the member's. */
export async function findUsableLink(
  db: DbTx,
  purpose: AccountLinkPurpose,
  token: unknown,
  now = new Date(),
): Promise<UsableLink | null> {
  if (!isSecretTokenShape(token)) return null;
  const link = await db.accountLink.findUnique({
    where: { tokenHash: secretTokenDigest(token) },
    select: {
      id: true,
      userId: true,
      email: true,
      purpose: true,
      usedAt: true,
      expiresAt: true,
      user: { select: { email: true } },
    },
  });
  if (!link || link.purpose !== purpose || link.usedAt || link.expiresAt <= now) return null;
  if (link.user.email !== link.email) return null;
  return { id: link.id, userId: link.userId, email: link.email };
}

export const linkRefused = (purpose: AccountLinkPurpose) => new AppError('LINK_INVALID', LINK_REFUSED[purpose]);

/**
 * Uses the link, inside the caller's transaction: of two submissions of one link, only one gets past the
 * conditional update; the other is refused as a used link.
 */
export async function useAccountLink(
  tx: DbTx,
  purpose: AccountLinkPurpose,
  token: unknown,
  now = new Date(),
): Promise<UsableLink> {
  const link = await findUsableLink(tx, purpose, token, now);
  if (!link) throw linkRefused(purpose);
  const { count } = await tx.accountLink.updateMany({ where: { id: link.id, usedAt: null }, data: { usedAt: now } });
  if (count !== 1) throw linkRefused(purpose);
  return link;
}
