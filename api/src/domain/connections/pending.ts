/**
 * Connection requests waiting for the member's answer: the Networking badge and the Requests tab.
 */
import type { DbTx, Prisma } from '../../db/prisma.js';

/** Requests the member received that are still pending. */
export function pendingRequestsWhere(userId: string): Prisma.ConnectionWhereInput {
  return { receiverId: userId, status: 'pending' };
}

export const newestFirst: Prisma.ConnectionOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

export function listPendingRequests(db: DbTx, userId: string) {
  return db.connection.findMany({ where: pendingRequestsWhere(userId), orderBy: newestFirst, include: { requester: true } });
}

export function countPendingRequests(db: DbTx, userId: string) {
  return db.connection.count({ where: pendingRequestsWhere(userId) });
}
