/**
 * The member's history beside a queue item (docs/moderation.md): how they stand now (site role, suspended and
 * until when), the reports about them by outcome, and the latest moderation actions on them. Read for a whole
 * page of the queue in two statements, however many members it names.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma, type ModerationAction, type SiteRole } from '../../generated/prisma/client.js';
import { isSuspended } from './visibility.js';

/** How many of the latest actions on a member the queue shows (the audit log has them all). */
export const HISTORY_ACTIONS = 5;

/** An audit log entry with the people named (the log keeps ids only, so it outlives accounts: null then). */
export type AuditEntry = ModerationAction & { moderatorUsername: string | null; subjectUsername: string | null };

export interface ReportCounts {
  open: number;
  dismissed: number;
  actioned: number;
}

export interface MemberHistory {
  memberId: string;
  username: string;
  role: SiteRole;
  suspended: boolean;
  /** While suspended: until when; null for a permanent suspension (and when not suspended). */
  suspendedUntil: Date | null;
  /** Every report about the member (their content or themself), by status: open ones include this item's. */
  reports: ReportCounts;
  /** How many moderation actions were taken on the member in all. */
  actionCount: number;
  /** The latest actions on them, newest first, at most HISTORY_ACTIONS. */
  actions: AuditEntry[];
}

interface MemberRow extends ReportCounts {
  id: string;
  username: string;
  role: SiteRole;
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
  actionCount: number;
}

/**
 * The histories of `subjectIds`, and the usernames of them and of `alsoNamed` (the senders of listed messages).
 * Two statements, whatever the number of members.
 */
export async function loadMemberHistories(
  db: DbTx,
  subjectIds: readonly string[],
  alsoNamed: readonly string[] = [],
): Promise<{ histories: Map<string, MemberHistory>; usernames: Map<string, string> }> {
  const subjects = [...new Set(subjectIds)];
  const everyone = [...new Set([...subjects, ...alsoNamed])];
  if (!everyone.length) return { histories: new Map(), usernames: new Map() };
  // The counts only for the subjects: a sender is here for their name.
  const [members, actions] = await Promise.all([
    db.$queryRaw<MemberRow[]>(Prisma.sql`
      SELECT u.id, u.username, u.role::text AS role, u."suspendedAt", u."suspendedUntil",
             r.open, r.dismissed, r.actioned, a."actionCount"
      FROM "User" u
      LEFT JOIN LATERAL (
        SELECT count(*) FILTER (WHERE r.status = 'open')::int AS open,
               count(*) FILTER (WHERE r.status = 'dismissed')::int AS dismissed,
               count(*) FILTER (WHERE r.status = 'actioned')::int AS actioned
        FROM "Report" r WHERE r."subjectId" = u.id AND u.id = ANY(${subjects}::uuid[])) r ON TRUE
      LEFT JOIN LATERAL (
        SELECT count(*)::int AS "actionCount" FROM "ModerationAction" ma WHERE ma."subjectId" = u.id AND u.id = ANY(${subjects}::uuid[])) a ON TRUE
      WHERE u.id = ANY(${everyone}::uuid[])`),
    subjects.length ? latestActionsOn(db, subjects) : Promise.resolve([]),
  ]);
  const usernames = new Map(members.map((m) => [m.id, m.username]));
  const histories = new Map<string, MemberHistory>();
  for (const member of members.filter((m) => subjects.includes(m.id))) {
    const suspended = isSuspended(member);
    histories.set(member.id, {
      memberId: member.id,
      username: member.username,
      role: member.role,
      suspended,
      suspendedUntil: suspended ? member.suspendedUntil : null,
      reports: { open: member.open, dismissed: member.dismissed, actioned: member.actioned },
      actionCount: member.actionCount,
      actions: actions.filter((a) => a.subjectId === member.id),
    });
  }
  return { histories, usernames };
}

const entryColumns = Prisma.sql`ma.id, ma."moderatorId", mu.username AS "moderatorUsername", ma.action::text AS action,
  ma."targetType"::text AS "targetType", ma."targetId", ma."subjectId", su.username AS "subjectUsername", ma.reason, ma.details,
  ma."createdAt"`;

/** The latest HISTORY_ACTIONS actions on each member, newest first: one statement, on the (subjectId, createdAt) index. */
function latestActionsOn(db: DbTx, subjectIds: string[]): Promise<AuditEntry[]> {
  return db.$queryRaw<AuditEntry[]>(Prisma.sql`
    SELECT ${entryColumns}
    FROM unnest(${subjectIds}::uuid[]) AS s(id)
    CROSS JOIN LATERAL (
      SELECT * FROM "ModerationAction" x WHERE x."subjectId" = s.id
      ORDER BY x."createdAt" DESC, x.id DESC LIMIT ${HISTORY_ACTIONS}) ma
    LEFT JOIN "User" mu ON mu.id = ma."moderatorId"
    LEFT JOIN "User" su ON su.id = ma."subjectId"
    ORDER BY ma."subjectId", ma."createdAt" DESC, ma.id DESC`);
}

/** One audit log entry with the people named (what an action answers with). */
export async function auditEntry(db: DbTx, id: string): Promise<AuditEntry | null> {
  const [entry] = await db.$queryRaw<AuditEntry[]>(Prisma.sql`
    SELECT ${entryColumns}
    FROM "ModerationAction" ma
    LEFT JOIN "User" mu ON mu.id = ma."moderatorId"
    LEFT JOIN "User" su ON su.id = ma."subjectId"
    WHERE ma.id = ${id}::uuid`);
  return entry ?? null;
}
