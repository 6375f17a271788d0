/**
 * The job queue as admins see it, called directly (docs/jobs.md#in-the-app): who may (admins, with a second
 * factor where the policy asks), the counts per kind, failed jobs with their errors a page at a time, and a retry
 * that queues one again with its audit entry. The adapters' tests (rest/jobs.test.ts,
 * graphql/schema/moderation-jobs.test.ts) check the same through /api and GraphQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_SCHEMA } from '../../jobs/queue.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { buildUser } from '../../testing/factories.js';
import { FAILED_JOB_ERROR, failedJob } from '../../testing/jobs.js';
import { panicFanOutJob } from '../panic/fan-out.js';
import type { Viewer } from '../users/viewer.js';
import { ADMINS_SEE_JOBS, jobCounts, listFailedJobs, retryFailedJob } from './jobs.js';
import { STAFF_NEED_TWO_FACTOR } from './queue.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const asViewer = (user: { id: string; username: string; role: Viewer['role']; totpEnabledAt: Date | null }) =>
  ({ ...user, dadType: 'experienced', location: 'Austin, TX' }) as Viewer;
const admin = async () => asViewer(await buildUser(app.services.prisma, { role: 'admin' }));
const panicCounts = async (actor: Viewer) =>
  (await jobCounts(app.services, actor)).find((kind) => kind.name === panicFanOutJob.name)!;
const stateOf = async (id: string) =>
  (await app.db.query<{ state: string }>(`SELECT state FROM ${JOB_SCHEMA}.job WHERE id = $1::uuid`, [id]))[0]?.state;

describe('who may see and retry jobs', () => {
  it('admins only: 403 to moderators and members, 404 to nobody, and a second factor where the policy asks', async () => {
    const { prisma } = app.services;
    const id = await failedJob(app);
    const reason = { reason: 'Try again' };
    for (const actor of [asViewer(await buildUser(prisma, { role: 'moderator' })), asViewer(await buildUser(prisma))]) {
      await expect(jobCounts(app.services, actor)).rejects.toMatchObject({
        code: 'FORBIDDEN',
        message: ADMINS_SEE_JOBS,
      });
      await expect(listFailedJobs(app.services, actor, {})).rejects.toMatchObject({ status: 403 });
      await expect(retryFailedJob(app.services, actor, id, reason)).rejects.toMatchObject({ status: 403 });
    }
    await expect(jobCounts(app.services, null)).rejects.toMatchObject({ status: 404 });
    await expect(retryFailedJob(app.services, null, id, reason)).rejects.toMatchObject({ status: 404 });
    const withoutFactor = asViewer(await buildUser(prisma, { role: 'admin', totpEnabledAt: null }));
    await expect(listFailedJobs(app.services, withoutFactor, {})).rejects.toMatchObject({
      code: 'TWO_FACTOR_REQUIRED',
      message: STAFF_NEED_TWO_FACTOR,
    });
    expect(await stateOf(id)).toBe('failed');
    expect(await prisma.moderationAction.count({ where: { targetId: id } })).toBe(0);
  });
});

describe('the counts', () => {
  it('count each kind of the catalogue, and a job sent is queued, then done', async () => {
    const helper = await admin();
    const kinds = await jobCounts(app.services, helper);
    expect(kinds.map((kind) => kind.name)).toEqual(expect.arrayContaining([panicFanOutJob.name, 'mail-retry']));
    const before = await panicCounts(helper);
    // An alert nobody pressed: the fan-out finds nothing to do, and is done.
    await app.services.jobs.send(panicFanOutJob, { alertId: randomUUID() });
    expect(await panicCounts(helper)).toEqual({ ...before, queued: before.queued + 1 });
    await app.runJobs([panicFanOutJob.name]);
    expect(await panicCounts(helper)).toEqual({ ...before, completed: before.completed + 1 });
  });
});

describe('a failed job', () => {
  it('is listed with its error, and a retry with a reason queues it again and writes the audit entry', async () => {
    const helper = await admin();
    const id = await failedJob(app);
    const { items } = await listFailedJobs(app.services, helper, {});
    expect(items[0]).toEqual({
      id,
      name: panicFanOutJob.name,
      error: expect.stringMatching(FAILED_JOB_ERROR),
      attempts: 1,
      retries: 0,
      createdAt: expect.any(Date),
      failedAt: expect.any(Date),
    });
    expect(items[0]).not.toHaveProperty('data');
    const before = await panicCounts(helper);

    await expect(retryFailedJob(app.services, helper, id, { reason: ' ' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    const entryId = await retryFailedJob(app.services, helper, id, { reason: 'The database was restarted' });
    expect(await app.services.prisma.moderationAction.findUniqueOrThrow({ where: { id: entryId } })).toMatchObject({
      moderatorId: helper.id,
      action: 'retry_job',
      targetType: null,
      targetId: id,
      subjectId: null,
      reason: 'The database was restarted',
      details: { job: panicFanOutJob.name },
    });
    expect(await stateOf(id)).toBe('retry');
    expect(await panicCounts(helper)).toEqual({ ...before, queued: before.queued + 1, failed: before.failed - 1 });
    expect((await listFailedJobs(app.services, helper, {})).items.map((job) => job.id)).not.toContain(id);
    // Queued already: a second retry finds no failed job.
    await expect(retryFailedJob(app.services, helper, id, { reason: 'Again' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });

    // It runs once more, and fails again (its data is still wrong): listed first, after two attempts.
    await app.runJobs([panicFanOutJob.name]);
    expect((await listFailedJobs(app.services, helper, { limit: 1 })).items[0]).toMatchObject({ id, attempts: 2 });
  });

  it('404 for an id no failed job has, and nothing is written', async () => {
    const helper = await admin();
    for (const id of [randomUUID(), 'not-an-id', undefined]) {
      await expect(retryFailedJob(app.services, helper, id, { reason: 'Try again' })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
    }
    expect(await app.services.prisma.moderationAction.count({ where: { moderatorId: helper.id } })).toBe(0);
  });
});

describe('the failed jobs', () => {
  it('come a page at a time, newest first, each page after the last of the one before', async () => {
    const helper = await admin();
    const ids = [await failedJob(app), await failedJob(app), await failedJob(app)];
    const first = await listFailedJobs(app.services, helper, { limit: 2 });
    expect(first.items.map((job) => job.id)).toEqual([ids[2], ids[1]]);
    const second = await listFailedJobs(app.services, helper, { limit: 2, cursor: first.nextCursor! });
    expect(second.items[0]!.id).toBe(ids[0]);
    await expect(listFailedJobs(app.services, helper, { limit: 101 })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
    await expect(listFailedJobs(app.services, helper, { cursor: 'not-a-cursor' })).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });
});
