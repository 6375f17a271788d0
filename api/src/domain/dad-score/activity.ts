/**
 * Counting what members did, for the Dad Score and the stats behind the dashboard badge: one SQL statement
 * of indexed subqueries, for one member or a whole batch of them.
 */
import DataLoader from 'dataloader';
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import type { DadScoreCounts } from './formula.js';

/** The counts the dashboard's Dad Score badge shows on hover (GET /api/users/stats). */
export interface MemberStats {
  posts: number;
  connections: number;
  groups: number;
  /** Events attended. */
  events: number;
}

type Row = DadScoreCounts & { id: string };

/**
 * Each count is its own subquery on an index that starts with the member's id; connections are counted from
 * both sides (requester, receiver) so each side uses its own index. Self fist bumps are left out.
 */
export async function countActivity(db: DbTx, userIds: readonly string[]): Promise<Map<string, DadScoreCounts>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.$queryRaw<Row[]>(activitySql(userIds));
  return new Map(rows.map(({ id, ...counts }) => [id, counts]));
}

/** The counting as one SELECT (`id` and a column per input of the formula), for statements that do more with it. */
export function activitySql(userIds: readonly string[]): Prisma.Sql {
  const ids = Prisma.join(userIds.map((id) => Prisma.sql`${id}::uuid`));
  return Prisma.sql`
    SELECT u.id::text AS id,
      (SELECT count(*) FROM "Post" p WHERE p."authorId" = u.id)::int AS posts,
      (SELECT count(*) FROM "Comment" c WHERE c."authorId" = u.id)::int AS comments,
      (SELECT count(*) FROM "Post" p JOIN "FistBump" f ON f."postId" = p.id
        WHERE p."authorId" = u.id AND f."userId" <> u.id)::int AS "fistBumpsReceived",
      ((SELECT count(*) FROM "Connection" k WHERE k."requesterId" = u.id AND k.status = 'accepted')
        + (SELECT count(*) FROM "Connection" k WHERE k."receiverId" = u.id AND k.status = 'accepted'))::int AS connections,
      (SELECT count(*) FROM "GroupMember" g WHERE g."userId" = u.id)::int AS groups,
      (SELECT count(*) FROM "EventAttendee" e WHERE e."userId" = u.id AND e.status = 'attending')::int AS "eventsAttended",
      (SELECT count(*) FROM "User" r WHERE r."referredById" = u.id AND r."referralRewardedAt" IS NOT NULL)::int AS referrals
    FROM "User" u
    WHERE u.id IN (${ids})`;
}

export function statsFrom(counts: DadScoreCounts): MemberStats {
  return { posts: counts.posts, connections: counts.connections, groups: counts.groups, events: counts.eventsAttended };
}

const noActivity: DadScoreCounts = {
  posts: 0,
  comments: 0,
  fistBumpsReceived: 0,
  connections: 0,
  groups: 0,
  eventsAttended: 0,
  referrals: 0,
};

export async function countMemberActivity(db: DbTx, userId: string): Promise<DadScoreCounts> {
  return (await countActivity(db, [userId])).get(userId) ?? noActivity;
}

export async function memberStats(db: DbTx, userId: string): Promise<MemberStats> {
  return statsFrom(await countMemberActivity(db, userId));
}

/** Per request: stats for every member a selection asks about, in one statement per batch. */
export function createStatsLoader(db: DbTx) {
  return new DataLoader<string, MemberStats>(async (userIds) => {
    const counts = await countActivity(db, userIds);
    return userIds.map((id) => statsFrom(counts.get(id) ?? noActivity));
  });
}
