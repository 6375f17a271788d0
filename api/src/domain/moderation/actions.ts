/**
 * What moderators do with a reported thing (issue #16, docs/moderation.md), each with a reason, each written to
 * the audit log in the same transaction, each closing the thing's open reports and telling their reporters the
 * outcome. Built so far: dismiss (the reports were wrong) and warn (a notification to the member with the
 * moderator's text). Nobody acts on their own content or account, and nobody acts on an admin (admins are named
 * by ADMIN_EMAILS, not moderated in the app); dismissing reports about an admin's content is allowed.
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import type { ModerationActionType } from '../../generated/prisma/client.js';
import { forbidden, notFound } from '../errors.js';
import { announceNotificationsChanged, createNotifications, type NewNotification } from '../notifications/notifications.js';
import { REPORT_TARGETS } from '../reports/reports.js';
import type { Services } from '../services.js';
import type { Viewer } from '../users/viewer.js';
import { pageSize } from '../paging.js';
import { isDatabaseId, parseInput } from '../validation.js';
import { requireAdmin, requireModerator } from './queue.js';

export const MODERATION_ACTIONS = ['dismiss', 'warn'] as const satisfies readonly ModerationActionType[];
export const REASON_MAX = 500;
export const WARNING_MAX = 1000;

export const OWN_CONTENT = 'You cannot act on your own content or account: another moderator will.';
export const ADMIN_CONTENT = "Moderators cannot act on an admin's content or account.";

export const OUTCOME_TITLE = 'Your report was reviewed';
export const OUTCOMES = {
  dismissed: 'Thanks for your report. A moderator reviewed it and found it within the community rules.',
  actioned: 'Thanks for your report. A moderator reviewed it and took action.',
} as const;
export const WARNING_TITLE = 'A warning from the moderators';

const actionInput = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { error: `action must be one of ${MODERATION_ACTIONS.join(', ')}.` }),
    targetType: z.enum(REPORT_TARGETS, { error: `targetType must be one of ${REPORT_TARGETS.join(', ')}.` }),
    targetId: z.string({ error: 'targetId is required.' }).refine(isDatabaseId, 'targetId is not a valid id.'),
    reason: z
      .string({ error: 'Give a reason: it goes into the audit log.' })
      .trim()
      .min(1, 'Give a reason: it goes into the audit log.')
      .max(REASON_MAX, `The reason can be at most ${REASON_MAX} characters.`),
    message: z.string().trim().max(WARNING_MAX, `The warning can be at most ${WARNING_MAX} characters.`).optional(),
  })
  .refine((input) => input.action !== 'warn' || Boolean(input.message), {
    path: ['message'],
    message: 'Write the warning the member will read.',
  });

export type ModerationInput = z.input<typeof actionInput>;

/** Takes the action; returns the audit log entry's id. */
export async function moderate(services: Pick<Services, 'prisma' | 'events'>, actor: Viewer | null, raw: unknown): Promise<string> {
  const moderator = requireModerator(actor);
  const input = parseInput(actionInput, raw);
  const { prisma } = services;
  const { id, counts } = await prisma.$transaction(async (tx) => {
    const reports = await tx.report.findMany({
      where: { targetType: input.targetType, targetId: input.targetId, status: 'open' },
      select: { id: true, reporterId: true, subjectId: true },
    });
    if (!reports.length) throw notFound('Open report');
    const subjectId = reports.find((r) => r.subjectId)?.subjectId ?? null;
    if (subjectId === moderator.id) throw forbidden(OWN_CONTENT);
    if (input.action !== 'dismiss' && subjectId && (await isAdmin(tx, subjectId))) throw forbidden(ADMIN_CONTENT);

    const status = input.action === 'dismiss' ? 'dismissed' : 'actioned';
    await tx.report.updateMany({ where: { id: { in: reports.map((r) => r.id) } }, data: { status, resolvedAt: new Date() } });
    const entry = await tx.moderationAction.create({
      data: {
        moderatorId: moderator.id,
        action: input.action,
        targetType: input.targetType,
        targetId: input.targetId,
        subjectId,
        reason: input.reason,
        details: { reportIds: reports.map((r) => r.id), ...(input.message ? { message: input.message } : {}) },
      },
      select: { id: true },
    });
    const notifications: NewNotification[] = [...new Set(reports.map((r) => r.reporterId))].map((userId) => ({
      userId,
      type: 'other',
      title: OUTCOME_TITLE,
      message: OUTCOMES[status],
    }));
    if (input.action === 'warn' && subjectId) {
      notifications.push({ userId: subjectId, type: 'other', title: WARNING_TITLE, message: input.message! });
    }
    return { id: entry.id, counts: await createNotifications(tx, notifications) };
  });
  announceNotificationsChanged(services.events, counts);
  return id;
}

async function isAdmin(db: DbTx, userId: string): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { role: true } });
  return user?.role === 'admin';
}

/** The audit log, newest first, for admins only (404 to everyone else, moderators included). */
export async function listAuditLog(
  db: DbTx,
  actor: Viewer | null,
  { limit, cursor }: { limit?: unknown; cursor?: string | undefined },
) {
  requireAdmin(actor);
  const take = pageSize(limit, 50, 100);
  const after = cursor && isDatabaseId(cursor) ? cursor : undefined;
  const rows = await db.moderationAction.findMany({
    where: after ? { id: { lt: after } } : {},
    orderBy: { id: 'desc' },
    take: take + 1,
  });
  const items = rows.slice(0, take);
  // Who acted, by name: the log keeps ids only (no foreign keys), so it outlives accounts.
  const moderators = await db.user.findMany({ where: { id: { in: [...new Set(items.map((i) => i.moderatorId))] } }, select: { id: true, username: true } });
  const names = new Map(moderators.map((m) => [m.id, m.username]));
  return {
    items: items.map((item) => ({ ...item, moderatorUsername: names.get(item.moderatorId) ?? null })),
    nextCursor: rows.length > take ? items.at(-1)!.id : null,
  };
}
