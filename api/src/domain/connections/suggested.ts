/**
 * Suggested Connections: members the viewer might know, best first (docs/connections.md gives the rule).
 * Left out: the viewer, anyone the viewer already has a connection row with (pending or accepted either way,
 * or a declined request: a "no" is not suggested again), members in a blocked pair with the viewer, and
 * members who have not finished onboarding.
 * Location counts only where the viewer may see it, so the ranking never reveals a hidden location.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma, type User } from '../../generated/prisma/client.js';
import { blockedPairSql } from '../blocks/rules.js';
import { locationParts } from '../events/recommend.js';
import { pageSize } from '../paging.js';
import { canSeeFieldSql } from '../users/privacy.js';
import { alias, viewerParam } from '../visibility.js';
import { suspendedOtherSql } from '../moderation/visibility.js';

export const DEFAULT_SUGGESTED_LIMIT = 10;
export const MAX_SUGGESTED_LIMIT = 50;

/** Points per connection both members have, for the same city, the same state, and per shared interest. */
export const MUTUAL_CONNECTION_POINTS = 3;
export const CITY_MATCH_POINTS = 2;
export const STATE_MATCH_POINTS = 1;
export const SHARED_INTEREST_POINTS = 1;

export interface Suggestion {
  userId: string;
  mutualConnections: number;
  sharedInterests: number;
  score: number;
}

type SuggestionViewer = Pick<User, 'id' | 'location' | 'interests'>;

export async function suggestConnections(
  db: DbTx,
  viewer: SuggestionViewer,
  limit: unknown = undefined,
): Promise<Suggestion[]> {
  const rows = await db.$queryRaw<{ id: string; mutual: number; shared: number; score: number }[]>(
    suggestConnectionsSql(viewer, limit),
  );
  return rows.map((r) => ({ userId: r.id, mutualConnections: r.mutual, sharedInterests: r.shared, score: r.score }));
}

/** The ranking as one SELECT (`id, mutual, shared, score`, best first), for statements that read more with it. */
export function suggestConnectionsSql(viewer: SuggestionViewer, limit: unknown = undefined): Prisma.Sql {
  const take = pageSize(limit, DEFAULT_SUGGESTED_LIMIT, MAX_SUGGESTED_LIMIT);
  const { city, state } = locationParts(viewer.location);
  const interests = [...new Set(viewer.interests.map((i) => i.trim().toLowerCase()).filter(Boolean))];
  const me = viewerParam(viewer.id);
  const u = alias('u');
  const locationVisible = canSeeFieldSql('location', viewer.id, u);
  // NULL patterns (no city or state) match nothing.
  return Prisma.sql`
    WITH friends AS (
      SELECT CASE WHEN c."requesterId" = ${me} THEN c."receiverId" ELSE c."requesterId" END AS id
      FROM "Connection" c
      WHERE c.status = 'accepted' AND (c."requesterId" = ${me} OR c."receiverId" = ${me})
    ), mutual AS (
      SELECT CASE WHEN c."requesterId" = f.id THEN c."receiverId" ELSE c."requesterId" END AS id, count(*)::int AS n
      FROM friends f JOIN "Connection" c ON c.status = 'accepted' AND (c."requesterId" = f.id OR c."receiverId" = f.id)
      GROUP BY 1
    ), scored AS (
      SELECT ${u}.id, ${u}."joinedAt",
        COALESCE(m.n, 0) AS mutual,
        cardinality(ARRAY(
          SELECT lower(btrim(x)) FROM unnest(${u}.interests) x INTERSECT SELECT unnest(${interests}::text[])
        ))::int AS shared,
        CASE WHEN ${u}.location ~* ${city}::text AND ${locationVisible} THEN ${CITY_MATCH_POINTS} ELSE 0 END
        + CASE WHEN ${u}.location ~* ${state}::text AND ${locationVisible} THEN ${STATE_MATCH_POINTS} ELSE 0 END AS place
      FROM "User" ${u}
      LEFT JOIN mutual m ON m.id = ${u}.id
      WHERE ${u}.id <> ${me}
        AND ${u}."dadType" IS NOT NULL AND btrim(COALESCE(${u}.location, '')) <> ''
        AND NOT EXISTS (
          SELECT 1 FROM "Connection" c
          WHERE (c."requesterId" = ${me} AND c."receiverId" = ${u}.id) OR (c."receiverId" = ${me} AND c."requesterId" = ${u}.id)
        )
        AND NOT ${blockedPairSql(me, Prisma.sql`${u}.id`)}
        AND NOT ${suspendedOtherSql(me, Prisma.sql`${u}.id`)}
    )
    SELECT id, mutual, shared,
      (${MUTUAL_CONNECTION_POINTS} * mutual + ${SHARED_INTEREST_POINTS} * shared + place)::int AS score
    FROM scored
    ORDER BY score DESC, "joinedAt" DESC, id ASC
    LIMIT ${take}`;
}

export interface SuggestedMember extends Suggestion {
  member: User;
}

/** suggestConnections with each member's row, in the same order. */
export async function suggestedMembers(
  db: DbTx,
  viewer: Pick<User, 'id' | 'location' | 'interests'>,
  limit: unknown = undefined,
): Promise<SuggestedMember[]> {
  const suggestions = await suggestConnections(db, viewer, limit);
  const users = await db.user.findMany({ where: { id: { in: suggestions.map((s) => s.userId) } } });
  const byId = new Map(users.map((u) => [u.id, u]));
  return suggestions.flatMap((s) => {
    const member = byId.get(s.userId);
    return member ? [{ ...s, member }] : [];
  });
}
