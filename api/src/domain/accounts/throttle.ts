/**
 * Sign-in throttling: after 10 failed attempts for one account or from one address within 15 minutes,
 * further attempts are refused (429) until the oldest of those failures leaves the window. Failures are
 * kept in the database, so every API process counts the same ones.
 */
import type { DbTx } from '../../db/prisma.js';
import { rateLimited } from '../errors.js';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_MAX_FAILURES = 10;

async function secondsUntilAllowed(db: DbTx, where: { identifier: string } | { ipAddress: string }, now: Date) {
  const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS);
  const failures = await db.loginAttempt.findMany({
    where: { ...where, createdAt: { gte: since } },
    orderBy: { createdAt: 'desc' },
    take: SIGN_IN_MAX_FAILURES,
    select: { createdAt: true },
  });
  if (failures.length < SIGN_IN_MAX_FAILURES) return 0;
  // Allowed again once the 10th most recent failure is older than the window.
  const tenth = failures[SIGN_IN_MAX_FAILURES - 1]!.createdAt.getTime();
  return (tenth + SIGN_IN_WINDOW_MS - now.getTime()) / 1000;
}

export async function assertSignInAllowed(db: DbTx, identifier: string, ipAddress: string, now = new Date()) {
  const wait = Math.max(
    await secondsUntilAllowed(db, { identifier }, now),
    await secondsUntilAllowed(db, { ipAddress }, now),
  );
  if (wait > 0) {
    throw rateLimited(
      `Too many failed sign-in attempts. Try again in ${Math.ceil(wait / 60)} minute${wait > 60 ? 's' : ''}.`,
      wait,
    );
  }
}

export async function recordFailedSignIn(db: DbTx, identifier: string, ipAddress: string): Promise<void> {
  await db.loginAttempt.create({ data: { identifier, ipAddress } });
}

/** A successful sign-in clears that account's failures (not the address's: other accounts may be under attack). */
export async function clearFailedSignIns(db: DbTx, identifier: string): Promise<void> {
  await db.loginAttempt.deleteMany({ where: { identifier } });
}
