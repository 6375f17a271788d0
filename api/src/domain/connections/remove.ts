/**
 * Removing a connection (DELETE /api/connections/:id, Mutation.removeConnection): either of its two members
 * removes an accepted connection or a pending request (the requester cancels it, the receiver drops it). A
 * declined request stays: it is what keeps a "no" from being asked again at once (./request.ts). Anyone else
 * gets 404, as if it did not exist.
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import { refreshDadScores } from '../dad-score/refresh.js';
import { conflict, notFound } from '../errors.js';
import type { Services } from '../services.js';
import { parseInput } from '../validation.js';
import { announceConnectionChanged } from './live.js';
import { isConnectionMember } from './policy.js';
import { markSuggestionsStale } from './suggestion-cache.js';

export const DECLINED_STAYS = 'This request was declined: there is no connection to remove.';

const input = z.object({ id: z.uuid({ error: 'That connection id is not valid.' }) });

/**
 * Deletes the connections with these ids; the Dad Scores of members who lose an accepted one are recomputed, and
 * both members' cached suggestions are stale (friends in common changed, or each may be suggested to the other).
 */
async function deleteConnections(
  tx: DbTx,
  connections: { id: string; status: string; requesterId: string; receiverId: string }[],
) {
  if (connections.length === 0) return;
  await tx.connection.deleteMany({ where: { id: { in: connections.map((c) => c.id) } } });
  await refreshDadScores(
    tx,
    connections.filter((c) => c.status === 'accepted').flatMap((c) => [c.requesterId, c.receiverId]),
  );
  await markSuggestionsStale(
    tx,
    connections.flatMap((c) => [c.requesterId, c.receiverId]),
  );
}

export async function removeConnection(
  { prisma, events }: Services,
  viewerId: string,
  rawId: unknown,
): Promise<{ id: string }> {
  const { id } = parseInput(input, { id: rawId });
  const removed = await prisma.$transaction(async (tx) => {
    const found = await tx.connection.findUnique({ where: { id } });
    if (!found || !isConnectionMember(viewerId, found)) throw notFound('Connection');
    if (found.status === 'declined') throw conflict(DECLINED_STAYS);
    await deleteConnections(tx, [found]);
    return found;
  });
  announceConnectionChanged(events, 'removed', removed);
  return { id };
}

/** Blocking: the pair's accepted connection or pending request goes (a declined one stays, as above). */
export async function removePairConnections(tx: DbTx, a: string, b: string): Promise<void> {
  const pair = await tx.connection.findMany({
    where: {
      status: { in: ['accepted', 'pending'] },
      OR: [
        { requesterId: a, receiverId: b },
        { requesterId: b, receiverId: a },
      ],
    },
  });
  await deleteConnections(tx, pair);
}
