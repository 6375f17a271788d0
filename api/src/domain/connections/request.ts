/**
 * Asking another member to connect (POST /api/connections, /api/connections/request, Mutation.requestConnection).
 * One connection per pair of members, whoever asked: a pending or accepted one is a 409. A declined request may
 * be asked again (the row is reused), at once by the member who declined it, and by the one who was declined
 * only after RE_REQUEST_AFTER_DECLINE_MS, so that a "no" is not answered with a flood of requests. A blocked
 * pair (either blocked the other) cannot connect: 403.
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import type { Connection } from '../../generated/prisma/client.js';
import { CANNOT_CONNECT, requireNotBlocked } from '../blocks/rules.js';
import { badInput, conflict, notFound } from '../errors.js';
import { announceNotificationsChanged, createNotifications } from '../notifications/notifications.js';
import type { Services } from '../services.js';
import { parseInput } from '../validation.js';
import { announceConnectionChanged } from './live.js';

export const RE_REQUEST_AFTER_DECLINE_MS = 30 * 24 * 60 * 60 * 1000;

export const ALREADY_CONNECTED = 'You are already connected with this member.';
export const ALREADY_REQUESTED = 'A connection request is already pending between you and this member.';
export const RECENTLY_DECLINED = 'This member did not accept your last request. You can ask again 30 days after it.';

const input = z.object({
  receiverId: z.uuid({ error: 'Choose a member to connect with.' }),
});

export function requestNotificationText(username: string) {
  return { title: 'New connection request', message: `@${username} wants to connect with you.` };
}

/** The pair's connection, whichever of the two asked. */
export function findPairConnection(db: DbTx, a: string, b: string) {
  return db.connection.findFirst({
    where: {
      OR: [
        { requesterId: a, receiverId: b },
        { requesterId: b, receiverId: a },
      ],
    },
  });
}

/** Sends a connection request from the viewer to `receiverId` (raw id) and notifies the receiver. */
export async function requestConnection(
  { prisma, events, jobs, config }: Services,
  viewerId: string,
  receiverId: unknown,
  now = new Date(),
) {
  const { receiverId: id } = parseInput(input, { receiverId });
  if (id === viewerId)
    throw badInput('You cannot connect with yourself.', [{ field: 'receiverId', message: 'That is you.' }]);
  const { connection, notified } = await prisma.$transaction(async (tx) => {
    const receiver = await tx.user.findUnique({ where: { id }, select: { id: true } });
    if (!receiver) throw notFound('Member');
    await requireNotBlocked(tx, viewerId, id, CANNOT_CONNECT);
    const connection = await createOrRenew(tx, viewerId, id, now);
    const requester = await tx.user.findUniqueOrThrow({ where: { id: viewerId }, select: { username: true } });
    const notified = await createNotifications(
      tx,
      [
        {
          userId: id,
          actorId: viewerId,
          type: 'connection_request',
          ...requestNotificationText(requester.username),
          target: { type: 'connection', id: connection.id },
        },
      ],
      { jobs, config },
    );
    return { connection, notified };
  });
  announceNotificationsChanged(events, notified);
  announceConnectionChanged(events, 'requested', connection);
  return connection;
}

async function createOrRenew(tx: DbTx, requesterId: string, receiverId: string, now: Date): Promise<Connection> {
  const existing = await findPairConnection(tx, requesterId, receiverId);
  if (!existing) {
    // ON CONFLICT DO NOTHING: of two requests between the same pair at once, the second inserts nothing.
    const { count } = await tx.connection.createMany({
      data: [{ requesterId, receiverId, createdAt: now }],
      skipDuplicates: true,
    });
    if (count === 0) throw conflict(ALREADY_REQUESTED);
    return tx.connection.findFirstOrThrow({ where: { requesterId, receiverId } });
  }
  if (existing.status === 'accepted') throw conflict(ALREADY_CONNECTED);
  if (existing.status === 'pending') throw conflict(ALREADY_REQUESTED);
  const declinedAt = existing.respondedAt ?? existing.createdAt;
  if (existing.requesterId === requesterId && now.getTime() - declinedAt.getTime() < RE_REQUEST_AFTER_DECLINE_MS) {
    throw conflict(RECENTLY_DECLINED);
  }
  // Only a row still declined is renewed: a concurrent renewal leaves nothing to update.
  const { count } = await tx.connection.updateMany({
    where: { id: existing.id, status: 'declined' },
    data: { requesterId, receiverId, status: 'pending', createdAt: now, respondedAt: null },
  });
  if (count === 0) throw conflict(ALREADY_REQUESTED);
  return tx.connection.findUniqueOrThrow({ where: { id: existing.id } });
}
