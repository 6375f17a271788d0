/**
 * `npm run admin -- <command>`: what the person running the server does without an account in the app
 * (docs/operations.md). Runs against the configured database (DATABASE_URL, or PGlite in DATA_DIR: stop the
 * server first, as the embedded database has one user at a time), applying pending migrations first, with the
 * server's configuration (ADMIN_EMAILS, SMTP_URL for the mails). Every change is in the audit log.
 */
import { parseArgs } from 'node:util';
import { Redis } from 'ioredis';
import { loadConfig, type Config } from '../config/config.js';
import { openDatabase, type Database } from '../db/database.js';
import { migrationStatus } from '../db/migrator/migrator.js';
import { migrate } from '../migrate.js';
import { isAppError } from '../domain/errors.js';
import {
  createAdmin,
  liftSuspension,
  retryJob,
  setNewPassword,
  suspendMember,
  turnOffSecondFactor,
} from '../domain/operator/operator.js';
import type { Services } from '../domain/services.js';
import { createLogger } from '../http/logger.js';
import type { JobQueue } from '../jobs/queue.js';
import { createServices } from '../server.js';

const usage = `Usage: npm run admin -- <command>
  create-admin <e-mail> [<username>]   make the admin this ADMIN_EMAILS address names: a new account with a
                                       one-time password (printed once), or the existing one, its address verified
  reset-password <e-mail|username> [--reason <text>]
                                       a new one-time password (printed once); every session ends, the member is
                                       told by mail
  reset-second-factor <e-mail|username> --reason <text>
                                       turn the member's two-factor authentication off (check who is asking
                                       first); every session ends, the member is told by mail
  suspend <e-mail|username> (--days <n> | --permanent) --reason <text>
                                       suspend the member (any account, an admin's too): signed out everywhere,
                                       sign-in and tokens refused until it ends
  lift-suspension <e-mail|username> --reason <text>
                                       end the member's suspension
  jobs [--failed]                      how many jobs of each kind are queued, running, done and failed; with
                                       --failed, the failed ones (newest first) with their errors
  retry-job <id> [--reason <text>]     queue a failed job again, for one more attempt
  health                               whether the database answers and is migrated, Redis (when configured)
                                       answers, and how many jobs failed; exits 1 when something is wrong`;

const COMMANDS = new Set([
  'create-admin',
  'reset-password',
  'reset-second-factor',
  'suspend',
  'lift-suspension',
  'jobs',
  'retry-job',
  'health',
]);

async function printJobs(jobs: JobQueue, failedOnly: boolean, out: (line: string) => void) {
  if (failedOnly) {
    const failed = await jobs.failed({ limit: 100 });
    if (!failed.length) out('No failed jobs.');
    for (const job of failed) {
      out(`${job.id}  ${job.name}  failed ${job.failedAt?.toISOString() ?? '?'} after ${job.retries} retries`);
      out(`    ${job.error || '(no message)'}   data: ${JSON.stringify(job.data)}`);
    }
    return;
  }
  out('job                   queued  running  done  failed');
  for (const c of await jobs.counts()) {
    out(
      `${c.name.padEnd(20)}  ${String(c.queued).padStart(6)}  ${String(c.running).padStart(7)}  ${String(c.completed).padStart(4)}  ${String(c.failed).padStart(6)}`,
    );
  }
}

async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 3_000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Prints the state of the database, Redis and the job queue; true when all is well. */
async function health(config: Config, db: Database, services: Services, out: (line: string) => void) {
  let healthy = true;
  try {
    const status = await migrationStatus(db);
    const migrated = status.upToDate;
    healthy &&= migrated;
    out(
      `Database: ${db.description}: answers; ${migrated ? `migrated (${status.applied.length} migrations)` : `NOT migrated: pending ${status.pending.join(', ') || 'none'}, failed ${status.failed.join(', ') || 'none'}`}`,
    );
  } catch (error) {
    out(`Database: ${db.description}: DOES NOT ANSWER (${error instanceof Error ? error.message : String(error)})`);
    return false;
  }
  if (config.redisUrl) {
    const answers = await redisAnswers(config.redisUrl);
    healthy &&= answers;
    out(`Redis: ${answers ? 'answers' : 'DOES NOT ANSWER'}`);
  } else {
    out('Redis: not configured (one API process)');
  }
  const counts = await services.jobs.counts();
  const total = (key: 'queued' | 'running' | 'failed') => counts.reduce((sum, c) => sum + c[key], 0);
  const failed = total('failed');
  out(
    `Jobs: ${total('queued')} queued, ${total('running')} running, ${failed} failed${failed ? ' (npm run admin -- jobs --failed)' : ''}`,
  );
  return healthy && failed === 0;
}

/** Runs one command; returns the exit code. `out` receives what the operator reads. */
export async function runAdminCommand(argv: string[], out: (line: string) => void): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      reason: { type: 'string' },
      days: { type: 'string' },
      permanent: { type: 'boolean' },
      failed: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    out(usage);
    return command || values.help ? 0 : 1;
  }
  if (!COMMANDS.has(command)) {
    out(`Unknown command: ${command}\n${usage}`);
    return 1;
  }
  const config = loadConfig();
  const logger = createLogger({ ...config, logLevel: 'warn' });
  const db = await openDatabase(
    config.database.kind === 'postgres' ? { kind: 'postgres', url: config.database.url } : config.database,
  );
  try {
    // Health reports on the database as it is; the other commands bring it up to date first.
    if (command !== 'health') {
      const { applied } = await migrate(db);
      if (applied.length) out(`Applied migrations: ${applied.join(', ')}`);
    }
    const handle = createServices(config, db, logger);
    try {
      if (command === 'health') return (await health(config, db, handle.services, out)) ? 0 : 1;
      if (command === 'jobs') {
        await printJobs(handle.services.jobs, values.failed ?? false, out);
        return 0;
      }
      if (command === 'retry-job') {
        const [id] = rest;
        if (!id || !/^[0-9a-f-]{36}$/i.test(id)) {
          out(usage);
          return 1;
        }
        try {
          await retryJob(handle.services, id, values.reason ?? 'Queued again from the command line.');
        } catch (error) {
          if (!isAppError(error) || error.code !== 'NOT_FOUND') throw error;
          out(`No failed job has the id ${id}.`);
          return 1;
        }
        out(`Job ${id} is queued again.`);
        return 0;
      }
      if (command === 'create-admin') {
        const [email, username] = rest;
        if (!email) {
          out(usage);
          return 1;
        }
        const made = await createAdmin(handle.services, { email, username });
        out(`${made.username} <${email.toLowerCase()}> is an admin.`);
        if (made.password) out(`One-time password (shown once; change it in the profile): ${made.password}`);
        return 0;
      }
      // The other commands act on one member, named by e-mail or username.
      const [login] = rest;
      if (!login) {
        out(usage);
        return 1;
      }
      // Given or not, the reason is checked by the command: "Give a reason" when one is needed.
      const reason = values.reason ?? '';
      if (command === 'reset-password') {
        const done = await setNewPassword(
          handle.services,
          login,
          values.reason ?? 'A new password set from the command line.',
        );
        out(`${done.username} has a new password, and is signed out everywhere.`);
        out(`One-time password (shown once; they change it in the profile): ${done.password}`);
      } else if (command === 'reset-second-factor') {
        const done = await turnOffSecondFactor(handle.services, login, reason);
        out(`Two-factor authentication is off for ${done.username}, who is signed out everywhere and told by mail.`);
      } else if (command === 'suspend') {
        const days = values.days === undefined ? undefined : Number(values.days);
        const done = await suspendMember(handle.services, login, { days, permanent: values.permanent, reason });
        out(
          `${done.username} is suspended ${done.until ? `until ${done.until.toISOString()}` : 'permanently'}, and signed out everywhere.`,
        );
      } else {
        const done = await liftSuspension(handle.services, login, reason);
        out(`${done.username} is no longer suspended.`);
      }
      return 0;
    } catch (error) {
      if (!isAppError(error)) throw error;
      out(error.message);
      return 1;
    } finally {
      await handle.close();
    }
  } finally {
    await db.close();
  }
}
