/**
 * The panic button (a community alert): records the alert and notifies the member's accepted connections,
 * live. At most one alert per member every 5 minutes, so a nervous thumb cannot flood anyone's notifications.
 */
import { Prisma } from '../../generated/prisma/client.js';
import { notFound, rateLimited } from '../errors.js';
import { announceNotificationsChanged, createNotifications } from '../notifications/notifications.js';
import type { Services } from '../services.js';
import { randomPanicLine } from './lines.js';

export const PANIC_COOLDOWN_MS = 5 * 60 * 1000;

export interface PanicActivation {
  alertId: string;
  /** How many connections were notified. */
  notified: number;
  /** A humorous loading line for the dialog. */
  line: string;
}

export function panicNotificationText(username: string) {
  return {
    title: 'Community alert',
    message: `@${username} pressed the panic button! Check in on them: a fellow dad may need backup (or at least someone to hold the ladder).`,
  };
}

export async function activatePanic({ prisma, events }: Services, userId: string): Promise<PanicActivation> {
  const { alertId, recipients } = await prisma.$transaction(async (tx) => {
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
    if (last) {
      throw rateLimited(
        'You can raise one community alert every 5 minutes. Your connections have already been alerted.',
        (last.createdAt.getTime() + PANIC_COOLDOWN_MS - now.getTime()) / 1000,
      );
    }
    const alert = await tx.panicAlert.create({ data: { userId, createdAt: now }, select: { id: true } });
    const connections = await tx.connection.findMany({
      where: { status: 'accepted', OR: [{ requesterId: userId }, { receiverId: userId }] },
      select: { requesterId: true, receiverId: true },
    });
    const friends = new Set(connections.map((c) => (c.requesterId === userId ? c.receiverId : c.requesterId)));
    friends.delete(userId);
    const text = panicNotificationText(member.username);
    const recipients = await createNotifications(
      tx,
      [...friends].map((friendId) => ({
        userId: friendId,
        actorId: userId,
        type: 'panic' as const,
        ...text,
        target: { type: 'panic_alert' as const, id: alert.id },
      })),
    );
    return { alertId: alert.id, recipients };
  });
  announceNotificationsChanged(events, recipients);
  return { alertId, notified: recipients.length, line: randomPanicLine() };
}
