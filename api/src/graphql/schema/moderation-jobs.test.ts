/**
 * The job queue over GraphQL (docs/jobs.md#in-the-app): jobKinds and failedJobs (a connection, newest first) for
 * admins, and retryJob, which answers the audit entry it wrote; FORBIDDEN to moderators and members, NOT_FOUND to
 * visitors and access tokens. The Jobs tab's query costs the same statements however many jobs failed.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccessToken } from '../../domain/access-tokens/access-tokens.js';
import { ADMINS_SEE_JOBS } from '../../domain/moderation/jobs.js';
import { panicFanOutJob } from '../../domain/panic/fan-out.js';
import { createTestApp, type TestApp } from '../../testing/app.js';
import { signedInMember } from '../../testing/factories.js';
import type { HttpClient } from '../../testing/http-client.js';
import { FAILED_JOB_ERROR, failedJob } from '../../testing/jobs.js';
import { requestCost } from '../../testing/statements.js';

let app: TestApp;
let prismaStatements = 0;
/** Every SQL statement: Prisma's, and the queue's reads of its tables, which go around Prisma (the spy calls through). */
let statements = () => prismaStatements;
beforeAll(async () => {
  app = await createTestApp({}, undefined, { onQuery: () => (prismaStatements += 1) });
  const queueReads = vi.spyOn(app.db, 'query');
  statements = () => prismaStatements + queueReads.mock.calls.length;
});
afterAll(() => app.close());

const JOBS = `query($first: Int, $after: String) {
  jobKinds { name queued running completed failed }
  failedJobs(first: $first, after: $after) {
    pageInfo { hasNextPage endCursor }
    edges { node { databaseId name error attempts createdAt failedAt } }
  }
}`;
const RETRY = `mutation($id: ID!, $reason: String!) {
  retryJob(input: { id: $id, reason: $reason }) {
    __typename
    ... on AppError { code message }
    ... on MutationRetryJobSuccess { data { action targetType targetId jobName moderatorUsername reason } }
  }
}`;

type Kind = { name: string; queued: number; failed: number };
type Jobs = {
  jobKinds: Kind[] | null;
  failedJobs: {
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { node: { databaseId: string; name: string; error: string; attempts: number } }[];
  } | null;
};
type Result = { __typename: string; code?: string; message?: string; data?: Record<string, unknown> };

const read = async (client: HttpClient, variables: Record<string, unknown> = {}) =>
  (await client.graphql<Jobs>(JOBS, variables)).body;
async function retry(client: HttpClient, id: string, reason: string): Promise<Result> {
  const { body } = await client.graphql<{ retryJob: Result }>(RETRY, { id, reason });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!.retryJob;
}
const ids = (body: Awaited<ReturnType<typeof read>>) => body.data!.failedJobs!.edges.map((e) => e.node.databaseId);

describe('who may see and retry jobs', () => {
  it('FORBIDDEN to moderators and members, NOT_FOUND to visitors and access tokens; nothing is retried', async () => {
    const id = await failedJob(app);
    const moderator = await signedInMember(app, { role: 'moderator' });
    const member = await signedInMember(app);
    const admin = await signedInMember(app, { role: 'admin' });
    const { token } = await createAccessToken(app.services, admin.user.id, { name: 'Bot', scopes: ['read'] });
    const bot = app.client();
    bot.bearer = token;
    for (const [client, code] of [
      [moderator.client, 'FORBIDDEN'],
      [member.client, 'FORBIDDEN'],
      [app.client(), 'NOT_FOUND'],
      [bot, 'NOT_FOUND'],
    ] as const) {
      const body = await read(client);
      expect(body.data).toEqual({ jobKinds: null, failedJobs: null });
      expect(body.errors?.map((e) => e.extensions?.code)).toEqual([code, code]);
      if (code === 'FORBIDDEN') expect(body.errors?.[0]?.message).toBe(ADMINS_SEE_JOBS);
      expect(await retry(client, id, 'x')).toMatchObject({ __typename: 'AppError', code });
    }
    expect(ids(await read(admin.client))).toContain(id);
    expect(await app.services.prisma.moderationAction.count({ where: { targetId: id } })).toBe(0);
  });
});

describe('for an admin', () => {
  it('counts each kind, lists a failed job with its error, and retries it with a reason, in the audit log', async () => {
    const admin = await signedInMember(app, { role: 'admin' });
    const id = await failedJob(app);
    const before = await read(admin.client);
    const panic = before.data!.jobKinds!.find((k) => k.name === panicFanOutJob.name)!;
    expect(panic.failed).toBeGreaterThan(0);
    expect(before.data!.failedJobs!.edges[0]!.node).toEqual({
      databaseId: id,
      name: panicFanOutJob.name,
      error: expect.stringMatching(FAILED_JOB_ERROR),
      attempts: 1,
      createdAt: expect.any(String),
      failedAt: expect.any(String),
    });

    expect(await retry(admin.client, id, ' ')).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(await retry(admin.client, id, 'The database was restarted')).toEqual({
      __typename: 'MutationRetryJobSuccess',
      data: {
        action: 'retry_job',
        targetType: null,
        targetId: id,
        jobName: panicFanOutJob.name,
        moderatorUsername: admin.user.username,
        reason: 'The database was restarted',
      },
    });
    const after = await read(admin.client);
    expect(ids(after)).not.toContain(id);
    expect(after.data!.jobKinds!.find((k) => k.name === panicFanOutJob.name)).toMatchObject({
      queued: panic.queued + 1,
      failed: panic.failed - 1,
    });
    expect(await retry(admin.client, id, 'Again')).toMatchObject({ code: 'NOT_FOUND' });
    await app.runJobs([panicFanOutJob.name]);
  });

  it('pages the failed jobs forward, newest first', async () => {
    const admin = await signedInMember(app, { role: 'admin' });
    const made = [await failedJob(app), await failedJob(app)];
    const first = await read(admin.client, { first: 1 });
    expect(ids(first)).toEqual([made[1]]);
    const { hasNextPage, endCursor } = first.data!.failedJobs!.pageInfo;
    expect(hasNextPage).toBe(true);
    expect(ids(await read(admin.client, { first: 1, after: endCursor }))).toEqual([made[0]]);
    const backward = await admin.client.graphql('{ failedJobs(last: 1) { edges { cursor } } }');
    expect(backward.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('costs the same statements for 1 failed job as for 5', async () => {
    const admin = await signedInMember(app, { role: 'admin' });
    const cost = () =>
      requestCost(statements, () => admin.client.post('/graphql', { json: { query: JOBS, variables: { first: 20 } } }));
    await failedJob(app);
    const one = await cost();
    for (let i = 0; i < 4; i += 1) await failedJob(app);
    expect(await cost()).toBe(one);
  });
});
