/**
 * Connections, live (docs/live-events.md): each change of a connection or request is published, after its commit,
 * to the members it concerns, carrying the connection's row as it now is, so that their badges, Requests tab and
 * buttons follow without a reload. A declined request is published to the one who declined only: declining stays
 * silent to the one who asked.
 */
import { topic, type EventBus } from '../../events/bus.js';
import type { Connection } from '../../generated/prisma/client.js';

/** A connection as the connectionChanged event carries it (dates as ISO strings once through Redis). */
export interface ConnectionChangePayload {
  kind: 'requested' | 'accepted' | 'declined' | 'removed';
  connection: {
    id: string;
    requesterId: string;
    receiverId: string;
    status: string;
    createdAt: string | Date;
    respondedAt: string | Date | null;
  };
  at: string;
}

/** Connections' topic on the event bus. */
export const connectionTopics = {
  /** One of the member's connections or requests changed: the connection's row as it now is (connectionChanged). */
  connectionChanged: topic<string, ConnectionChangePayload>('connectionChanged'),
};

type ConnectionRow = Pick<Connection, 'id' | 'requesterId' | 'receiverId' | 'status' | 'createdAt' | 'respondedAt'>;

export function announceConnectionChanged(
  events: EventBus,
  kind: ConnectionChangePayload['kind'],
  connection: ConnectionRow,
): void {
  const { id, requesterId, receiverId, status, createdAt, respondedAt } = connection;
  const payload: ConnectionChangePayload = {
    kind,
    connection: { id, requesterId, receiverId, status, createdAt, respondedAt },
    at: new Date().toISOString(),
  };
  const to = kind === 'declined' ? [receiverId] : [requesterId, receiverId];
  for (const userId of to) events.publish(connectionTopics.connectionChanged, userId, payload);
}

/** The row an event carried, with its dates back (they are strings once through Redis). */
export function revivedConnection(row: ConnectionChangePayload['connection']): Connection {
  return {
    ...row,
    status: row.status as Connection['status'],
    createdAt: new Date(row.createdAt),
    respondedAt: row.respondedAt === null ? null : new Date(row.respondedAt),
  };
}
