/**
 * Moderation actions over GraphQL (domain/moderation/actions.ts, as POST /api/moderation/actions): `moderate`,
 * and the audit log it writes, `moderationAuditLog` (admins only). To anyone who is not a moderator (an admin for
 * the log), tokens included, they answer NOT_FOUND, as /api answers 404 (docs/moderation.md).
 */
import type { DbTx } from '../../db/prisma.js';
import { ModerationActionType } from '../../generated/prisma/client.js';
import { listAuditLog, moderate } from '../../domain/moderation/actions.js';
import { auditEntry, type AuditEntry } from '../../domain/moderation/member-history.js';
import { moderationNotFound, requireAdmin, requireModerator } from '../../domain/moderation/queue.js';
import { builder } from '../builder.js';
import { rawOrGlobalIdOf } from '../global-id.js';
import { moderationViewerOf } from '../moderation-viewer.js';
import { pageConnection, requireForward } from '../page-connection.js';
import { ReportTargetEnum, TARGET_TYPENAMES } from './reports.js';

export const ModerationActionTypeEnum = builder.enumType(ModerationActionType, { name: 'ModerationActionType' });

const detail = (entry: AuditEntry, key: string): unknown =>
  entry.details && typeof entry.details === 'object' && !Array.isArray(entry.details)
    ? (entry.details as Record<string, unknown>)[key]
    : undefined;

/** The entry a staff action just wrote, as its mutation answers it. */
export async function writtenAuditEntry(prisma: DbTx, id: string): Promise<AuditEntry> {
  const entry = await auditEntry(prisma, id);
  if (!entry) throw new Error(`audit entry ${id} was written but cannot be read`);
  return entry;
}

export const ModerationAuditEntryRef = builder.objectRef<AuditEntry>('ModerationAuditEntry').implement({
  description:
    'An entry of the audit log: who did what, on what and whose, when and why. Nobody can change one. Members are ' +
    'named by id and username (null once their account is deleted: the log outlives accounts).',
  fields: (t) => ({
    databaseId: t.exposeString('id'),
    action: t.expose('action', { type: ModerationActionTypeEnum }),
    targetType: t.expose('targetType', { type: ReportTargetEnum, nullable: true }),
    targetId: t.exposeString('targetId', { nullable: true, description: "The target's raw id (databaseId)." }),
    subjectId: t.exposeString('subjectId', {
      nullable: true,
      description: 'The member acted on: the author, or the member themself.',
    }),
    subjectUsername: t.exposeString('subjectUsername', { nullable: true }),
    moderatorId: t.exposeString('moderatorId', {
      nullable: true,
      description: 'Null when the reports did it (`automatic`), or the admin command line (`commandLine`).',
    }),
    moderatorUsername: t.exposeString('moderatorUsername', { nullable: true }),
    automatic: t.boolean({
      description:
        'Done by the reports themselves (enough members reported it: hidden pending review), not by a moderator.',
      resolve: (entry) => entry.moderatorId === null && detail(entry, 'via') !== 'command line',
    }),
    commandLine: t.boolean({
      description: "Done by the server's operator from the admin command line (`npm run admin`), not in the app.",
      resolve: (entry) => detail(entry, 'via') === 'command line',
    }),
    reason: t.exposeString('reason'),
    message: t.string({
      nullable: true,
      description: 'What the member was told: the warning, or the note with a hidden or deleted post.',
      resolve: (entry) => {
        const message = detail(entry, 'message');
        return typeof message === 'string' ? message : null;
      },
    }),
    suspendedUntil: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'A suspension: until when (null for a permanent one, and for other actions).',
      resolve: (entry) => {
        const until = detail(entry, 'until');
        return typeof until === 'string' ? new Date(until) : null;
      },
    }),
    permanent: t.boolean({
      description: 'A permanent suspension.',
      resolve: (entry) => entry.action === 'suspend' && detail(entry, 'permanent') === true,
    }),
    sessionsEnded: t.int({
      nullable: true,
      description:
        "Account help (end_sessions, turn_off_two_factor): how many of the member's sessions ended; null for " +
        'other actions.',
      resolve: (entry) => {
        const ended = detail(entry, 'sessionsEnded');
        return typeof ended === 'number' ? ended : null;
      },
    }),
    jobName: t.string({
      nullable: true,
      description:
        'retry_job: the kind of the failed job queued again (its id is `targetId`); run_job: the kind run now; null ' +
        'for other actions.',
      resolve: (entry) => {
        const job = detail(entry, 'job');
        return (entry.action === 'retry_job' || entry.action === 'run_job') && typeof job === 'string' ? job : null;
      },
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryField('moderationAuditLog', (t) =>
  t.connection(
    {
      type: ModerationAuditEntryRef,
      nullable: true,
      description: 'The audit log, newest first. Admins only: NOT_FOUND to everyone else, moderators included.',
      resolve: async (_root, args, ctx) => {
        // Not an admin: NOT_FOUND before anything about the arguments is said.
        const viewer = requireAdmin(moderationViewerOf(ctx), ctx.services.config);
        requireForward(args, 'moderationAuditLog');
        const page = await listAuditLog(ctx.services.prisma, viewer, ctx.services.config, {
          limit: args.first ?? undefined,
          cursor: args.after ?? undefined,
        });
        return pageConnection(page.items, (entry) => entry.id, page.nextCursor !== null, args.after);
      },
    },
    { name: 'ModerationAuditLogConnection' },
    { name: 'ModerationAuditLogEdge' },
  ),
);

const ModerateInput = builder.inputType('ModerateInput', {
  fields: (t) => ({
    action: t.field({ type: ModerationActionTypeEnum, required: true }),
    targetType: t.field({
      type: ReportTargetEnum,
      required: true,
      description: '`member` for warn, suspend, lift_suspension and the moderator roles.',
    }),
    targetId: t.id({ required: true, description: "The target's id: its global id, or its databaseId." }),
    reason: t.string({ required: true, description: 'Why, for the audit log (1 to 500 characters).' }),
    message: t.string({
      description: 'warn: the warning the member reads (required). hide, delete: a note for the member.',
    }),
    days: t.int({ description: 'suspend: for how many days (1 to 365); or `permanent`.' }),
    permanent: t.boolean({ description: 'suspend: for good.' }),
  }),
});

builder.mutationField('moderate', (t) =>
  t.field({
    type: ModerationAuditEntryRef,
    errors: {},
    // Never a token's: to one, as to a visitor, moderation does not exist.
    authScopes: { write: 'session' },
    unauthorizedError: () => moderationNotFound(),
    description:
      'Takes a moderation action (docs/moderation.md): dismiss, hide, delete, warn or suspend on a target with open ' +
      'reports; unhide and lift_suspension at any time; promote_moderator and demote_moderator (admins) on a member. ' +
      'Answers the audit log entry it wrote. NOT_FOUND to anyone who is not a moderator or an admin.',
    args: { input: t.arg({ type: ModerateInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      // Not a moderator: NOT_FOUND before anything about the input is said.
      const viewer = requireModerator(moderationViewerOf(ctx), ctx.services.config);
      const targetId = rawOrGlobalIdOf(input.targetId, TARGET_TYPENAMES[input.targetType]);
      const id = await moderate(ctx.services, viewer, { ...input, targetId });
      return writtenAuditEntry(ctx.services.prisma, id);
    },
  }),
);
