/**
 * Everything a database needs before the app runs on it: Prisma's migrations, then the job queue's tables, queues
 * and schedules. Processes started together take turns (the migrations' lock); the later ones find nothing to do.
 */
import type { Database } from './db/database.js';
import { applyMigrations, defaultLocation, resetDatabase } from './db/migrator/migrator.js';
import { JOBS } from './jobs/catalogue.js';
import { installJobQueue, uninstallJobQueue } from './jobs/queue.js';

export async function migrate(db: Database, location = defaultLocation): Promise<{ applied: string[] }> {
  const result = await applyMigrations(db, location);
  await db.exclusively('dadhood:migrations', (own) => installJobQueue(own, JOBS));
  return result;
}

/** Drops every table and row, the job queue's too. */
export async function resetAll(db: Database, location = defaultLocation): Promise<void> {
  await resetDatabase(db, location);
  await uninstallJobQueue(db);
}
