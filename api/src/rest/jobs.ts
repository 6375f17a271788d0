/**
 * The job queue over /api (domain/moderation/jobs.ts, docs/jobs.md#in-the-app): what admins see of it in the app.
 * Admins only: 403 to members and moderators; 404 to visitors and access tokens, as every /api/moderation address
 * (./token-scopes.ts).
 *
 *   GET  /api/moderation/jobs                       [{name, recurring, queued, running, completed, failed}], one per kind
 *   GET  /api/moderation/jobs/failed?limit=&cursor=  a page of failed jobs, newest first
 *   POST /api/moderation/jobs/:id/retry {reason}     201 {id, message}: queued again; 404 when no failed job has the id
 *   POST /api/moderation/jobs/kinds/:name/run {reason} 201 {id, message}: a recurring kind run now; 404 for another name
 *
 * `id` is the audit log entry the retry wrote.
 */
import { Router } from 'express';
import {
  JOB_QUEUED_AGAIN,
  JOB_RUNS_NOW,
  jobCounts,
  listFailedJobs,
  retryFailedJob,
  runRecurringJob,
} from '../domain/moderation/jobs.js';
import type { Services } from '../domain/services.js';
import { pageQuery, sendPage } from './paging.js';
import { viewerOf } from './request.js';

export function jobRoutes(services: Services): Router {
  const router = Router();

  router.get('/moderation/jobs', async (_req, res) => {
    res.json(await jobCounts(services, viewerOf(res)));
  });

  router.get('/moderation/jobs/failed', async (req, res) => {
    const page = await listFailedJobs(services, viewerOf(res), pageQuery(req));
    sendPage(
      req,
      res,
      page.items.map((job) => ({
        id: job.id,
        name: job.name,
        error: job.error,
        attempts: job.attempts,
        createdAt: job.createdAt.toISOString(),
        failedAt: job.failedAt?.toISOString() ?? null,
      })),
      page.nextCursor,
    );
  });

  router.post('/moderation/jobs/:id/retry', async (req, res) => {
    const id = await retryFailedJob(services, viewerOf(res), req.params.id, req.body ?? {});
    res.status(201).json({ id, message: JOB_QUEUED_AGAIN });
  });

  router.post('/moderation/jobs/kinds/:name/run', async (req, res) => {
    const id = await runRecurringJob(services, viewerOf(res), req.params.name, req.body ?? {});
    res.status(201).json({ id, message: JOB_RUNS_NOW });
  });

  return router;
}
