/**
 * Housekeeping that keeps tables from growing without bound: expired sessions, expired Idempotency-Key
 * answers, mailed links and sign-in ceremonies a day after they expired (an expired one is refused as an unknown
 * one is), sign-in history older than SIGN_IN_HISTORY_DAYS, and upload chunks no upload names (uploads/chunks.ts).
 * (Failed sign-ins are also counted by rate limiters whose counters expire by themselves.)
 */
import { SIGN_IN_HISTORY_DAYS } from './accounts/sign-in-history.js';
import { defineJob } from '../jobs/queue.js';
import type { Services } from './services.js';
import { sweepOrphanChunks } from './uploads/chunks.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function sweepExpired(
  { prisma }: Services,
  now = new Date(),
): Promise<{
  sessions: number;
  idempotencyKeys: number;
  accountLinks: number;
  signInChallenges: number;
  signInEvents: number;
  uploadChunks: number;
}> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const historyStart = new Date(now.getTime() - SIGN_IN_HISTORY_DAYS * DAY_MS);
  const [sessions, idempotencyKeys, accountLinks, signInChallenges, signInEvents] = await prisma.$transaction([
    prisma.session.deleteMany({ where: { expiresAt: { lt: now } } }),
    // Stored Idempotency-Key answers live 24 hours (http/idempotency.ts).
    prisma.idempotencyKey.deleteMany({ where: { expiresAt: { lt: now } } }),
    prisma.accountLink.deleteMany({ where: { expiresAt: { lt: dayAgo } } }),
    prisma.signInChallenge.deleteMany({ where: { expiresAt: { lt: dayAgo } } }),
    prisma.signInEvent.deleteMany({ where: { createdAt: { lt: historyStart } } }),
  ]);
  const uploadChunks = await sweepOrphanChunks(prisma, now);
  return {
    sessions: sessions.count,
    idempotencyKeys: idempotencyKeys.count,
    accountLinks: accountLinks.count,
    signInChallenges: signInChallenges.count,
    signInEvents: signInEvents.count,
    uploadChunks,
  };
}

/** Every hour, in one process. */
export const sweepJob = defineJob({
  name: 'sweep-expired',
  cron: '17 * * * *',
  retryLimit: 2,
  run: (services) => sweepExpired(services),
});
