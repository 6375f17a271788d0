/**
 * The panic button (a community alert): records the alert and answers at once; the member's accepted
 * connections are notified, live, by a job written with the alert and run right after the commit (./fan-out.ts).
 * At most one alert per member every 5 minutes, so a nervous thumb cannot flood anyone's notifications.
 */
import { Prisma } from '../../generated/prisma/client.js';
import { countConnections } from '../connections/list.js';
import { notFound, rateLimited } from '../errors.js';
import type { Services } from '../services.js';
import { panicFanOutJob } from './fan-out.js';
import { randomPanicLine } from './lines.js';

export const PANIC_COOLDOWN_MS = 5 * 60 * 1000;

export interface PanicActivation {
  alertId: string;
  /** How many connections are notified (the fan-out writes their notifications just after the answer). */
  notified: number;
  /** A humorous loading line for the dialog. */
  line: string;
}

export const PANIC_COOLDOWN_MESSAGE = 'You can raise one community alert every 5 minutes.';

/** Tells who was alerted only when someone was: a member without connections alerted nobody. */
export function cooldownMessage(connections: number): string {
  return connections > 0
    ? `${PANIC_COOLDOWN_MESSAGE} Your connections have already been alerted.`
    : `${PANIC_COOLDOWN_MESSAGE} You have no connections yet, so nobody was alerted.`;
}

export async function activatePanic(services: Services, userId: string): Promise<PanicActivation> {
  const { alertId, notified } = await services.prisma.$transaction(async (tx) => {
    // Locks the member's row: of two presses at once, the second waits here and then sees the first's alert.
    const [member] = await tx.$queryRaw<{ username: string }[]>(
      Prisma.sql`SELECT username FROM "User" WHERE id = ${userId}::uuid FOR UPDATE`,
    );
    if (!member) throw notFound('Member');
    const now = new Date();
    const last = await tx.panicAlert.findFirst({
      where: { userId, createdAt: { gt: new Date(now.getTime() - PANIC_COOLDOWN_MS) } },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
    });
    const notified = await countConnections(tx, userId);
    if (last) {
      throw rateLimited(
        cooldownMessage(notified),
        (last.createdAt.getTime() + PANIC_COOLDOWN_MS - now.getTime()) / 1000,
      );
    }
    // With nobody to notify, the alert is notified already; otherwise the fan-out job sets `notifiedAt` and
    // `deliveriesWrittenAt`.
    const done = notified === 0 ? now : null;
    const alert = await tx.panicAlert.create({
      data: { userId, createdAt: now, notifiedAt: done, deliveriesWrittenAt: done },
      select: { id: true },
    });
    if (notified > 0) await services.jobs.send(panicFanOutJob, { alertId: alert.id }, { tx });
    return { alertId: alert.id, notified };
  });

  return { alertId, notified, line: randomPanicLine() };
}
