/**
 * The job queue as admins see it in the app (docs/jobs.md#in-the-app), beside the command line's `jobs` and
 * `retry-job`: how many jobs of each kind are queued, running, done and failed; the failed ones, newest first, a
 * page at a time; and a failed job queued again, with a reason, written to the audit log in the same transaction.
 * Admins only, as account help: 403 to members and moderators, 404 to visitors and access tokens (as all of
 * moderation), with a second factor where REQUIRE_2FA_FOR_STAFF asks. A job's data is not shown: it may hold a
 * member's address (the reset mail's).
 */
import { z } from 'zod';
import { failedPositionOf, type FailedJob } from '../../jobs/queue.js';
import { notFound } from '../errors.js';
import { encodeCursor } from '../feed/cursor.js';
import { pageStart, type Page } from '../paging.js';
import type { Services } from '../services.js';
import type { Viewer } from '../users/viewer.js';
import { isDatabaseId, parseInput } from '../validation.js';
import { reasonSchema } from './actions.js';
import { requireAdminTool, type StaffPolicy } from './queue.js';

export const ADMINS_SEE_JOBS = 'Only admins can see and retry jobs.';
export const JOB_QUEUED_AGAIN = 'The job is queued again: it runs once more shortly.';
export const JOB_RUNS_NOW = 'The job is queued: it runs shortly, and again at its scheduled time.';
export const FAILED_JOBS_PAGE = 20;
export const FAILED_JOBS_PAGE_MAX = 100;

type Admin = Pick<Viewer, 'id' | 'role' | 'totpEnabledAt'>;

/** An admin (with a second factor where the policy wants one); 403 to a signed-in member or moderator. */
export function requireJobsAdmin<V extends Admin>(viewer: V | null | undefined, policy: StaffPolicy): V {
  return requireAdminTool(viewer, policy, ADMINS_SEE_JOBS);
}

/** A failed job as an admin reads it: no data. */
export type ListedFailedJob = Omit<FailedJob, 'data'> & { attempts: number };

const listed = ({ data: _data, ...job }: FailedJob): ListedFailedJob => ({ ...job, attempts: job.retries + 1 });

/** The job's cursor: the page after it starts after it (the order of JobQueue.failed). */
export function failedJobCursor(job: Pick<FailedJob, 'id' | 'failedAt' | 'createdAt'>): string {
  const { failedAt, id } = failedPositionOf(job);
  return encodeCursor({ createdAt: failedAt, id });
}

/** Each kind of job with how many are queued, running, done and failed (one statement). */
export async function jobCounts(services: Pick<Services, 'jobs' | 'config'>, actor: Viewer | null) {
  requireJobsAdmin(actor, services.config);
  return services.jobs.counts();
}

/** A page of failed jobs, newest first (one statement). */
export async function listFailedJobs(
  services: Pick<Services, 'jobs' | 'config'>,
  actor: Viewer | null,
  page: { limit?: unknown; cursor?: string | undefined },
): Promise<Page<ListedFailedJob>> {
  requireJobsAdmin(actor, services.config);
  const { size, after } = pageStart(page, FAILED_JOBS_PAGE, FAILED_JOBS_PAGE_MAX);
  const rows = await services.jobs.failed({
    limit: size + 1,
    before: after && { failedAt: after.createdAt, id: after.id },
  });
  const items = rows.slice(0, size);
  return { items: items.map(listed), nextCursor: rows.length > size ? failedJobCursor(items.at(-1)!) : null };
}

const retryInput = z.object({ reason: reasonSchema });

/**
 * Queues a failed job again for one more attempt, and writes the audit log entry (the job's id and kind) in the
 * same transaction; answers the entry's id. 404 when no failed job has that id: of two admins at once, one
 * queues it and the other hears it is gone.
 */
export async function retryFailedJob(
  services: Pick<Services, 'jobs' | 'config' | 'prisma'>,
  actor: Viewer | null,
  jobId: unknown,
  raw: unknown,
): Promise<string> {
  const admin = requireJobsAdmin(actor, services.config);
  const { reason } = parseInput(retryInput, raw);
  return queueFailedJobAgain(services, jobId, { moderatorId: admin.id, reason });
}

/**
 * Queues the failed job `jobId` again with its `retry_job` audit entry (by an admin, or by the command line:
 * `moderatorId` null and `details.via`), in one transaction; answers the entry's id, or 404.
 */
export async function queueFailedJobAgain(
  services: Pick<Services, 'jobs' | 'prisma'>,
  jobId: unknown,
  by: { moderatorId: string | null; reason: string; details?: Record<string, unknown> },
): Promise<string> {
  if (!isDatabaseId(jobId)) throw notFound('Failed job');
  return services.prisma.$transaction(async (tx) => {
    const name = await services.jobs.retry(jobId, { tx });
    if (!name) throw notFound('Failed job');
    const entry = await tx.moderationAction.create({
      data: {
        moderatorId: by.moderatorId,
        action: 'retry_job',
        targetType: null,
        targetId: jobId,
        subjectId: null,
        reason: by.reason,
        details: { ...by.details, job: name },
      },
      select: { id: true },
    });
    return entry.id;
  });
}

const runInput = z.object({ reason: reasonSchema });

/**
 * Runs a recurring kind now (the digest after an outage, the sweep before a backup) rather than at its next
 * scheduled time, with its `run_job` audit entry in the same transaction; answers the entry's id. 404 for a name
 * that is no recurring kind. Recurring work is safe to run again: each kind does only what is due.
 */
export async function runRecurringJob(
  services: Pick<Services, 'jobs' | 'config' | 'prisma'>,
  actor: Viewer | null,
  name: unknown,
  raw: unknown,
): Promise<string> {
  const admin = requireJobsAdmin(actor, services.config);
  const { reason } = parseInput(runInput, raw);
  return services.prisma.$transaction(async (tx) => {
    if (typeof name !== 'string' || !(await services.jobs.runNow(name, { tx }))) throw notFound('Recurring job');
    const entry = await tx.moderationAction.create({
      data: {
        moderatorId: admin.id,
        action: 'run_job',
        targetType: null,
        targetId: null,
        subjectId: null,
        reason,
        details: { job: name },
      },
      select: { id: true },
    });
    return entry.id;
  });
}
