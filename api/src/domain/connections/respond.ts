/**
 * Answering a connection request (PATCH /api/connections/:id/accept|decline, Mutation.acceptConnection and
 * declineConnection): only its receiver may, and only while it is pending. Accepting notifies the requester;
 * declining is silent.
 */
import { z } from 'zod';
import type { Connection } from '../../generated/prisma/client.js';
import { refreshDadScores } from '../dad-score/refresh.js';
import { conflict, forbidden, notFound } from '../errors.js';
import { announceNotificationsChanged, createNotifications } from '../notifications/notifications.js';
import type { Services } from '../services.js';
import { parseInput } from '../validation.js';
import { announceConnectionChanged } from './live.js';
import { canAnswerRequest } from './policy.js';
import { markSuggestionsStale } from './suggestion-cache.js';

export const NOT_PENDING = 'This connection request has already been answered.';
export const NOT_THE_RECEIVER = 'Only the member who received this request can answer it.';

const input = z.object({ id: z.uuid({ error: 'That connection id is not valid.' }) });

export function acceptedNotificationText(username: string) {
  return { title: 'Connection accepted', message: `@${username} accepted your connection request.` };
}

type Answer = 'accepted' | 'declined';

async function answerRequest(
  { prisma, events, jobs, config }: Services,
  viewerId: string,
  rawId: unknown,
  answer: Answer,
  now: Date,
) {
  const { id } = parseInput(input, { id: rawId });
  const { connection, notified } = await prisma.$transaction(async (tx) => {
    const found = await tx.connection.findUnique({ where: { id } });
    if (!found) throw notFound('Connection request');
    if (!canAnswerRequest(viewerId, found)) throw forbidden(NOT_THE_RECEIVER);
    // Only a request still pending changes: of two answers at once, the second finds nothing to update.
    const { count } = await tx.connection.updateMany({
      where: { id, status: 'pending' },
      data: { status: answer, respondedAt: now },
    });
    if (count === 0) throw conflict(NOT_PENDING);
    const connection: Connection = await tx.connection.findUniqueOrThrow({ where: { id } });
    // A decline changes no friends in common, and the pair stays left out of each other's suggestions either way.
    if (answer === 'declined') return { connection, notified: [] };
    await refreshDadScores(tx, [connection.requesterId, connection.receiverId]);
    await markSuggestionsStale(tx, [connection.requesterId, connection.receiverId]);
    const receiver = await tx.user.findUniqueOrThrow({ where: { id: viewerId }, select: { username: true } });
    const notified = await createNotifications(
      tx,
      [
        {
          userId: connection.requesterId,
          actorId: viewerId,
          type: 'connection_accepted',
          ...acceptedNotificationText(receiver.username),
          target: { type: 'user', id: viewerId },
        },
      ],
      { jobs, config },
    );
    return { connection, notified };
  });
  announceNotificationsChanged(events, notified);
  announceConnectionChanged(events, answer, connection);
  return connection;
}

export function acceptConnection(services: Services, viewerId: string, id: unknown, now = new Date()) {
  return answerRequest(services, viewerId, id, 'accepted', now);
}

export function declineConnection(services: Services, viewerId: string, id: unknown, now = new Date()) {
  return answerRequest(services, viewerId, id, 'declined', now);
}
