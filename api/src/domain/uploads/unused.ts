/**
 * Uploads nothing shows are removed a day after they were stored: a picture chosen in the composer and never
 * posted, an attachment never sent, a profile picture since replaced, the image of a deleted post. "Shows" is
 * what decides who may fetch an upload (./access.ts): a row of any table that names it, or a report's record of
 * the content as reported. A day leaves a composer's upload the time to be posted; one that something stopped
 * showing long after it was stored goes at the next run. The bytes go with the row (a trigger deletes its
 * chunks). Run hourly by the `remove-unused-uploads` job, in batches, so no statement runs long.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { defineJob } from '../../jobs/queue.js';
import { uploadShownSql } from './access.js';
import { UPLOAD_URL_PREFIX } from './store.js';

export const UNUSED_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/** Deletes the uploads stored before `now` minus a day that nothing shows; returns how many. */
export async function removeUnusedUploads(db: DbTx, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNUSED_UPLOAD_AGE_MS);
  const shown = uploadShownSql(Prisma.sql`(${UPLOAD_URL_PREFIX} || unused.key)`);
  let total = 0;
  for (;;) {
    const deleted = await db.$executeRaw`
      DELETE FROM "Upload" WHERE id IN (
        SELECT unused.id FROM "Upload" unused
        WHERE unused."createdAt" < ${before} AND NOT (${shown})
        LIMIT ${BATCH})`;
    total += deleted;
    if (deleted < BATCH) return total;
    await nextTurn();
  }
}

export const unusedUploadsJob = defineJob({
  name: 'remove-unused-uploads',
  cron: '41 * * * *',
  retryLimit: 2,
  run: ({ prisma }) => removeUnusedUploads(prisma),
});
