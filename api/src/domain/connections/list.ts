/**
 * The viewer's accepted connections (My Connections), newest first, whoever asked.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { pageSize } from '../paging.js';
import { newestFirst } from './pending.js';

export const DEFAULT_CONNECTION_LIST = 100;
export const MAX_CONNECTION_LIST = 500;

export function acceptedConnectionsWhere(userId: string): Prisma.ConnectionWhereInput {
  return { status: 'accepted', OR: [{ requesterId: userId }, { receiverId: userId }] };
}

/** The same rule as SQL, on the "Connection" row aliased `k`: for a batched read of the list itself. */
export function acceptedConnectionsSql(userId: string, k: Prisma.Sql): Prisma.Sql {
  const me = Prisma.sql`${userId}::uuid`;
  return Prisma.sql`(${k}.status = 'accepted' AND (${k}."requesterId" = ${me} OR ${k}."receiverId" = ${me}))`;
}

/** The same members as SQL selecting one column, `id`: for statements that act on all of them at once. */
export function acceptedConnectionIdsSql(userId: string): Prisma.Sql {
  const ac = Prisma.raw('ac');
  return Prisma.sql`
    SELECT CASE WHEN ${ac}."requesterId" = ${userId}::uuid THEN ${ac}."receiverId" ELSE ${ac}."requesterId" END AS id
    FROM "Connection" ${ac}
    WHERE ${acceptedConnectionsSql(userId, ac)}`;
}

export function listConnections(db: DbTx, userId: string, limit: unknown = undefined) {
  return db.connection.findMany({
    where: acceptedConnectionsWhere(userId),
    orderBy: newestFirst,
    take: pageSize(limit, DEFAULT_CONNECTION_LIST, MAX_CONNECTION_LIST),
    include: { requester: true, receiver: true },
  });
}

export function countConnections(db: DbTx, userId: string) {
  return db.connection.count({ where: acceptedConnectionsWhere(userId) });
}
