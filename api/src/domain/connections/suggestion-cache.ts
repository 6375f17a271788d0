/**
 * Each member's suggested-connection candidates, kept so that the home page ranks a hundred members rather than
 * the whole community (docs/connections.md#the-suggestions-cache). A job computes the full ranking for members seen lately
 * whose cache is missing or old; a change of the member's own that the ranking depends on marks it stale, and
 * their suggestions are computed in full until the job renews it.
 */
import type { DbClient, DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { defineJob } from '../../jobs/queue.js';
import type { Services } from '../services.js';
import { fullRankingSql, MAX_SUGGESTED_LIMIT, SUGGESTION_CACHE_TTL_HOURS } from './suggested.js';

/** Candidates kept per member: twice the largest page, so live exclusions leave a full page. */
export const CACHED_CANDIDATES = 2 * MAX_SUGGESTED_LIMIT;
/** Caches older than this are renewed, hours before the read stops trusting them (SUGGESTION_CACHE_TTL_HOURS). */
export const REFRESH_AFTER_HOURS = SUGGESTION_CACHE_TTL_HOURS - 4;
/** Members with a session used within this many days get a cache. */
export const ACTIVE_WITHIN_DAYS = 3;
/** Members refreshed per run (each costs one full ranking), oldest cache first. */
export const MEMBERS_PER_RUN = 200;
/**
 * A run takes no further member after this long: each refresh scores every member (about 45 ms at 10,000 members,
 * 500 ms at 100,000), and a run must end well within its job's 5-minute expiry.
 */
export const RUN_BUDGET_MS = 2 * 60 * 1000;

const hours = (n: number) => Prisma.raw(`interval '${n} hours'`);

/**
 * Marks the members' caches stale, in the transaction of the change that makes them so. An upsert rather than a
 * delete: a refresh of the same member holds their state row from its start (refreshMemberSuggestions), so this
 * waits for it and marks its result stale, where a delete would miss a row that refresh has not committed yet.
 */
export async function markSuggestionsStale(db: DbTx, userIds: readonly string[]): Promise<void> {
  // In one order, so two changes about the same pair never wait for each other's rows crosswise.
  const ids = [...new Set(userIds)].sort();
  if (ids.length === 0) return;
  await db.$executeRaw`
    INSERT INTO "ConnectionSuggestionState" ("userId", "computedAt")
    SELECT id, NULL FROM unnest(${ids}::uuid[]) AS t(id)
    ON CONFLICT ("userId") DO UPDATE SET "computedAt" = NULL`;
}

/** Computes one member's cache again; false when the member is gone. */
export async function refreshMemberSuggestions(prisma: DbClient, userId: string): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    // The state row first, held until commit: a change of the member's committing meanwhile waits and then marks
    // this result stale; one committed before it is seen by the reads below.
    const claimed = await tx.$executeRaw`
      INSERT INTO "ConnectionSuggestionState" ("userId", "computedAt")
      SELECT id, now() FROM "User" WHERE id = ${userId}::uuid
      ON CONFLICT ("userId") DO UPDATE SET "computedAt" = EXCLUDED."computedAt"`;
    if (claimed === 0) return false;
    const viewer = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: { id: true, location: true, interests: true },
    });
    await tx.connectionSuggestion.deleteMany({ where: { userId } });
    await tx.$executeRaw`
      INSERT INTO "ConnectionSuggestion" ("userId", "suggestedId", mutual)
      SELECT ${userId}::uuid, r.id, r.mutual FROM (${fullRankingSql(viewer, CACHED_CANDIDATES)}) r`;
    return true;
  });
}

/** Members seen lately whose cache is missing, stale or older than REFRESH_AFTER_HOURS: the oldest first. */
function membersDue(prisma: DbClient, limit: number) {
  return prisma.$queryRaw<{ id: string }[]>`
    SELECT u.id::text AS id
    FROM "User" u LEFT JOIN "ConnectionSuggestionState" st ON st."userId" = u.id
    WHERE u.id IN (
        SELECT s."userId" FROM "Session" s
        WHERE s."lastSeenAt" > now() - ${hours(24 * ACTIVE_WITHIN_DAYS)} AND s."expiresAt" > now())
      AND (st."computedAt" IS NULL OR st."computedAt" < now() - ${hours(REFRESH_AFTER_HOURS)})
      AND (u."suspendedAt" IS NULL OR u."suspendedUntil" <= now())
    ORDER BY st."computedAt" ASC NULLS FIRST, u.id
    LIMIT ${limit}`;
}

/** One run: up to `limit` members' caches (within RUN_BUDGET_MS), each in its own transaction. */
export async function refreshSuggestionCaches(
  { prisma, logger }: Services,
  limit = MEMBERS_PER_RUN,
): Promise<{ refreshed: number; failed: number }> {
  const started = Date.now();
  let refreshed = 0;
  let failed = 0;
  for (const { id } of await membersDue(prisma, limit)) {
    if (Date.now() - started > RUN_BUDGET_MS) break;
    try {
      if (await refreshMemberSuggestions(prisma, id)) refreshed += 1;
    } catch (err) {
      // One member's failure (a deadlock with their account's deletion) leaves the others' refresh; the next run
      // tries again.
      failed += 1;
      logger.warn({ err, userId: id }, 'refreshing suggested connections failed');
    }
  }
  return { refreshed, failed };
}

/** Every 5 minutes, in one process. */
export const suggestionRefreshJob = defineJob({
  name: 'connection-suggestions',
  cron: '*/5 * * * *',
  retryLimit: 0,
  run: (services) => refreshSuggestionCaches(services),
});
