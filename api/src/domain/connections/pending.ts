/**
 * Connection requests waiting for the member's answer: the Networking badge and the Requests tab.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';

/** Requests the member received that are still pending. */
export function pendingRequestsWhere(userId: string): Prisma.ConnectionWhereInput {
  return { receiverId: userId, status: 'pending' };
}

/** The same rule as SQL, on the "Connection" row aliased `k`. */
export function pendingRequestsSql(userId: string, k: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`(${k}."receiverId" = ${userId}::uuid AND ${k}.status = 'pending')`;
}

/** Newest first, requests and accepted connections alike. */
export const newestFirst: Prisma.ConnectionOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];

/** The same order as SQL, on rows aliased `k` with the columns "createdAt" and id. */
export const newestFirstSql = (k: Prisma.Sql) => Prisma.sql`${k}."createdAt" DESC, ${k}.id DESC`;

export function listPendingRequests(db: DbTx, userId: string) {
  return db.connection.findMany({
    where: pendingRequestsWhere(userId),
    orderBy: newestFirst,
    include: { requester: true },
  });
}

export function countPendingRequests(db: DbTx, userId: string) {
  return db.connection.count({ where: pendingRequestsWhere(userId) });
}
