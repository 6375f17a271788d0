/**
 * Reports (docs/moderation.md): a member reports a post, comment, message, member, group, event,
 * channel, or an Ask a Dad question or answer they can see, with a reason and optional details, once. The report
 * keeps a snapshot of the content as reported, so moderators see what was reported even after an edit or a
 * deletion; a message's report also keeps the few messages before it, for context without reading the whole
 * conversation.
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import { Prisma, type ReportReason, type ReportTarget } from '../../generated/prisma/client.js';
import { channelVisible } from '../channels/visibility.js';
import { conflict, notFound } from '../errors.js';
import { eventVisible } from '../events/visibility.js';
import { groupVisible } from '../groups/visibility.js';
import { postVisible } from '../posts/visibility.js';
import type { MemberUnreadCount } from '../../events/unread-counts.js';
import { commentShownSql } from '../comments/visibility.js';
import { loadCurrentContent, targetKey } from '../moderation/current-content.js';
import { isContentTarget, loadTarget, setHidden, targetNoun } from '../moderation/targets.js';
import { messageModerationShown } from '../moderation/visibility.js';
import { announceNotificationsChanged, createNotifications } from '../notifications/notifications.js';
import type { Notifier } from '../notifications/notifications.js';
import type { Services } from '../services.js';
import { isDatabaseId, parseInput } from '../validation.js';
import { answerShownSql, questionShownSql } from '../questions/visibility.js';
import { createVisibilityLoader, type VisibilityCondition, type VisibilityTable } from '../visibility.js';

export const REPORT_TARGETS = [
  'post',
  'comment',
  'message',
  'member',
  'group',
  'event',
  'channel',
  'question',
  'answer',
] as const satisfies readonly ReportTarget[];
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'adult_violent',
  'hate',
  'impersonation',
  'other',
] as const satisfies readonly ReportReason[];

/** As the report form lists them. */
export const REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment or bullying',
  adult_violent: 'Adult or violent content',
  hate: 'Hate',
  impersonation: 'Impersonation',
  other: 'Something else',
};

export const REPORT_DETAILS_MAX = 1000;

export const REPORT_THANKS =
  'Thanks for letting us know. A moderator will review it, and we will tell you what we decided.';
export const ALREADY_REPORTED = 'You have already reported this.';

export const reportInput = z.object({
  targetType: z.enum(REPORT_TARGETS, { error: `targetType must be one of ${REPORT_TARGETS.join(', ')}.` }),
  targetId: z.string({ error: 'targetId is required.' }).refine(isDatabaseId, 'targetId is not a valid id.'),
  reason: z.enum(REPORT_REASONS, { error: `Choose a reason: ${REPORT_REASONS.join(', ')}.` }),
  details: z
    .string()
    .trim()
    .max(REPORT_DETAILS_MAX, `Details can be at most ${REPORT_DETAILS_MAX} characters.`)
    .optional()
    .nullable()
    .transform((text) => text || null),
});

export type ReportInput = z.input<typeof reportInput>;

interface ReportedTarget {
  subjectId: string | null;
  snapshot: Prisma.InputJsonObject;
}

/** The domain's visibility rule for one row (one statement), as every list applies it. */
const visible = (db: DbTx, table: VisibilityTable, condition: VisibilityCondition, viewerId: string, id: string) =>
  createVisibilityLoader(db, table, condition, viewerId).load(id);

/** Whether the reporter sees the target now, by the rules every read asks (a missing target: false). */
async function reporterSees(db: DbTx, viewerId: string, type: ReportTarget, id: string): Promise<boolean> {
  switch (type) {
    case 'post':
      return visible(db, 'Post', postVisible, viewerId, id);
    case 'group':
      return visible(db, 'Group', groupVisible, viewerId, id);
    case 'event':
      return visible(db, 'Event', eventVisible, viewerId, id);
    case 'channel':
      return visible(db, 'Channel', channelVisible, viewerId, id);
    case 'comment': {
      const comment = await db.comment.findUnique({ where: { id }, select: { postId: true } });
      return (
        Boolean(comment) &&
        (await visible(db, 'Comment', commentShownSql, viewerId, id)) &&
        visible(db, 'Post', postVisible, viewerId, comment!.postId)
      );
    }
    case 'message': {
      const message = await db.message.findUnique({ where: { id }, select: { conversationId: true } });
      const participant =
        message !== null &&
        (await db.conversationParticipant.count({
          where: { conversationId: message.conversationId, userId: viewerId },
        })) > 0;
      return participant && visible(db, 'Message', messageModerationShown, viewerId, id);
    }
    case 'question':
      return visible(db, 'Question', questionShownSql, viewerId, id);
    case 'answer':
      return visible(db, 'Answer', answerShownSql, viewerId, id);
    case 'member':
      return id !== viewerId;
  }
}

/**
 * The target as the reporter sees it now, or 404 when it is not there or not theirs to see. The snapshot is the
 * content in the shape the queue shows it now (moderation/current-content.ts): one reading of each kind serves
 * both, so "as reported" and "now" always compare like with like.
 */
async function reportedTarget(db: DbTx, viewerId: string, type: ReportTarget, id: string): Promise<ReportedTarget> {
  const missing = () => notFound(type === 'member' ? 'Member' : type[0]!.toUpperCase() + type.slice(1));
  const target = (await reporterSees(db, viewerId, type, id)) ? await loadTarget(db, type, id) : null;
  const current =
    target && (await loadCurrentContent(db, [{ targetType: type, targetId: id }])).get(targetKey(type, id));
  if (!target || !current) throw missing();
  return { subjectId: target.subjectId, snapshot: current.content as Prisma.InputJsonObject };
}

/** Files the report; 409 when the member already reported this. Returns the report's id. */
export async function reportContent(
  services: Pick<Services, 'prisma' | 'config' | 'events' | 'jobs'>,
  reporterId: string,
  raw: unknown,
): Promise<string> {
  const { prisma } = services;
  const input = parseInput(reportInput, raw);
  const target = await reportedTarget(prisma, reporterId, input.targetType, input.targetId);
  const existing = await prisma.report.findUnique({
    where: { reporterId_targetType_targetId: { reporterId, targetType: input.targetType, targetId: input.targetId } },
    select: { id: true },
  });
  if (existing) throw conflict(ALREADY_REPORTED);
  try {
    const { id, counts } = await prisma.$transaction(async (tx) => {
      const report = await tx.report.create({
        data: {
          reporterId,
          targetType: input.targetType,
          targetId: input.targetId,
          reason: input.reason,
          details: input.details,
          ...target,
        },
        select: { id: true },
      });
      const counts = await hideAtThreshold(
        tx,
        services.config.reportHideThreshold,
        input.targetType,
        input.targetId,
        services,
      );
      return { id: report.id, counts };
    });
    announceNotificationsChanged(services.events, counts);
    return id;
  } catch (error) {
    // Two reports at once from one member: the unique index keeps one.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      throw conflict(ALREADY_REPORTED);
    throw error;
  }
}

export const AUTO_HIDE_REASON = (count: number) => `Reported by ${count} members: hidden until a moderator reviews it.`;
export const autoHiddenTitle = (noun: string) => `Your ${noun} is hidden until a moderator reviews it`;
export const AUTO_HIDDEN_MESSAGE =
  'Several members reported it. A moderator will look at it soon; until then only you can see it.';

/**
 * Content that `threshold` different members reported (open reports) is hidden at once, pending review, as
 * Discourse does with flags: the audit log says the reports did it (no moderator). A member is never hidden:
 * only a moderator suspends. The target row is locked first, so two reports at once hide it once.
 */
async function hideAtThreshold(
  tx: DbTx,
  threshold: number,
  type: ReportTarget,
  id: string,
  notifier: Notifier,
): Promise<MemberUnreadCount[]> {
  if (!isContentTarget(type)) return [];
  const state = await loadTarget(tx, type, id);
  if (!state || state.hidden) return [];
  const reporters = await tx.report.count({ where: { targetType: type, targetId: id, status: 'open' } });
  if (reporters < threshold) return [];
  await setHidden(tx, type, id, 'pending_review');
  await tx.moderationAction.create({
    data: {
      moderatorId: null,
      action: 'hide',
      targetType: type,
      targetId: id,
      subjectId: state.subjectId,
      reason: AUTO_HIDE_REASON(reporters),
      details: { automatic: true },
    },
  });
  if (!state.subjectId) return [];
  return createNotifications(
    tx,
    [
      {
        userId: state.subjectId,
        type: 'other',
        title: autoHiddenTitle(targetNoun(type)),
        message: AUTO_HIDDEN_MESSAGE,
      },
    ],
    notifier,
  );
}
