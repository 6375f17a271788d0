/**
 * The job queue over /api (docs/jobs.md#in-the-app): admins read each kind's counts and the failed jobs a page at a
 * time, and queue a failed job again with a reason, which the audit log shows. Moderators and members are refused
 * (403), visitors and access tokens get the 404 of every moderation address.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessToken } from '../domain/access-tokens/access-tokens.js';
import { ADMINS_SEE_JOBS, JOB_QUEUED_AGAIN, JOB_RUNS_NOW } from '../domain/moderation/jobs.js';
import { panicFanOutJob } from '../domain/panic/fan-out.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { signedInMember } from '../testing/factories.js';
import type { HttpClient } from '../testing/http-client.js';
import { FAILED_JOB_ERROR, failedJob } from '../testing/jobs.js';
import { refused } from '../testing/rest.js';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Kind = { name: string; recurring: boolean; queued: number; running: number; completed: number; failed: number };
type Listed = { id: string; name: string; error: string; attempts: number; createdAt: string; failedAt: string };

const retry = (client: HttpClient, id: string, reason: string) =>
  client.post(`/api/moderation/jobs/${id}/retry`, { json: { reason } });
const panicCounts = async (client: HttpClient) =>
  ((await (await client.get('/api/moderation/jobs')).json()) as Kind[]).find((k) => k.name === panicFanOutJob.name)!;

describe('who may call it', () => {
  it('refuses moderators and members (403), visitors and access tokens (404), and retries nothing', async () => {
    const id = await failedJob(app);
    const moderator = await signedInMember(app, { role: 'moderator' });
    const member = await signedInMember(app);
    const admin = await signedInMember(app, { role: 'admin' });
    const { token } = await createAccessToken(app.services, admin.user.id, { name: 'Bot', scopes: ['read'] });
    const bot = app.client();
    bot.bearer = token;
    const calls = (client: HttpClient) => [
      client.get('/api/moderation/jobs'),
      client.get('/api/moderation/jobs/failed'),
      retry(client, id, 'x'),
    ];
    for (const client of [moderator.client, member.client]) {
      for (const call of calls(client)) await refused(await call, 403, ADMINS_SEE_JOBS);
    }
    for (const client of [app.client(), bot]) {
      for (const call of calls(client)) await refused(await call, 404, 'Not found.');
    }
    const listed = (await (await admin.client.get('/api/moderation/jobs/failed')).json()) as Listed[];
    expect(listed.map((job) => job.id)).toContain(id);
    expect(await app.services.prisma.moderationAction.count({ where: { targetId: id } })).toBe(0);
  });
});

describe('the counts', () => {
  it('name every kind, and count a job sent as queued', async () => {
    const admin = await signedInMember(app, { role: 'admin' });
    const response = await admin.client.get('/api/moderation/jobs');
    expect(response.status).toBe(200);
    const kinds = (await response.json()) as Kind[];
    expect(kinds).toContainEqual({
      name: 'mail-retry',
      recurring: true,
      queued: expect.any(Number),
      running: 0,
      completed: 0,
      failed: 0,
    });
    const before = await panicCounts(admin.client);
    await app.services.jobs.send(panicFanOutJob, { alertId: randomUUID() });
    expect(await panicCounts(admin.client)).toEqual({ ...before, queued: before.queued + 1 });
    await app.runJobs([panicFanOutJob.name]);
  });
});

describe('a failed job', () => {
  it('is listed with its error, and retried with a reason: queued again, in the audit log, then gone from the list', async () => {
    const admin = await signedInMember(app, { role: 'admin' });
    const id = await failedJob(app);
    const [first] = (await (await admin.client.get('/api/moderation/jobs/failed')).json()) as Listed[];
    expect(first).toEqual({
      id,
      name: panicFanOutJob.name,
      error: expect.stringMatching(FAILED_JOB_ERROR),
      attempts: 1,
      createdAt: expect.any(String),
      failedAt: expect.any(String),
    });

    await refused(await retry(admin.client, id, ''), 400, 'Give a reason: it goes into the audit log.');
    const before = await panicCounts(admin.client);
    const response = await retry(admin.client, id, 'The mail server is back');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: expect.any(String), message: JOB_QUEUED_AGAIN });
    expect(await panicCounts(admin.client)).toEqual({
      ...before,
      queued: before.queued + 1,
      failed: before.failed - 1,
    });
    const listed = (await (await admin.client.get('/api/moderation/jobs/failed')).json()) as Listed[];
    expect(listed.map((job) => job.id)).not.toContain(id);

    const [entry] = (await (await admin.client.get('/api/moderation/audit-log')).json()) as Record<string, unknown>[];
    expect(entry).toMatchObject({
      action: 'retry_job',
      moderatorUsername: admin.user.username,
      targetType: null,
      targetId: id,
      subjectId: null,
      reason: 'The mail server is back',
      details: { job: panicFanOutJob.name },
    });
    // Queued already, an id no job has, not an id: no failed job.
    for (const other of [id, randomUUID(), 'not-a-job']) {
      await refused(await retry(admin.client, other, 'Again'), 404, 'Failed job was not found.');
    }
    // It runs once more, and fails again (its data is still wrong): listed first, after two attempts.
    await app.runJobs([panicFanOutJob.name]);
    const [again] = (await (await admin.client.get('/api/moderation/jobs/failed?limit=1')).json()) as Listed[];
    expect(again).toMatchObject({ id, attempts: 2 });
  });
});

describe('the failed jobs', () => {
  it('come a page at a time, newest first, with the next page’s cursor', async () => {
    const admin = await signedInMember(app, { role: 'admin' });
    const ids = [await failedJob(app), await failedJob(app)];
    const first = await admin.client.get('/api/moderation/jobs/failed?limit=1');
    expect(((await first.json()) as Listed[]).map((job) => job.id)).toEqual([ids[1]]);
    const cursor = first.headers.get('x-next-cursor')!;
    expect(first.headers.get('link')).toContain(`cursor=${cursor}`);
    const second = await admin.client.get(`/api/moderation/jobs/failed?limit=1&cursor=${cursor}`);
    expect(((await second.json()) as Listed[]).map((job) => job.id)).toEqual([ids[0]]);
    await refused(await admin.client.get('/api/moderation/jobs/failed?cursor=nonsense'), 400);
  });
});

describe('running a recurring kind now', () => {
  it('queues one run with its audit entry, for recurring kinds only, for admins only', async () => {
    const admin = await signedInMember(app, { role: 'admin' });
    const member = await signedInMember(app);
    const digestQueued = async () =>
      ((await (await admin.client.get('/api/moderation/jobs')).json()) as Kind[]).find(
        (k) => k.name === 'notification-digest',
      )!.queued;
    const before = await digestQueued();
    const run = await admin.client.post('/api/moderation/jobs/kinds/notification-digest/run', {
      json: { reason: 'The mail server was down at the hour' },
    });
    expect(run.status).toBe(201);
    const { id, message } = (await run.json()) as { id: string; message: string };
    expect(message).toBe(JOB_RUNS_NOW);
    expect(await digestQueued()).toBe(before + 1);
    expect(await app.services.prisma.moderationAction.findUniqueOrThrow({ where: { id } })).toMatchObject({
      action: 'run_job',
      moderatorId: admin.user.id,
      reason: 'The mail server was down at the hour',
      details: { job: 'notification-digest' },
    });
    // Not a recurring kind (it needs its alert), or no kind at all.
    for (const name of [panicFanOutJob.name, 'no-such-kind']) {
      const refusedRun = await admin.client.post(`/api/moderation/jobs/kinds/${name}/run`, { json: { reason: 'x' } });
      expect(refusedRun.status).toBe(404);
    }
    expect((await admin.client.post('/api/moderation/jobs/kinds/notification-digest/run', { json: {} })).status).toBe(
      400,
    );
    await refused(
      await member.client.post('/api/moderation/jobs/kinds/notification-digest/run', { json: { reason: 'x' } }),
      403,
      ADMINS_SEE_JOBS,
    );
    expect(await digestQueued()).toBe(before + 1);
  });
});
