/**
 * The viewer's accepted connections (My Connections), newest first, whoever asked.
 */
import type { DbTx, Prisma } from '../../db/prisma.js';
import { pageSize } from '../events/paging.js';
import { newestFirst } from './pending.js';

export const DEFAULT_CONNECTION_LIST = 100;
export const MAX_CONNECTION_LIST = 500;

export function acceptedConnectionsWhere(userId: string): Prisma.ConnectionWhereInput {
  return { status: 'accepted', OR: [{ requesterId: userId }, { receiverId: userId }] };
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
