/**
 * How the viewer stands to other members on the Networking screens and profiles: the relationship (privacy),
 * the connection row between the two (any status), the accepted connections both have, and whether the
 * viewer blocked them. One statement for any number of members, so a page of results costs what one does.
 */
import DataLoader from 'dataloader';
import type { DbTx } from '../../db/prisma.js';
import { Prisma, type Connection } from '../../generated/prisma/client.js';
import { acceptedConnectionIdsSql } from '../connections/list.js';
import { viewerParam } from '../visibility.js';
import { canSeeProfileDetails, relationshipSql, type Relationship } from './privacy.js';

export interface MemberNetworking {
  relationship: Relationship;
  /** The pair's connection, whoever asked and whatever its status; null for none (and for the viewer). */
  connection: Connection | null;
  /** Accepted connections both have; null for a blocked pair (it tells about the other's connections). */
  mutualConnections: number | null;
  /** The viewer blocked this member (they may also have blocked the viewer: `relationship` is 'blocked' then). */
  blockedByViewer: boolean;
}

export type ConnectionStatus = 'none' | Connection['status'];

export function connectionStatusOf(networking: MemberNetworking): ConnectionStatus {
  return networking.connection?.status ?? 'none';
}

type Row = Omit<Connection, 'id' | 'status'> & {
  memberId: string;
  relationship: Relationship;
  mutual: number;
  blockedByViewer: boolean;
  id: string | null;
  status: Connection['status'] | null;
};

/** The networking of the viewer with each of `memberIds`, by member id. */
export async function loadMemberNetworking(
  db: DbTx,
  viewerId: string,
  memberIds: readonly string[],
): Promise<Map<string, MemberNetworking>> {
  const ids = [...new Set(memberIds.map((id) => id.toLowerCase()))];
  if (ids.length === 0) return new Map();
  const me = viewerParam(viewerId);
  const m = Prisma.sql`m.id`;
  const rows = await db.$queryRaw<Row[]>(Prisma.sql`
    WITH friends AS (${acceptedConnectionIdsSql(viewerId)})
    SELECT m.id::text AS "memberId", ${relationshipSql(viewerId, m)} AS relationship,
      (SELECT count(*)::int FROM friends f WHERE f.id <> m.id AND EXISTS (
         SELECT 1 FROM "Connection" k WHERE k.status = 'accepted' AND (
           (k."requesterId" = f.id AND k."receiverId" = m.id) OR (k."receiverId" = f.id AND k."requesterId" = m.id)))) AS mutual,
      EXISTS (SELECT 1 FROM "Block" b WHERE b."blockerId" = ${me} AND b."blockedId" = m.id) AS "blockedByViewer",
      c.id, c.status::text AS status, c."requesterId", c."receiverId", c."createdAt", c."respondedAt"
    FROM unnest(${ids}::uuid[]) AS m(id)
    LEFT JOIN LATERAL (
      SELECT * FROM "Connection" pc
      WHERE (pc."requesterId" = ${me} AND pc."receiverId" = m.id) OR (pc."receiverId" = ${me} AND pc."requesterId" = m.id)
      LIMIT 1) c ON TRUE`);
  return new Map(rows.map((row) => [row.memberId, networkingOf(row)]));
}

function networkingOf({
  memberId: _,
  relationship,
  mutual,
  blockedByViewer,
  id,
  status,
  ...pair
}: Row): MemberNetworking {
  return {
    relationship,
    connection: id && status ? { id, status, ...pair } : null,
    mutualConnections: relationship === 'self' ? 0 : canSeeProfileDetails(relationship) ? mutual : null,
    blockedByViewer,
  };
}

/** Per request: loadMemberNetworking for every member a selection asks about, one statement per batch. */
export function createNetworkingLoader(db: DbTx, viewerId: string) {
  return new DataLoader<string, MemberNetworking>(async (memberIds) => {
    const found = await loadMemberNetworking(db, viewerId, memberIds);
    return memberIds.map((id) => found.get(id.toLowerCase()) ?? new Error(`No member ${id}`));
  });
}
