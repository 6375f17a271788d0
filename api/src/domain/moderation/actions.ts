/**
 * What moderators do with a reported thing (docs/moderation.md), each with a reason, each written to
 * the audit log in the same transaction as the change:
 * - on a target with open reports: dismiss (the reports were wrong; content hidden pending review is shown
 *   again), hide, delete, warn, suspend (each closes the target's open reports and tells their reporters the
 *   outcome);
 * - at any time: unhide, lift a suspension, and (admins only) promote or demote a moderator.
 * Nobody acts on their own content or account; nobody acts on an admin (admins are named by ADMIN_EMAILS, not
 * moderated in the app) and only an admin acts on a moderator's account; dismissing reports is always allowed.
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import type { ModerationActionType, Prisma, SiteRole } from '../../generated/prisma/client.js';
import { badInput, conflict, forbidden, notFound } from '../errors.js';
import {
  announceNotificationsChanged,
  createNotifications,
  type NewNotification,
} from '../notifications/notifications.js';
import { REPORT_TARGETS } from '../reports/reports.js';
import type { Services } from '../services.js';
import { announceAccessChanged } from '../sessions/sessions.js';
import type { Viewer } from '../users/viewer.js';
import { pageSize } from '../paging.js';
import { isDatabaseId, parseInput } from '../validation.js';
import { requireAdmin, requireModerator, type StaffPolicy } from './queue.js';
import { isSuspended } from './visibility.js';
import { deleteTarget, isContentTarget, loadTarget, setHidden, targetNoun } from './targets.js';

export const MODERATION_ACTIONS = [
  'dismiss',
  'hide',
  'unhide',
  'delete',
  'warn',
  'suspend',
  'lift_suspension',
  'promote_moderator',
  'demote_moderator',
] as const satisfies readonly ModerationActionType[];
export type ModerationActionName = (typeof MODERATION_ACTIONS)[number];

/** The actions that answer open reports (the rest act on their own: the target needs no report). */
const ANSWERS_REPORTS: ReadonlySet<ModerationActionName> = new Set(['dismiss', 'hide', 'delete', 'warn', 'suspend']);
const ADMINS_ONLY: ReadonlySet<ModerationActionName> = new Set(['promote_moderator', 'demote_moderator']);
const ON_MEMBERS_ONLY: ReadonlySet<ModerationActionName> = new Set([
  'lift_suspension',
  'promote_moderator',
  'demote_moderator',
]);
const ON_CONTENT_ONLY: ReadonlySet<ModerationActionName> = new Set(['hide', 'unhide', 'delete']);

const DAY_MS = 24 * 60 * 60 * 1000;

export const REASON_MAX = 500;
export const WARNING_MAX = 1000;
export const SUSPENSION_DAYS_MAX = 365;

export const OWN_CONTENT = 'You cannot act on your own content or account: another moderator will.';
export const ADMIN_CONTENT = "Moderators cannot act on an admin's content or account.";
export const MODERATOR_ACCOUNT = "Only an admin can act on a moderator's account.";
export const ADMINS_NAME_MODERATORS = 'Only admins can name or remove moderators.';
export const CONTENT_ONLY = 'Only content can be hidden or deleted: warn or suspend a member instead.';
export const MEMBERS_ONLY = 'This action is taken on a member: choose the member as the target.';
export const NOT_HIDDEN = 'This is not hidden.';
export const NOT_SUSPENDED = 'This member is not suspended.';

export const OUTCOME_TITLE = 'Your report was reviewed';
export const OUTCOMES = {
  dismissed: 'Thanks for your report. A moderator reviewed it and found it within the community rules.',
  actioned: 'Thanks for your report. A moderator reviewed it and took action.',
} as const;
export const WARNING_TITLE = 'A warning from the moderators';
export const hiddenTitle = (noun: string) => `Your ${noun} was hidden by the moderators`;
export const HIDDEN_MESSAGE = 'It breaks the community rules. You can still see it, marked as hidden; nobody else can.';
export const deletedTitle = (noun: string) => `Your ${noun} was deleted by the moderators`;
export const DELETED_MESSAGE = 'It broke the community rules.';

/** Every action's reason, for the audit log (account help's too: ./account-help.ts). */
export const reasonSchema = z
  .string({ error: 'Give a reason: it goes into the audit log.' })
  .trim()
  .min(1, 'Give a reason: it goes into the audit log.')
  .max(REASON_MAX, `The reason can be at most ${REASON_MAX} characters.`);

/** How long a suspension lasts: a number of days, or `permanent` (the command line's too: ../operator/). */
export const suspensionLength = {
  days: z
    .number({ error: 'days must be a whole number of days.' })
    .int('days must be a whole number of days.')
    .min(1, 'A suspension lasts at least 1 day.')
    .max(SUSPENSION_DAYS_MAX, `A suspension lasts at most ${SUSPENSION_DAYS_MAX} days, or is permanent.`)
    .optional()
    .nullable(),
  permanent: z.boolean().optional().nullable(),
};
type SuspensionLength = { days?: number | null | undefined; permanent?: boolean | null | undefined };
/** A suspension has exactly one of the two lengths. */
export const hasOneLength = (input: SuspensionLength) => Boolean(input.days) !== Boolean(input.permanent);
export const SUSPENSION_LENGTH_REFUSAL = { path: ['days'], message: 'Suspend for a number of days, or permanently.' };

/** When a suspension of `length` taken now ends: null for a permanent one. */
export const suspensionEnd = (length: SuspensionLength): Date | null =>
  length.permanent ? null : new Date(Date.now() + length.days! * DAY_MS);

/**
 * Suspends the member until `until` (null: for good). They are signed out everywhere, and their tokens stop
 * working while suspended (sessions/, access-tokens/); the caller announces the change after the commit, which
 * closes their open sockets.
 */
export async function suspendAccount(tx: DbTx, userId: string, until: Date | null): Promise<void> {
  await tx.user.update({ where: { id: userId }, data: { suspendedAt: new Date(), suspendedUntil: until } });
  await tx.session.deleteMany({ where: { userId } });
}

/** Lifts the member's suspension; 409 when they are not suspended now. */
export async function liftAccountSuspension(tx: DbTx, userId: string, suspendedNow: boolean): Promise<void> {
  if (!suspendedNow) throw conflict(NOT_SUSPENDED);
  await tx.user.update({ where: { id: userId }, data: { suspendedAt: null, suspendedUntil: null } });
}

const actionInput = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { error: `action must be one of ${MODERATION_ACTIONS.join(', ')}.` }),
    targetType: z.enum(REPORT_TARGETS, { error: `targetType must be one of ${REPORT_TARGETS.join(', ')}.` }),
    targetId: z.string({ error: 'targetId is required.' }).refine(isDatabaseId, 'targetId is not a valid id.'),
    reason: reasonSchema,
    message: z
      .string()
      .trim()
      .max(WARNING_MAX, `The message can be at most ${WARNING_MAX} characters.`)
      .optional()
      .nullable(),
    ...suspensionLength,
  })
  .refine((input) => input.action !== 'warn' || Boolean(input.message), {
    path: ['message'],
    message: 'Write the warning the member will read.',
  })
  .refine((input) => input.action !== 'suspend' || hasOneLength(input), SUSPENSION_LENGTH_REFUSAL);

export type ModerationInput = z.input<typeof actionInput>;

/** Takes the action; returns the audit log entry's id. */
export async function moderate(
  services: Pick<Services, 'prisma' | 'events' | 'config' | 'jobs'>,
  actor: Viewer | null,
  raw: unknown,
): Promise<string> {
  const moderator = requireModerator(actor, services.config);
  const input = parseInput(actionInput, raw);
  if (ADMINS_ONLY.has(input.action) && moderator.role !== 'admin') throw forbidden(ADMINS_NAME_MODERATORS);
  if (ON_CONTENT_ONLY.has(input.action) && !isContentTarget(input.targetType)) throw badInput(CONTENT_ONLY);
  if (ON_MEMBERS_ONLY.has(input.action) && input.targetType !== 'member') throw badInput(MEMBERS_ONLY);
  const { prisma } = services;
  const { id, counts, suspended } = await prisma.$transaction(async (tx) => {
    const target = await loadTarget(tx, input.targetType, input.targetId);
    const reports = ANSWERS_REPORTS.has(input.action)
      ? await tx.report.findMany({
          where: { targetType: input.targetType, targetId: input.targetId, status: 'open' },
          select: { id: true, reporterId: true, subjectId: true },
        })
      : [];
    if (ANSWERS_REPORTS.has(input.action) && !reports.length) throw notFound('Open report');
    if (!target && input.action !== 'dismiss')
      throw notFound(input.targetType === 'member' ? 'Member' : `The ${targetNoun(input.targetType)}`);
    const subjectId = target?.subjectId ?? reports.find((r) => r.subjectId)?.subjectId ?? null;
    if (subjectId === moderator.id) throw forbidden(OWN_CONTENT);
    const subject = subjectId && input.action !== 'dismiss' ? await siteStanding(tx, subjectId) : null;
    if (subject?.role === 'admin') throw forbidden(ADMIN_CONTENT);
    if (
      subject?.role === 'moderator' &&
      moderator.role !== 'admin' &&
      (input.action === 'suspend' || input.action === 'lift_suspension')
    ) {
      throw forbidden(MODERATOR_ACCOUNT);
    }

    const notifications: NewNotification[] = [];
    /** What the member whose content or account it is reads of the action (nothing when there is no such member). */
    const tellSubject = (title: string, message: string) => {
      if (subjectId) notifications.push({ userId: subjectId, type: 'other', title, message });
    };
    const details: Prisma.InputJsonObject = {
      ...(reports.length ? { reportIds: reports.map((r) => r.id) } : {}),
      ...(input.message ? { message: input.message } : {}),
    };
    const noun = targetNoun(input.targetType);
    // Hide, unhide and delete were refused above on anything but content.
    const content = isContentTarget(input.targetType) ? input.targetType : null;
    switch (input.action) {
      case 'dismiss':
        // Hidden by the reports themselves, pending this review: shown again.
        if (target?.hidden === 'pending_review' && content) {
          await setHidden(tx, content, input.targetId, null);
        }
        break;
      case 'hide':
        if (target!.hidden !== 'moderators') await setHidden(tx, content!, input.targetId, 'moderators');
        tellSubject(hiddenTitle(noun), input.message || HIDDEN_MESSAGE);
        break;
      case 'unhide':
        if (!target!.hidden) throw conflict(NOT_HIDDEN);
        await setHidden(tx, content!, input.targetId, null);
        break;
      case 'delete':
        await deleteTarget(tx, content!, input.targetId);
        tellSubject(deletedTitle(noun), input.message || DELETED_MESSAGE);
        break;
      case 'warn':
        tellSubject(WARNING_TITLE, input.message!);
        break;
      case 'suspend': {
        const until = suspensionEnd(input);
        await suspendAccount(tx, subjectId!, until);
        Object.assign(details, { until: until?.toISOString() ?? null, permanent: until === null });
        break;
      }
      case 'lift_suspension':
        await liftAccountSuspension(tx, subjectId!, subject?.suspended ?? false);
        break;
      case 'promote_moderator':
      case 'demote_moderator': {
        const [from, to]: [SiteRole, SiteRole] =
          input.action === 'promote_moderator' ? ['member', 'moderator'] : ['moderator', 'member'];
        if (subject?.role !== from)
          throw conflict(
            input.action === 'promote_moderator'
              ? 'This member is already a moderator.'
              : 'This member is not a moderator.',
          );
        await tx.user.update({ where: { id: subjectId! }, data: { role: to } });
        break;
      }
    }

    if (reports.length) {
      const status = input.action === 'dismiss' ? 'dismissed' : 'actioned';
      await tx.report.updateMany({
        where: { id: { in: reports.map((r) => r.id) } },
        data: { status, resolvedAt: new Date() },
      });
      for (const userId of new Set(reports.map((r) => r.reporterId))) {
        notifications.push({ userId, type: 'other', title: OUTCOME_TITLE, message: OUTCOMES[status] });
      }
    }
    const entry = await tx.moderationAction.create({
      data: {
        moderatorId: moderator.id,
        action: input.action,
        targetType: input.targetType,
        targetId: input.targetId,
        subjectId,
        reason: input.reason,
        details,
      },
      select: { id: true },
    });
    const suspended = input.action === 'suspend' ? subjectId : null;
    return { id: entry.id, counts: await createNotifications(tx, notifications, services), suspended };
  });
  announceNotificationsChanged(services.events, counts);
  if (suspended) announceAccessChanged(services.events, suspended);
  return id;
}

/** The member's site role and whether they are suspended now. */
async function siteStanding(db: DbTx, userId: string): Promise<{ role: SiteRole; suspended: boolean } | null> {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { role: true, suspendedAt: true, suspendedUntil: true },
  });
  return user ? { role: user.role, suspended: isSuspended(user) } : null;
}

/** The audit log, newest first, for admins only (404 to everyone else, moderators included). */
export async function listAuditLog(
  db: DbTx,
  actor: Viewer | null,
  policy: StaffPolicy,
  { limit, cursor }: { limit?: unknown; cursor?: string | undefined },
) {
  requireAdmin(actor, policy);
  const take = pageSize(limit, 50, 100);
  const after = cursor && isDatabaseId(cursor) ? cursor : undefined;
  const rows = await db.moderationAction.findMany({
    where: after ? { id: { lt: after } } : {},
    orderBy: { id: 'desc' },
    take: take + 1,
  });
  const items = rows.slice(0, take);
  // Who acted and on whom, by name: the log keeps ids only (no foreign keys), so it outlives accounts.
  const ids = [
    ...new Set(items.flatMap((i) => [i.moderatorId, i.subjectId]).filter((id): id is string => id !== null)),
  ];
  const people = await db.user.findMany({ where: { id: { in: ids } }, select: { id: true, username: true } });
  const names = new Map(people.map((m) => [m.id, m.username]));
  const nameOf = (id: string | null) => (id === null ? null : (names.get(id) ?? null));
  return {
    items: items.map((item) => ({
      ...item,
      moderatorUsername: nameOf(item.moderatorId),
      subjectUsername: nameOf(item.subjectId),
    })),
    nextCursor: rows.length > take ? items.at(-1)!.id : null,
  };
}
