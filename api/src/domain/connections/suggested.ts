/**
 * Suggested Connections: members the viewer might know, best first (docs/connections.md gives the rule).
 * Left out: the viewer, anyone the viewer already has a connection row with (pending or accepted either way,
 * or a declined request: a "no" is not suggested again), members in a blocked pair with the viewer, and
 * members who have not finished onboarding.
 * Location counts only where the viewer may see it, so the ranking never reveals a hidden location.
 */
import { rowsById } from '../../db/model-rows.js';
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

/** How long a member's cached candidates are trusted; the refresh job renews them sooner (./suggestion-cache.ts). */
export const SUGGESTION_CACHE_TTL_HOURS = 24;

export interface Suggestion {
  userId: string;
  mutualConnections: number;
  sharedInterests: number;
  score: number;
}

export type SuggestionViewer = Pick<User, 'id' | 'location' | 'interests'>;

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

/**
 * The ranking as one SELECT (`id, mutual, shared, score`, best first), for statements that read more with it.
 * A member whose cache is fresh (./suggestion-cache.ts) is ranked among their cached candidates only: the
 * exclusions, shared interests and place are checked live, the friends in common come from the cache. Without a
 * fresh cache, every member is scored. Both branches are in the statement; the test of the cache is uncorrelated,
 * so PostgreSQL evaluates it once and never runs the branch it rules out (docs/connections.md).
 */
export function suggestConnectionsSql(viewer: SuggestionViewer, limit: unknown = undefined): Prisma.Sql {
  const take = pageSize(limit, DEFAULT_SUGGESTED_LIMIT, MAX_SUGGESTED_LIMIT);
  const me = viewerParam(viewer.id);
  const u = alias('u');
  // OFFSET 0 keeps the member lookup from being flattened into a join, which PostgreSQL would run as a scan of every
  // member when the community is small: it stays one primary-key lookup per cached candidate, at any size.
  const cached = Prisma.sql`
    SELECT ${u}.id, ${u}."joinedAt", cs.mutual, ${u}.shared, ${u}.place
    FROM "ConnectionSuggestion" cs CROSS JOIN LATERAL (
      SELECT ${u}.id, ${u}."joinedAt", ${liveScoreSql(viewer, u)}
      FROM "User" ${u} WHERE ${u}.id = cs."suggestedId" AND ${candidateSql(me, u)}
      OFFSET 0
    ) ${u}
    WHERE cs."userId" = ${me} AND ${freshCacheSql(me)}`;
  return rankedSql(
    Prisma.sql`${cached} UNION ALL ${everyMemberSql(viewer, Prisma.sql`AND NOT ${freshCacheSql(me)}`)}`,
    take,
  );
}

/** The ranking over every member, whatever the cache holds: what the cache is computed from. */
export function fullRankingSql(viewer: SuggestionViewer, take: number): Prisma.Sql {
  return rankedSql(everyMemberSql(viewer, Prisma.empty), take);
}

/** The viewer's cache was computed within SUGGESTION_CACHE_TTL_HOURS. */
function freshCacheSql(me: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`EXISTS (SELECT 1 FROM "ConnectionSuggestionState" st WHERE st."userId" = ${me}
    AND st."computedAt" > now() - ${Prisma.raw(`interval '${SUGGESTION_CACHE_TTL_HOURS} hours'`)})`;
}

/** Scores `candidates` (`id, joinedAt, mutual, shared, place`) and keeps the best `take`. */
function rankedSql(candidates: Prisma.Sql, take: number): Prisma.Sql {
  return Prisma.sql`
    SELECT id, mutual, shared,
      (${MUTUAL_CONNECTION_POINTS} * mutual + ${SHARED_INTEREST_POINTS} * shared + place)::int AS score
    FROM (${candidates}) scored
    ORDER BY score DESC, "joinedAt" DESC, id ASC
    LIMIT ${take}`;
}

/** Every candidate with their friends in common with the viewer, counted (friends of friends, each once). */
function everyMemberSql(viewer: SuggestionViewer, condition: Prisma.Sql): Prisma.Sql {
  const me = viewerParam(viewer.id);
  const u = alias('u');
  return Prisma.sql`
    SELECT ${u}.id, ${u}."joinedAt", COALESCE(m.n, 0) AS mutual, ${liveScoreSql(viewer, u)}
    FROM "User" ${u}
    LEFT JOIN (
      SELECT CASE WHEN c."requesterId" = f.id THEN c."receiverId" ELSE c."requesterId" END AS id, count(*)::int AS n
      FROM (
        SELECT CASE WHEN c."requesterId" = ${me} THEN c."receiverId" ELSE c."requesterId" END AS id
        FROM "Connection" c
        WHERE c.status = 'accepted' AND (c."requesterId" = ${me} OR c."receiverId" = ${me})
      ) f
      JOIN "Connection" c ON c.status = 'accepted' AND (c."requesterId" = f.id OR c."receiverId" = f.id)
      GROUP BY 1
    ) m ON m.id = ${u}.id
    WHERE ${candidateSql(me, u)} ${condition}`;
}

/** Who may be suggested: onboarded, not the viewer, no connection row either way, no block, not suspended. */
function candidateSql(me: Prisma.Sql, u: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${u}.id <> ${me}
    AND ${u}."dadType" IS NOT NULL AND btrim(COALESCE(${u}.location, '')) <> ''
    AND NOT ${connectionRowWithSql(me, Prisma.sql`${u}.id`)}
    AND NOT ${blockedPairSql(me, Prisma.sql`${u}.id`)}
    AND NOT ${suspendedOtherSql(me, Prisma.sql`${u}.id`)}`;
}

/**
 * The viewer and `member` have a connection row, either way and in any state. The viewer's rows are read once per
 * statement (a hashed subplan), however many members ask.
 */
function connectionRowWithSql(me: Prisma.Sql, member: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`COALESCE(${member} IN (
    SELECT cr."receiverId" FROM "Connection" cr WHERE cr."requesterId" = ${me}
    UNION ALL SELECT cr."requesterId" FROM "Connection" cr WHERE cr."receiverId" = ${me}), FALSE)`;
}

/** `shared, place`: the cheap parts of the score, from the candidate's row as it is now. */
function liveScoreSql(viewer: SuggestionViewer, u: Prisma.Sql): Prisma.Sql {
  const { city, state } = locationParts(viewer.location);
  const interests = [...new Set(viewer.interests.map((i) => i.trim().toLowerCase()).filter(Boolean))];
  const locationVisible = canSeeFieldSql('location', viewer.id, u);
  // NULL patterns (no city or state) match nothing.
  return Prisma.sql`
    cardinality(ARRAY(
      SELECT lower(btrim(x)) FROM unnest(${u}.interests) x INTERSECT SELECT unnest(${interests}::text[])
    ))::int AS shared,
    CASE WHEN ${u}.location ~* ${city}::text AND ${locationVisible} THEN ${CITY_MATCH_POINTS} ELSE 0 END
    + CASE WHEN ${u}.location ~* ${state}::text AND ${locationVisible} THEN ${STATE_MATCH_POINTS} ELSE 0 END AS place`;
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
  const users = await rowsById<User>(
    db,
    'User',
    suggestions.map((s) => s.userId),
  );
  const byId = new Map(users.map((u) => [u.id, u]));
  return suggestions.flatMap((s) => {
    const member = byId.get(s.userId);
    return member ? [{ ...s, member }] : [];
  });
}
