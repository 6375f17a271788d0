/**
 * Who may do what with a connection: only its receiver answers a request; only its two members see it.
 */
import type { Connection } from '../../generated/prisma/client.js';

export function isConnectionMember(
  viewerId: string,
  connection: Pick<Connection, 'requesterId' | 'receiverId'>,
): boolean {
  return connection.requesterId === viewerId || connection.receiverId === viewerId;
}

export function canAnswerRequest(viewerId: string, connection: Pick<Connection, 'receiverId'>): boolean {
  return connection.receiverId === viewerId;
}

/** The member at the other end of the connection from the viewer. */
export function otherMemberId(viewerId: string, connection: Pick<Connection, 'requesterId' | 'receiverId'>): string {
  return connection.requesterId === viewerId ? connection.receiverId : connection.requesterId;
}
