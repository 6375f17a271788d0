/**
 * The job queue on a real database (PostgreSQL and PGlite alike): written with the transaction that causes it,
 * run once however many processes work, retried with a growing wait, failed jobs listed and retried.
 */
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { JOBS } from './catalogue.js';
import {
  createJobQueue,
  defineJob,
  failedPositionOf,
  installJobQueue,
  JOB_SCHEMA,
  type FailedPosition,
  type JobQueue,
} from './queue.js';

const logger = pino({ level: 'silent' });

/** What the probe jobs did, by their `key`. */
const runs = new Map<string, number>();
let failuresLeft = 0;

const probe = defineJob<{ key: string }>({
  name: 'test-probe',
  retryLimit: 2,
  retryDelaySeconds: 30,
  pollingIntervalSeconds: 0.5,
  async run(_services, { key }) {
    runs.set(key, (runs.get(key) ?? 0) + 1);
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error(`probe ${key} failed on purpose`);
    }
  },
});

let app: TestApp;
let queue: JobQueue;
beforeAll(async () => {
  app = await createTestApp();
  await installJobQueue(app.db, [probe]);
  queue = createJobQueue(app.db, app.services.prisma, logger, [probe]);
});
afterAll(async () => {
  await queue.stop();
  await app.close();
});

const key = () => `k${Math.random().toString(36).slice(2)}`;

async function stateOf(id: string) {
  const [row] = await app.db.query<{ state: string; retry_count: number; start_after: Date }>(
    `SELECT state, retry_count, start_after FROM ${JOB_SCHEMA}.job WHERE id = $1::uuid`,
    [id],
  );
  return row;
}

describe('the job queue', () => {
  it('is installed with the migrations: every queue of the catalogue, and the schedules of the recurring ones', async () => {
    const queues = await app.db.query<{ name: string }>(`SELECT name FROM ${JOB_SCHEMA}.queue`);
    expect(queues.map((q) => q.name)).toEqual(expect.arrayContaining(JOBS.map((job) => job.name)));
    const schedules = await app.db.query<{ name: string; cron: string }>(
      `SELECT name, cron FROM ${JOB_SCHEMA}.schedule ORDER BY name`,
    );
    expect(schedules).toEqual(
      JOBS.filter((job) => job.cron)
        .map((job) => ({ name: job.name, cron: job.cron }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('writes a job with its transaction: rolled back, there is none; committed, it runs once', async () => {
    const lost = key();
    await expect(
      app.services.prisma.$transaction(async (tx) => {
        await queue.send(probe, { key: lost }, { tx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const kept = key();
    await app.services.prisma.$transaction((tx) => queue.send(probe, { key: kept }, { tx }));

    expect(await queue.drain(app.services)).toBe(1);
    expect(await queue.drain(app.services)).toBe(0);
    expect([runs.get(lost), runs.get(kept)]).toEqual([undefined, 1]);
  });

  it('retries a failing job after a growing wait, then keeps it as failed, listed and retried on demand', async () => {
    const k = key();
    failuresLeft = 3;
    const id = (await queue.send(probe, { key: k }))!;
    expect(await queue.drain(app.services)).toBe(1);
    const first = (await stateOf(id))!;
    // pg-boss counts a retry when it starts.
    expect(first).toMatchObject({ state: 'retry', retry_count: 0 });
    // The next attempt waits 30-60 s (the delay, plus up to as much again at random): draining now runs nothing.
    expect(first.start_after.getTime() - Date.now()).toBeGreaterThan(25_000);
    expect(first.start_after.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    expect(await queue.drain(app.services)).toBe(0);

    // Time passes (the test moves the job's clock, not its own): the second wait is longer than the first.
    const moveDue = () =>
      app.db.query(`UPDATE ${JOB_SCHEMA}.job SET start_after = now() - interval '1 second' WHERE id = $1::uuid`, [id]);
    await moveDue();
    const before = Date.now();
    expect(await queue.drain(app.services)).toBe(1);
    const second = (await stateOf(id))!;
    // Twice as long: 60-120 s.
    expect(second).toMatchObject({ state: 'retry', retry_count: 1 });
    expect(second.start_after.getTime() - before).toBeGreaterThan(55_000);

    await moveDue();
    expect(await queue.drain(app.services)).toBe(1);
    expect(await stateOf(id)).toMatchObject({ state: 'failed' });
    expect(runs.get(k)).toBe(3);

    expect(await queue.failed({ name: probe.name })).toEqual([
      expect.objectContaining({ id, name: probe.name, data: { key: k }, error: `probe ${k} failed on purpose` }),
    ]);
    expect(await queue.counts()).toEqual([expect.objectContaining({ name: probe.name, failed: 1, queued: 0 })]);

    expect(await queue.retry(id)).toBe(probe.name);
    expect(await queue.retry(id)).toBeNull();
    expect(await queue.drain(app.services)).toBe(1);
    expect(await stateOf(id)).toMatchObject({ state: 'completed' });
    expect(runs.get(k)).toBe(4);
    expect(await queue.failed({ name: probe.name })).toEqual([]);
  });

  it('pages failed jobs newest first, in the order of their ids within a millisecond; a retry rolled back leaves one failed', async () => {
    const ids: string[] = [];
    for (const k of [key(), key(), key()]) {
      failuresLeft = 1;
      const id = (await queue.send(probe, { key: k }))!;
      // No retries left: the first attempt's failure is the last.
      await app.db.query(`UPDATE ${JOB_SCHEMA}.job SET retry_limit = 0 WHERE id = $1::uuid`, [id]);
      expect(await queue.drain(app.services)).toBe(1);
      ids.push(id);
    }
    // Two failed within the same millisecond (a Date cannot tell their microseconds apart), one later.
    await app.db.query(
      `UPDATE ${JOB_SCHEMA}.job SET completed_on = date_trunc('second', now()) - interval '1 minute' + interval '123456 microseconds'
       WHERE id = ANY($1::uuid[])`,
      [ids.slice(0, 2)],
    );
    const newestFirst = [ids[2]!, ...ids.slice(0, 2).sort().reverse()];
    const pages: string[][] = [];
    let before: FailedPosition | null = null;
    for (let page = 0; page < 4; page += 1) {
      const jobs = await queue.failed({ name: probe.name, limit: 1, before });
      if (!jobs.length) break;
      pages.push(jobs.map((job) => job.id));
      before = failedPositionOf(jobs[0]!);
    }
    expect(pages).toEqual(newestFirst.map((id) => [id]));
    expect((await queue.failed({ name: probe.name })).map((job) => job.id)).toEqual(newestFirst);

    await expect(
      app.services.prisma.$transaction(async (tx) => {
        expect(await queue.retry(ids[0]!, { tx })).toBe(probe.name);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await stateOf(ids[0]!)).toMatchObject({ state: 'failed' });
    for (const id of ids) expect(await queue.retry(id)).toBe(probe.name);
    expect(await queue.drain(app.services)).toBe(3);
    expect(await queue.failed({ name: probe.name })).toEqual([]);
  });

  it('runs each job once while two processes work on the queue', async () => {
    const other = await createTestApp({}, { db: app.db });
    const workers = [
      createJobQueue(app.db, app.services.prisma, logger, [probe]),
      createJobQueue(app.db, other.services.prisma, logger, [probe]),
    ];
    try {
      await workers[0]!.start(app.services);
      await workers[1]!.start(other.services);
      const keys = Array.from({ length: 30 }, key);
      // Sent from both sides, as requests on either process would.
      await Promise.all(keys.map((k, i) => workers[i % 2]!.send(probe, { key: k })));
      const deadline = Date.now() + 30_000;
      while (keys.some((k) => !runs.has(k)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      // Each ran exactly once, and stays done: nothing is left for a third worker either.
      expect(keys.map((k) => runs.get(k))).toEqual(keys.map(() => 1));
      expect(await queue.drain(app.services)).toBe(0);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await other.close();
    }
  });
});
