/**
 * The server's half of a sign-in ceremony that spans two requests (a passkey's WebAuthn challenge, a single
 * sign-on round trip): opened by the first request, taken once by the second, within minutes. The browser holds
 * a random key (../secret-tokens.ts); the database keeps its SHA-256 with what the second request needs, so any
 * API process can finish a ceremony another began, and a key read from the database is worthless.
 */
import type { Prisma } from '../../generated/prisma/client.js';
import { isSecretTokenShape, newSecretToken, secretTokenDigest } from '../secret-tokens.js';
import type { Services } from '../services.js';

export type SignInChallengePurpose = 'passkey_registration' | 'passkey_sign_in' | 'single_sign_on';

/** Long enough to pick a passkey or type a password at a provider; short enough that a stolen key soon dies. */
export const SIGN_IN_CHALLENGE_LIFETIME_MS = 10 * 60 * 1000;

export interface OpenedChallenge {
  purpose: SignInChallengePurpose;
  /** The member who began it, where one is signed in. */
  userId?: string;
  /** What the second request needs (a WebAuthn challenge, a PKCE verifier, a nonce); no secret of the member's. */
  data: Prisma.InputJsonObject;
}

/** Opens a ceremony; answers the key the browser keeps until the second request. */
export async function openSignInChallenge(
  { prisma }: Pick<Services, 'prisma'>,
  challenge: OpenedChallenge,
  now = new Date(),
): Promise<string> {
  const key = newSecretToken();
  await prisma.signInChallenge.create({
    data: {
      keyHash: secretTokenDigest(key),
      purpose: challenge.purpose,
      userId: challenge.userId ?? null,
      data: challenge.data,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SIGN_IN_CHALLENGE_LIFETIME_MS),
    },
    select: { id: true },
  });
  return key;
}

/** The row of a ceremony that may still be finished: this key's, of this purpose, untaken, unexpired. */
const usableChallenge = (key: string, purpose: SignInChallengePurpose, now: Date) => ({
  keyHash: secretTokenDigest(key),
  purpose,
  usedAt: null,
  expiresAt: { gt: now },
});

export interface TakenChallenge {
  userId: string | null;
  data: Prisma.JsonObject;
}

/** What the second request reads of a ceremony's row. */
const challengeColumns = { userId: true, data: true } as const satisfies Prisma.SignInChallengeSelect;

/** The ceremony as the second request gets it; null when no usable row answered. */
function takenChallenge(
  row: { userId: string | null; data: Prisma.JsonValue } | null | undefined,
): TakenChallenge | null {
  return row ? { userId: row.userId, data: (row.data ?? {}) as Prisma.JsonObject } : null;
}

/**
 * Takes the ceremony `key` names, once: null when the key is unknown, of another purpose, expired or already
 * taken. The take is one conditional update, so of two requests with one key exactly one gets it. In a request's
 * unit of work, a refused request puts it back (its rollback undoes the take): only a finished ceremony uses it up.
 */
export async function takeSignInChallenge(
  { prisma }: Pick<Services, 'prisma'>,
  key: unknown,
  purpose: SignInChallengePurpose,
  now = new Date(),
): Promise<TakenChallenge | null> {
  if (typeof key !== 'string' || !isSecretTokenShape(key)) return null;
  const [taken] = await prisma.signInChallenge.updateManyAndReturn({
    where: usableChallenge(key, purpose, now),
    data: { usedAt: now },
    select: challengeColumns,
  });
  return takenChallenge(taken);
}

/**
 * What the ceremony `key` names holds, without taking it (null as takeSignInChallenge would answer): for a second
 * request that must ask another server before it writes anything (single sign-on's code exchange), so that no
 * transaction is held open meanwhile. It takes the ceremony afterwards, and only the take decides.
 */
export async function peekSignInChallenge(
  { prisma }: Pick<Services, 'prisma'>,
  key: unknown,
  purpose: SignInChallengePurpose,
  now = new Date(),
): Promise<TakenChallenge | null> {
  if (typeof key !== 'string' || !isSecretTokenShape(key)) return null;
  const found = await prisma.signInChallenge.findFirst({
    where: usableChallenge(key, purpose, now),
    select: challengeColumns,
  });
  return takenChallenge(found);
}
