/**
 * The moderation queue (docs/moderation.md): open reports grouped by what they report, with how many
 * members reported it, their reasons, the content as first reported and as it is now, and the member's history;
 * newest or most reported first. Only moderators and admins see it: to anyone else it does not exist (404), as
 * Discourse's review queue. A page is four statements, however many items and kinds of target it holds.
 */
import { z } from 'zod';
import type { Config } from '../../config/config.js';
import type { DbTx } from '../../db/prisma.js';
import { Prisma, type ContentHidden, type ReportTarget } from '../../generated/prisma/client.js';
import { AppError, forbidden } from '../errors.js';
import { pageSize } from '../paging.js';
import type { Viewer } from '../users/viewer.js';
import { parseInput } from '../validation.js';
import { loadCurrentContent, messagesOf, sendersIn, targetKey, type ContentShape } from './current-content.js';
import { loadMemberHistories, type MemberHistory } from './member-history.js';

export function isModerator(viewer: Pick<Viewer, 'role'> | null | undefined): boolean {
  return viewer?.role === 'moderator' || viewer?.role === 'admin';
}

/** Moderation does not exist for anyone else (tokens included): the same 404 as an unknown address. */
export const moderationNotFound = () => new AppError('NOT_FOUND', 'Not found.');

export const STAFF_NEED_TWO_FACTOR =
  'Turn on two-factor authentication in your profile first: moderators and admins must use a second factor here.';

/** What staff must have to use their powers: a second factor, when REQUIRE_2FA_FOR_STAFF is on (the default). */
export type StaffPolicy = Pick<Config, 'requireTwoFactorForStaff'>;
type Staff = Pick<Viewer, 'role' | 'totpEnabledAt'>;

function requireSecondFactor<V extends Staff>(viewer: V, policy: StaffPolicy): V {
  if (policy.requireTwoFactorForStaff && !viewer.totpEnabledAt) {
    throw new AppError('TWO_FACTOR_REQUIRED', STAFF_NEED_TWO_FACTOR);
  }
  return viewer;
}

/** A moderator or an admin (404 to anyone else), with a second factor where the policy wants one (403). */
export function requireModerator<V extends Staff>(viewer: V | null | undefined, policy: StaffPolicy): V {
  if (!viewer || !isModerator(viewer)) throw moderationNotFound();
  return requireSecondFactor(viewer, policy);
}

/** The audit log is the admins' alone: the same 404 to moderators. */
export function requireAdmin<V extends Staff>(viewer: V | null | undefined, policy: StaffPolicy): V {
  if (viewer?.role !== 'admin') throw moderationNotFound();
  return requireSecondFactor(viewer, policy);
}

/**
 * An admin's tool that says what it is to those who may not use it (account help, the job queue): 404 to
 * visitors and access tokens as all of moderation, 403 with `refusal` to a signed-in member or moderator, then
 * the second factor where the policy wants one.
 */
export function requireAdminTool<V extends Staff>(
  viewer: V | null | undefined,
  policy: StaffPolicy,
  refusal: string,
): V {
  if (!viewer) throw moderationNotFound();
  if (viewer.role !== 'admin') throw forbidden(refusal);
  return requireAdmin(viewer, policy);
}

export const QUEUE_SORTS = ['newest', 'most_reported'] as const;
export type QueueSort = (typeof QUEUE_SORTS)[number];
export const QUEUE_PAGE_DEFAULT = 20;
export const QUEUE_PAGE_MAX = 100;

const queueInput = z.object({
  sort: z.enum(QUEUE_SORTS, { error: `sort must be one of ${QUEUE_SORTS.join(', ')}.` }).default('newest'),
});

interface GroupedReports {
  targetType: ReportTarget;
  targetId: string;
  subjectId: string | null;
  reportCount: number;
  reasons: string[];
  lastReportedAt: Date;
  /** The content as the first report saw it. */
  snapshot: ContentShape;
}

export interface QueueItem extends GroupedReports {
  /** The content as it is now, in the snapshot's shape; null once deleted. */
  current: ContentShape | null;
  /** Whether it is hidden now (by a moderator, or pending review); null when shown, or gone. */
  hidden: ContentHidden | null;
  /** The member it is about (`subjectId`); null when there is none (an account deleted since). */
  history: MemberHistory | null;
}

interface Cursor {
  count: number;
  at: string;
  id: string;
}

/** The item's cursor: the page after it starts after it. */
export const queueCursor = (item: GroupedReports): string =>
  Buffer.from(
    JSON.stringify({
      count: item.reportCount,
      at: item.lastReportedAt.toISOString(),
      id: item.targetId,
    } satisfies Cursor),
  ).toString('base64url');

function decode(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Cursor;
    if (
      typeof parsed.count === 'number' &&
      typeof parsed.at === 'string' &&
      typeof parsed.id === 'string' &&
      !Number.isNaN(Date.parse(parsed.at))
    ) {
      return parsed;
    }
  } catch {
    // fall through
  }
  throw new AppError('BAD_USER_INPUT', 'cursor is not a cursor this list gave.');
}

/**
 * One page of the queue: the reports grouped and ordered in the database (one statement), then the page's
 * targets as they are now (one) and its members' histories (two).
 */
export async function listReportQueue(
  db: DbTx,
  { sort, limit, cursor }: { sort?: unknown; limit?: unknown; cursor?: string | undefined } = {},
): Promise<{ items: QueueItem[]; nextCursor: string | null }> {
  const input = parseInput(queueInput, { sort: sort === '' ? undefined : sort });
  const take = pageSize(limit, QUEUE_PAGE_DEFAULT, QUEUE_PAGE_MAX);
  const after = decode(cursor);
  const count = Prisma.sql`count(*)::int`;
  const last = Prisma.sql`max(r."createdAt")`;
  const afterSql = !after
    ? Prisma.empty
    : input.sort === 'newest'
      ? Prisma.sql`HAVING (${last}, r."targetId") < (${new Date(after.at)}::timestamptz, ${after.id}::uuid)`
      : Prisma.sql`HAVING (${count}, ${last}, r."targetId") < (${after.count}::int, ${new Date(after.at)}::timestamptz, ${after.id}::uuid)`;
  const order =
    input.sort === 'newest'
      ? Prisma.sql`ORDER BY "lastReportedAt" DESC, r."targetId" DESC`
      : Prisma.sql`ORDER BY "reportCount" DESC, "lastReportedAt" DESC, r."targetId" DESC`;
  const rows = await db.$queryRaw<GroupedReports[]>(Prisma.sql`
    SELECT r."targetType"::text AS "targetType", r."targetId",
           (array_agg(r."subjectId" ORDER BY r."createdAt"))[1] AS "subjectId",
           ${count} AS "reportCount",
           array_agg(DISTINCT r.reason::text ORDER BY r.reason::text) AS reasons,
           ${last} AS "lastReportedAt",
           (array_agg(r.snapshot ORDER BY r."createdAt"))[1] AS snapshot
    FROM "Report" r
    WHERE r.status = 'open'
    GROUP BY r."targetType", r."targetId"
    ${afterSql}
    ${order}
    LIMIT ${take + 1}`);
  const page = rows.slice(0, take);
  const current = await loadCurrentContent(db, page);
  const { histories, usernames } = await loadMemberHistories(
    db,
    page.flatMap((item) => (item.subjectId ? [item.subjectId] : [])),
    sendersIn(page.flatMap((item) => [item.snapshot, current.get(targetKey(item.targetType, item.targetId))?.content])),
  );
  const items = page.map((item): QueueItem => {
    const now = current.get(targetKey(item.targetType, item.targetId));
    return {
      ...item,
      snapshot: withSenderNames(item.snapshot, usernames),
      current: now ? withSenderNames(now.content, usernames) : null,
      hidden: now?.hidden ?? null,
      history: (item.subjectId && histories.get(item.subjectId)) || null,
    };
  });
  return { items, nextCursor: rows.length > take ? queueCursor(page.at(-1)!) : null };
}

/** A listed message says who sent it by name too (`senderUsername`, null for an account deleted since). */
function withSenderNames(content: ContentShape, usernames: Map<string, string>): ContentShape {
  const messages = messagesOf(content);
  if (!messages.length) return content;
  return {
    ...content,
    messages: messages.map((m) => ({ ...m, senderUsername: (m.senderId && usernames.get(m.senderId)) || null })),
  };
}
