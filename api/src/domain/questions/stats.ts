/**
 * Community Stats (the Ask a Dad sidebar), counted for real in one statement:
 * - totalAnswers: every answer there is;
 * - activeDads: distinct members who asked or answered in the last 30 days;
 * - questionsToday: questions asked since midnight UTC.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';

export const ACTIVE_DAYS = 30;

export interface CommunityStats {
  totalAnswers: number;
  activeDads: number;
  questionsToday: number;
}

export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function communityStats(db: DbTx, now = new Date()): Promise<CommunityStats> {
  const since = new Date(now.getTime() - ACTIVE_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await db.$queryRaw<CommunityStats[]>(Prisma.sql`
    SELECT
      (SELECT count(*)::int FROM "Answer") AS "totalAnswers",
      (SELECT count(*)::int FROM (
        SELECT "authorId" FROM "Question" WHERE "createdAt" >= ${since}
        UNION
        SELECT "authorId" FROM "Answer" WHERE "createdAt" >= ${since}
      ) AS active) AS "activeDads",
      (SELECT count(*)::int FROM "Question" WHERE "createdAt" >= ${startOfUtcDay(now)}) AS "questionsToday"`);
  return row!;
}
