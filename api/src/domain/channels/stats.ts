/**
 * The creator's stats on the channel page: followers over the last 30 days, day by day, and the fist
 * bumps the channel's posts received. For the creator only. The 30 days are UTC days ending with today; the
 * history is rebuilt from the current follows, so a member who unfollowed is in no day of it.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { notFound } from '../errors.js';
import { requireChannelCreator } from './manage.js';

export const STATS_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ChannelFollowerDay {
  /** YYYY-MM-DD, a UTC day. */
  day: string;
  /** Followers at the end of that day. */
  followerCount: number;
}

export interface ChannelCreatorStats {
  /** Follows made since the first of the 30 days (the chart's rise). */
  newFollowersLast30Days: number;
  /** STATS_DAYS entries, oldest first; the last is today (followers so far). */
  followersByDay: ChannelFollowerDay[];
  /** On all the channel's posts. */
  fistBumpCount: number;
  fistBumpsLast30Days: number;
}

/** Midnight (UTC) of the first of the 30 days that end with `now`'s. */
export function statsWindowStart(now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(today - (STATS_DAYS - 1) * DAY_MS);
}

interface Row {
  id: string;
  followerCount: number;
  /** New follows per UTC day of the window, `{ 'YYYY-MM-DD': n }`. */
  followsByDay: Record<string, number>;
  fistBumpCount: number;
  fistBumpsLast30Days: number;
}

/**
 * The stats of these channels in one statement (the caller has checked the viewer created them). Only the
 * window's follows are read, from `ChannelFollow (channelId, createdAt)`; the total is the channel's
 * `followerCount` column, so the followers before the window are that total less the window's follows.
 */
export async function channelStatsOf(
  db: DbTx,
  channelIds: readonly string[],
  now = new Date(),
): Promise<Map<string, ChannelCreatorStats>> {
  if (channelIds.length === 0) return new Map();
  const since = statsWindowStart(now);
  const rows = await db.$queryRaw<Row[]>(channelStatsSql(channelIds, since));
  return new Map(rows.map((row) => [row.id, toStats(row, since)]));
}

/** The statement: per channel, its follower count, the window's new follows by UTC day and the fist bumps. */
export function channelStatsSql(channelIds: readonly string[], since: Date): Prisma.Sql {
  return Prisma.sql`
    SELECT c.id, c."followerCount",
      COALESCE((SELECT json_object_agg(d.day, d.follows) FROM (
          SELECT to_char(f."createdAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS follows
          FROM "ChannelFollow" f WHERE f."channelId" = c.id AND f."createdAt" >= ${since}
          GROUP BY 1) d), '{}'::json) AS "followsByDay",
      bumps.total AS "fistBumpCount", bumps.recent AS "fistBumpsLast30Days"
    FROM "Channel" c
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS total, (count(*) FILTER (WHERE fb."createdAt" >= ${since}))::int AS recent
      FROM "Post" p JOIN "FistBump" fb ON fb."postId" = p.id
      WHERE p."channelId" = c.id) bumps
    WHERE c.id = ANY(${[...channelIds]}::uuid[])`;
}

function toStats(row: Row, since: Date): ChannelCreatorStats {
  const newFollowers = Object.values(row.followsByDay).reduce((sum, n) => sum + Number(n), 0);
  let followers = row.followerCount - newFollowers;
  const followersByDay = Array.from({ length: STATS_DAYS }, (_, i) => {
    const day = new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10);
    followers += Number(row.followsByDay[day] ?? 0);
    return { day, followerCount: followers };
  });
  return {
    newFollowersLast30Days: newFollowers,
    followersByDay,
    fistBumpCount: row.fistBumpCount,
    fistBumpsLast30Days: row.fistBumpsLast30Days,
  };
}

/** The stats for the channel's creator: 403 for anyone else who sees the channel, 404 for one who does not. */
export async function channelCreatorStats(
  db: DbTx,
  viewerId: string,
  rawChannelId: unknown,
  now = new Date(),
): Promise<ChannelCreatorStats> {
  const channel = await requireChannelCreator(db, viewerId, rawChannelId);
  const stats = (await channelStatsOf(db, [channel.id], now)).get(channel.id);
  // Deleted between the two statements.
  if (!stats) throw notFound('Channel');
  return stats;
}
