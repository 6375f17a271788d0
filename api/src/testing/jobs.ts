/** Failed jobs, for the tests of what admins see of the job queue (docs/jobs.md#in-the-app). */
import { panicFanOutJob } from '../domain/panic/fan-out.js';
import { JOB_SCHEMA } from '../jobs/queue.js';
import type { TestApp } from './app.js';

/** What the failing job's handler says: its query takes the alert id for a uuid. */
export const FAILED_JOB_ERROR = /uuid/;

/**
 * A job that fails for good, through its real handler: a panic fan-out for an alert id that is no id, whose query
 * throws. It is given no retries (the test skips their waits), so its first attempt is its last. Answers its id.
 */
export async function failedJob(app: TestApp): Promise<string> {
  const id = (await app.services.jobs.send(panicFanOutJob, { alertId: 'no-such-alert' }))!;
  await app.db.query(`UPDATE ${JOB_SCHEMA}.job SET retry_limit = 0 WHERE id = $1::uuid`, [id]);
  await app.runJobs([panicFanOutJob.name]);
  return id;
}
