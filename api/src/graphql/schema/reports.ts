/**
 * Reporting over GraphQL (domain/reports/, as POST /api/reports): a member reports something they can see,
 * once. Browser sessions only: reports are people's judgement, not a bot's.
 */
import { ReportReason, ReportTarget } from '../../generated/prisma/client.js';
import { REPORT_THANKS, reportContent } from '../../domain/reports/reports.js';
import { builder } from '../builder.js';
import { rawOrGlobalIdOf } from '../global-id.js';

export const ReportTargetEnum = builder.enumType(ReportTarget, { name: 'ReportTarget' });
export const ReportReasonEnum = builder.enumType(ReportReason, { name: 'ReportReason' });

/** The node type each kind of target is, for its global id. */
export const TARGET_TYPENAMES: Record<ReportTarget, string> = {
  post: 'Post',
  comment: 'Comment',
  message: 'Message',
  member: 'User',
  group: 'Group',
  event: 'Event',
  channel: 'Channel',
  question: 'Question',
  answer: 'Answer',
};

const ReportInput = builder.inputType('ReportInput', {
  fields: (t) => ({
    targetType: t.field({ type: ReportTargetEnum, required: true }),
    targetId: t.id({ required: true, description: "The target's id: its global id, or its databaseId." }),
    reason: t.field({ type: ReportReasonEnum, required: true }),
    details: t.string({ description: 'What a moderator should know (at most 1,000 characters).' }),
  }),
});

const ReportReceipt = builder.objectRef<{ id: string }>('ReportReceipt').implement({
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    message: t.string({ description: 'The thanks to show the member.', resolve: () => REPORT_THANKS }),
  }),
});

builder.mutationField('reportContent', (t) =>
  t.field({
    type: ReportReceipt,
    errors: {},
    authScopes: { write: 'session' },
    description:
      'Reports a post, comment, message, member, group, event or channel the viewer can see, to the moderators. ' +
      'Once per target (CONFLICT after); the member is told the outcome by a notification.',
    args: { input: t.arg({ type: ReportInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const targetId = rawOrGlobalIdOf(input.targetId, TARGET_TYPENAMES[input.targetType]);
      return { id: await reportContent(ctx.services, ctx.viewer!.id, { ...input, targetId }) };
    },
  }),
);
