/**
 * Housekeeping that keeps tables from growing without bound: expired sessions and sign-in failures that
 * have left the throttling window.
 */
import { SIGN_IN_WINDOW_MS } from './accounts/throttle.js';
import type { Services } from './services.js';

export async function sweepExpired({ prisma }: Services, now = new Date()): Promise<{ sessions: number; loginAttempts: number }> {
  const [sessions, loginAttempts] = await prisma.$transaction([
    prisma.session.deleteMany({ where: { expiresAt: { lt: now } } }),
    prisma.loginAttempt.deleteMany({ where: { createdAt: { lt: new Date(now.getTime() - SIGN_IN_WINDOW_MS) } } }),
  ]);
  return { sessions: sessions.count, loginAttempts: loginAttempts.count };
}
