/**
 * Housekeeping that keeps tables from growing without bound: expired sessions, expired Idempotency-Key
 * answers, and upload chunks no upload names (uploads/chunks.ts). (Failed sign-ins are counted by rate limiters
 * whose counters expire by themselves.)
 */
import type { Services } from './services.js';
import { sweepOrphanChunks } from './uploads/chunks.js';

export async function sweepExpired(
  { prisma }: Services,
  now = new Date(),
): Promise<{ sessions: number; idempotencyKeys: number; uploadChunks: number }> {
  const [sessions, idempotencyKeys] = await prisma.$transaction([
    prisma.session.deleteMany({ where: { expiresAt: { lt: now } } }),
    // Stored Idempotency-Key answers live 24 hours (http/idempotency.ts).
    prisma.idempotencyKey.deleteMany({ where: { expiresAt: { lt: now } } }),
  ]);
  const uploadChunks = await sweepOrphanChunks(prisma, now);
  return { sessions: sessions.count, idempotencyKeys: idempotencyKeys.count, uploadChunks };
}
