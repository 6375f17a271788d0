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

/** The same members as SQL selecting one column, `id`: for statements that act on all of them at once. */
export function acceptedConnectionIdsSql(userId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT CASE WHEN "requesterId" = ${userId}::uuid THEN "receiverId" ELSE "requesterId" END AS id
    FROM "Connection"
    WHERE status = 'accepted' AND ("requesterId" = ${userId}::uuid OR "receiverId" = ${userId}::uuid)`;
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
