/**
 * The job queue: work that runs outside a request (mail retries, fan-outs, sweeps, the news refresh) as rows in
 * the application's own database, through pg-boss. A job is written in the same transaction as the change that
 * causes it (inside a request's unit of work, `send` joins its transaction), runs once across any number of API
 * processes (workers claim jobs with FOR UPDATE SKIP LOCKED), is retried with exponential backoff when it throws or
 * its process dies (the attempt expires), and stays visible as queued, running, completed or failed.
 *
 * pg-boss talks to the database through `executeSql`, so the same queue runs on PostgreSQL and on embedded PGlite
 * (docs/jobs.md). This module knows no feature: each feature defines its jobs (`defineJob`), and the catalogue
 * (./catalogue.ts) lists them.
 */
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Database } from '../db/database.js';
import type { DbClient, DbTx } from '../db/prisma.js';
import { currentUnitOfWork } from '../db/unit-of-work.js';
import type { Services } from '../domain/services.js';

/** The PostgreSQL schema the queue's tables live in, beside the application's `public`. */
export const JOB_SCHEMA = 'pgboss';

export interface JobOptions {
  /** Attempts after the first; each waits twice as long as the one before (default 5). */
  retryLimit?: number;
  /** The wait before the first retry, in seconds (default 10). */
  retryDelaySeconds?: number;
  /** An attempt still running after this long (or whose process died) fails and is retried (default 300). */
  expireInSeconds?: number;
  /** Recurring work: a cron expression in UTC; one process enqueues each run, whichever process runs it. */
  cron?: string;
  /**
   * How often a process looks for jobs of this kind that another process sent, or whose retry is due (default:
   * 2 s; 30 s for recurring work, enqueued at most once a minute). A job sent by this process wakes its worker.
   */
  pollingIntervalSeconds?: number;
}

export interface JobDefinition<Data extends object = object> extends JobOptions {
  /** Letters, digits, `-` and `_`: the queue's name, in logs, metrics and the admin tools. */
  name: string;
  /** Does the work; throwing fails this attempt. Work that may run twice (a retry after a timeout) must not harm. */
  run(services: Services, data: Data): Promise<unknown>;
}

export function defineJob<Data extends object = Record<string, never>>(
  definition: JobDefinition<Data>,
): JobDefinition<Data> {
  return definition;
}

export interface SendOptions {
  /**
   * The transaction to write the job in, so it commits (or not) with the change that causes it. Without, the job
   * joins the current unit of work's transaction, or is written on its own.
   */
  tx?: DbTx;
  /** Run no earlier than this. */
  startAfter?: Date;
  /**
   * At most one job with this key per `seconds`-long slot of the database's clock: sending another in the same slot
   * does nothing (`send` answers null). A wake-up many writes ask for at once is then one job.
   */
  singleton?: { key: string; seconds: number };
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface QueueCounts {
  name: string;
  /** Runs on a schedule (an admin may also run it now). */
  recurring: boolean;
  /** Waiting for their time or a worker (state `created` or `retry`). */
  queued: number;
  running: number;
  completed: number;
  failed: number;
}

export interface FailedJob {
  id: string;
  name: string;
  data: unknown;
  /** The last attempt's error message. */
  error: string;
  /** Attempts after the first (pg-boss counts one when it starts). */
  retries: number;
  createdAt: Date;
  failedAt: Date | null;
}

/**
 * Where a list of failed jobs stands: their order is the time each failed (to the millisecond, or the time it was
 * sent when none is known), newest first, then the id; a page starts after the last job of the one before.
 */
export interface FailedPosition {
  failedAt: Date;
  id: string;
}

/** A failed job's place in that order. */
export const failedPositionOf = (job: Pick<FailedJob, 'id' | 'failedAt' | 'createdAt'>): FailedPosition => ({
  failedAt: job.failedAt ?? job.createdAt,
  id: job.id,
});

export interface JobQueue {
  readonly description: string;
  /** Enqueues a job; null when its `singleton` slot has one already. */
  send<Data extends object>(job: JobDefinition<Data>, data: Data, options?: SendOptions): Promise<string | null>;
  /** Starts this process's workers and the recurring schedule. Until then jobs are only written. */
  start(services: Services): Promise<void>;
  /** Runs every due job of the given kinds (all by default) in this process now, until none is due; returns how many ran. */
  drain(services: Services, names?: string[]): Promise<number>;
  counts(): Promise<QueueCounts[]>;
  /** Failed jobs (of one kind, or all), newest first: `limit` of them (50 by default), after `before` when given. */
  failed(options?: { name?: string; limit?: number; before?: FailedPosition | null }): Promise<FailedJob[]>;
  /**
   * Queues a failed job again, for one more attempt; answers its kind, or null when no failed job has that id.
   * Like `send`, it is written in `tx`, or the current unit of work's transaction, or on its own.
   */
  retry(id: string, options?: { tx?: DbTx }): Promise<string | null>;
  /**
   * Enqueues a run of a recurring kind (one with a cron) now, as its schedule would, in `tx` or the current unit of
   * work; answers false when no recurring kind has that name.
   */
  runNow(name: string, options?: { tx?: DbTx }): Promise<boolean>;
  /** Stops the workers, waiting (bounded) for the jobs they are running. */
  stop(): Promise<void>;
}

/** pg-boss's `executeSql` over one of the app's databases: parameters go as one statement, scripts without. */
function executorFor(db: Database): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({
      rows: values?.length ? await db.query(text, values) : await db.script(text),
    }),
  };
}

/** The same over Prisma: a transaction's client, or the root client that a unit of work routes to its own. */
function executorForPrisma(client: DbClient | DbTx): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({ rows: await client.$queryRawUnsafe(text, ...(values ?? [])) }),
  };
}

const DEFAULTS = { retryLimit: 5, retryDelaySeconds: 10, expireInSeconds: 300, pollingIntervalSeconds: 2 };
/** Recurring work is enqueued once a minute at most: looking for it more often only costs queries. */
const RECURRING_POLLING_SECONDS = 30;
/** Jobs of one kind a worker claims at a time, and runs side by side. */
const BATCH = 10;

function pollingInterval(job: JobDefinition<never>): number {
  return job.pollingIntervalSeconds ?? (job.cron ? RECURRING_POLLING_SECONDS : DEFAULTS.pollingIntervalSeconds);
}

function queueOptions(job: JobDefinition<never>): PgBoss.Queue {
  return {
    name: job.name,
    retryLimit: job.retryLimit ?? DEFAULTS.retryLimit,
    retryDelay: job.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: job.expireInSeconds ?? DEFAULTS.expireInSeconds,
  };
}

function boss(db: Database, options: Partial<PgBoss.ConstructorOptions> = {}): PgBoss {
  return new PgBoss({
    db: executorFor(db),
    schema: JOB_SCHEMA,
    migrate: false,
    supervise: false,
    schedule: false,
    ...options,
  });
}

/**
 * Creates or upgrades the queue's tables, its queues and their schedules (run with the migrations, under their
 * lock): a process that starts after it finds everything in place and never changes the schema itself.
 */
export async function installJobQueue(db: Database, jobs: readonly JobDefinition<never>[]): Promise<void> {
  const installer = boss(db, { migrate: true });
  await installer.start();
  try {
    for (const job of jobs) {
      await installer.createQueue(job.name, queueOptions(job));
      await installer.updateQueue(job.name, queueOptions(job));
      if (job.cron) await installer.schedule(job.name, job.cron, {}, { tz: 'UTC', singletonKey: job.name });
      else await installer.unschedule(job.name);
    }
  } finally {
    await installer.stop({ graceful: false, wait: true });
  }
}

export async function uninstallJobQueue(db: Database): Promise<void> {
  await db.script(`DROP SCHEMA IF EXISTS ${JOB_SCHEMA} CASCADE`);
}

interface CountRow {
  name: string;
  state: JobState;
  size: number | string | bigint;
}

interface FailedRow {
  id: string;
  name: string;
  data: unknown;
  output: unknown;
  retry_count: number;
  created_on: Date;
  completed_on: Date | null;
}

function errorMessage(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return output === null || output === undefined ? '' : JSON.stringify(output);
}

export function createJobQueue(
  db: Database,
  prisma: DbClient,
  logger: Logger,
  jobs: readonly JobDefinition<never>[],
  /** `onAttempt`: told of each attempt this process runs (the metrics count them). */
  hooks: { onAttempt?: (name: string, outcome: 'done' | 'failed') => void } = {},
): JobQueue {
  const byName = new Map(jobs.map((job) => [job.name, job as JobDefinition<object>]));
  const queue = boss(db);
  const workers = new Map<string, string>();
  let started: PgBoss | undefined;

  queue.on('error', (err: unknown) => logger.warn({ err }, 'job queue: a query failed'));

  function known(name: string): JobDefinition<object> {
    const job = byName.get(name);
    if (!job) throw new Error(`No job is defined with the name ${name}`);
    return job;
  }

  /** Tells this process's worker for `name` to look now instead of at its next poll. */
  function wake(name: string) {
    const worker = workers.get(name);
    if (worker) started?.notifyWorker(worker);
  }

  /**
   * Runs a batch a worker claimed, each job on its own: the ones that succeed are completed, the ones that throw
   * failed (and so retried), whatever the others do.
   */
  async function runBatch(services: Services, job: JobDefinition<object>, items: PgBoss.Job<object>[]) {
    await Promise.all(
      items.map(async (item) => {
        const startedAt = Date.now();
        try {
          const result = await job.run(services, item.data);
          await queue.complete(job.name, item.id, result && typeof result === 'object' ? result : undefined);
          logger.info({ job: job.name, jobId: item.id, ms: Date.now() - startedAt }, 'job done');
          hooks.onAttempt?.(job.name, 'done');
        } catch (err) {
          logger.warn({ err, job: job.name, jobId: item.id }, 'job failed');
          hooks.onAttempt?.(job.name, 'failed');
          await queue.fail(job.name, item.id, { message: err instanceof Error ? err.message : String(err) });
        }
      }),
    );
  }

  return {
    description: `${JOB_SCHEMA} schema (pg-boss), ${jobs.length} kinds of job`,
    async send(job, data, options = {}) {
      known(job.name);
      const client = options.tx ?? prisma;
      const id: string | null = await queue.send(job.name, data, {
        db: executorForPrisma(client),
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singleton
          ? { singletonKey: options.singleton.key, singletonSeconds: options.singleton.seconds }
          : {}),
      });
      // Nothing written without a singleton slot to explain it: the queue is missing (the migrations did not run).
      if (id === null && !options.singleton) throw new Error(`The job queue has no queue ${job.name}: migrate first`);
      // Inside a unit of work the job is not committed yet: wake a worker once it is. In a transaction of its
      // own the caller commits later, and the workers find the job at their next poll.
      const unit = currentUnitOfWork();
      if (unit) unit.afterCommit(() => wake(job.name));
      else if (!options.tx) wake(job.name);
      return id;
    },
    async start(services) {
      // Completed jobs move to the archive after 12 hours; failed ones stay listed (and retriable) for 30 days.
      const running = boss(db, { supervise: true, schedule: true, archiveFailedAfterSeconds: 30 * 24 * 60 * 60 });
      running.on('error', (err: unknown) => logger.warn({ err }, 'job queue: a query failed'));
      await running.start();
      started = running;
      for (const job of byName.values()) {
        const id = await running.work<object>(
          job.name,
          { pollingIntervalSeconds: pollingInterval(job), batchSize: BATCH },
          async (items) => {
            await runBatch(services, job, items);
            // A full batch: more may be waiting, so look again at once rather than after the interval.
            if (items.length === BATCH) wake(job.name);
          },
        );
        workers.set(job.name, id);
      }
    },
    async drain(services, names = [...byName.keys()]) {
      let ran = 0;
      for (let more = true; more; ) {
        more = false;
        for (const name of names) {
          const items = await queue.fetch<object>(name, { batchSize: BATCH });
          if (!items.length) continue;
          more = true;
          ran += items.length;
          await runBatch(services, known(name), items);
        }
      }
      return ran;
    },
    async counts() {
      const rows = await db.query<CountRow>(
        `SELECT name, state, count(*)::int AS size FROM ${JOB_SCHEMA}.job GROUP BY name, state`,
      );
      const counts = new Map<string, QueueCounts>(
        [...byName.values()].map((job) => [
          job.name,
          { name: job.name, recurring: Boolean(job.cron), queued: 0, running: 0, completed: 0, failed: 0 },
        ]),
      );
      for (const row of rows) {
        const entry = counts.get(row.name);
        if (!entry) continue;
        const size = Number(row.size);
        if (row.state === 'created' || row.state === 'retry') entry.queued += size;
        else if (row.state === 'active') entry.running += size;
        else if (row.state === 'completed') entry.completed += size;
        else if (row.state === 'failed') entry.failed += size;
      }
      return [...counts.values()];
    },
    async failed({ name, limit = 50, before } = {}) {
      // To the millisecond, as a Date holds it: a position read back from a page then compares as it sorted.
      const failedAt = `date_trunc('milliseconds', coalesce(completed_on, created_on))`;
      const rows = await db.query<FailedRow>(
        `SELECT id, name, data, output, retry_count, created_on, completed_on FROM ${JOB_SCHEMA}.job
         WHERE state = 'failed' AND ($1::text IS NULL OR name = $1)
           AND ($3::timestamptz IS NULL OR (${failedAt}, id) < ($3::timestamptz, $4::uuid))
         ORDER BY ${failedAt} DESC, id DESC LIMIT $2`,
        [name ?? null, limit, before?.failedAt ?? null, before?.id ?? null],
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        data: row.data,
        error: errorMessage(row.output),
        retries: row.retry_count,
        createdAt: row.created_on,
        failedAt: row.completed_on,
      }));
    },
    async retry(id, options = {}) {
      const client = options.tx ?? prisma;
      // Locked, so of two retries at once the second finds the job queued already.
      const [row] = await client.$queryRawUnsafe<{ name: string }[]>(
        `SELECT name FROM ${JOB_SCHEMA}.job WHERE id = $1::uuid AND state = 'failed' FOR UPDATE`,
        id,
      );
      if (!row) return null;
      await queue.retry(row.name, id, { db: executorForPrisma(client) });
      // As for `send`: its worker is woken once the retry is committed.
      const unit = currentUnitOfWork();
      if (unit) unit.afterCommit(() => wake(row.name));
      else if (!options.tx) wake(row.name);
      return row.name;
    },
    async runNow(name, options = {}) {
      const job = byName.get(name);
      if (!job?.cron) return false;
      await this.send(job, {}, options.tx ? { tx: options.tx } : {});
      return true;
    },
    async stop() {
      const running = started;
      started = undefined;
      workers.clear();
      await running?.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
