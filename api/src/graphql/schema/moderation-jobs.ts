/**
 * The job queue over GraphQL (domain/moderation/jobs.ts, as /api/moderation/jobs): each kind's counts, the failed
 * jobs a page at a time, and `retryJob`, which answers the audit log entry it wrote. FORBIDDEN to members and
 * moderators; NOT_FOUND to visitors and access tokens, as every moderation field (docs/jobs.md#in-the-app).
 */
import {
  failedJobCursor,
  jobCounts,
  listFailedJobs,
  requireJobsAdmin,
  retryFailedJob,
  runRecurringJob,
  type ListedFailedJob,
} from '../../domain/moderation/jobs.js';
import { moderationNotFound } from '../../domain/moderation/queue.js';
import type { QueueCounts } from '../../jobs/queue.js';
import { builder } from '../builder.js';
import { moderationViewerOf } from '../moderation-viewer.js';
import { pageConnection, requireForward } from '../page-connection.js';
import { ModerationAuditEntryRef, writtenAuditEntry } from './moderation-actions.js';

const JobKindCountsRef = builder.objectRef<QueueCounts>('JobKindCounts').implement({
  description: 'One kind of job (docs/jobs.md) and how many of its jobs are in each state now.',
  fields: (t) => ({
    name: t.exposeString('name', { description: "The kind's name: 'panic-fan-out', 'mail-retry'..." }),
    recurring: t.exposeBoolean('recurring', { description: 'Runs on a schedule; `runJob` runs it now.' }),
    queued: t.exposeInt('queued', { description: 'Waiting for their time, a retry, or a worker.' }),
    running: t.exposeInt('running', { description: 'Claimed by a worker, running now.' }),
    completed: t.exposeInt('completed', { description: 'Done (for 12 hours; then archived).' }),
    failed: t.exposeInt('failed', { description: 'Failed every attempt (listed for 30 days; then archived).' }),
  }),
});

const FailedJobRef = builder.objectRef<ListedFailedJob>('FailedJob').implement({
  description:
    "A job that failed every attempt, as an admin reads it: its kind, when, the last attempt's error. Its data is " +
    "not shown (it may hold a member's address).",
  fields: (t) => ({
    databaseId: t.exposeString('id', {
      description: "The job's id, as `retryJob` and `npm run admin -- retry-job` take it.",
    }),
    name: t.exposeString('name', { description: 'Its kind.' }),
    error: t.exposeString('error', { description: "The last attempt's error message (empty when it gave none)." }),
    attempts: t.exposeInt('attempts', { description: 'How many times it ran.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent.' }),
    failedAt: t.expose('failedAt', { type: 'DateTime', nullable: true, description: 'When its last attempt failed.' }),
  }),
});

builder.queryField('jobKinds', (t) =>
  t.field({
    type: [JobKindCountsRef],
    nullable: true,
    description:
      'Every kind of job with how many are queued, running, done and failed. Admins only: FORBIDDEN to members ' +
      'and moderators, NOT_FOUND to visitors and access tokens.',
    resolve: (_root, _args, ctx) => jobCounts(ctx.services, moderationViewerOf(ctx)),
  }),
);

builder.queryField('failedJobs', (t) =>
  t.connection(
    {
      type: FailedJobRef,
      nullable: true,
      description:
        'The jobs that failed every attempt, newest first. Admins only: FORBIDDEN to members and moderators, ' +
        'NOT_FOUND to visitors and access tokens.',
      resolve: async (_root, args, ctx) => {
        // Not an admin: refused before anything about the arguments is said.
        requireJobsAdmin(moderationViewerOf(ctx), ctx.services.config);
        requireForward(args, 'failedJobs');
        const page = await listFailedJobs(ctx.services, moderationViewerOf(ctx), {
          limit: args.first ?? undefined,
          cursor: args.after ?? undefined,
        });
        return pageConnection(page.items, failedJobCursor, page.nextCursor !== null, args.after);
      },
    },
    { name: 'FailedJobConnection' },
    { name: 'FailedJobEdge' },
  ),
);

const RetryJobInput = builder.inputType('RetryJobInput', {
  fields: (t) => ({
    id: t.id({ required: true, description: "The failed job's id (`FailedJob.databaseId`)." }),
    reason: t.string({ required: true, description: 'Why, for the audit log (1 to 500 characters).' }),
  }),
});

builder.mutationField('retryJob', (t) =>
  t.field({
    type: ModerationAuditEntryRef,
    errors: {},
    // Never a token's: to one, as to a visitor, moderation does not exist.
    authScopes: { write: 'session' },
    unauthorizedError: () => moderationNotFound(),
    description:
      'Queues a failed job again for one more attempt, and answers the audit log entry it wrote (`targetId`: the ' +
      "job's id). NOT_FOUND when no failed job has that id (queued again already, or archived). Admins only.",
    args: { input: t.arg({ type: RetryJobInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = await retryFailedJob(ctx.services, moderationViewerOf(ctx), String(input.id), {
        reason: input.reason,
      });
      return writtenAuditEntry(ctx.services.prisma, id);
    },
  }),
);

const RunJobInput = builder.inputType('RunJobInput', {
  fields: (t) => ({
    name: t.string({
      required: true,
      description: "A recurring kind's name (`JobKindCounts.name`), such as 'notification-digest'.",
    }),
    reason: t.string({ required: true, description: 'Why, for the audit log (1 to 500 characters).' }),
  }),
});

builder.mutationField('runJob', (t) =>
  t.field({
    type: ModerationAuditEntryRef,
    errors: {},
    authScopes: { write: 'session' },
    unauthorizedError: () => moderationNotFound(),
    description:
      'Runs a recurring kind of job now rather than at its next scheduled time (it does only what is due), and ' +
      'answers the audit log entry it wrote. NOT_FOUND for a name that is no recurring kind. Admins only.',
    args: { input: t.arg({ type: RunJobInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = await runRecurringJob(ctx.services, moderationViewerOf(ctx), input.name, { reason: input.reason });
      return writtenAuditEntry(ctx.services.prisma, id);
    },
  }),
);
