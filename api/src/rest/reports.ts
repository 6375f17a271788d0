/**
 * POST /api/reports (a member reports something) and GET /api/moderation/reports (the queue, moderators and
 * admins only: 404 to everyone else, signed in or not). docs/moderation.md.
 */
import { Router } from 'express';
import { listReportQueue, requireModerator } from '../domain/moderation/queue.js';
import { REPORT_THANKS, reportContent } from '../domain/reports/reports.js';
import type { Services } from '../domain/services.js';
import { sendPage } from './paging.js';
import { queryText, requireViewer, viewerOf } from './request.js';

export function reportRoutes(services: Services): Router {
  const router = Router();

  router.post('/reports', async (req, res) => {
    const viewer = requireViewer(res);
    const id = await reportContent(services, viewer.id, req.body);
    res.status(201).json({ id, message: REPORT_THANKS });
  });

  router.get('/moderation/reports', async (req, res) => {
    requireModerator(viewerOf(res));
    const page = await listReportQueue(services.prisma, {
      sort: queryText(req.query.sort),
      limit: queryText(req.query.limit),
      cursor: queryText(req.query.cursor),
    });
    sendPage(
      req,
      res,
      page.items.map((item) => ({ ...item, lastReportedAt: item.lastReportedAt.toISOString() })),
      page.nextCursor,
    );
  });

  // Every other moderation address does not exist for anyone yet (the actions come next): the same 404.
  router.use('/moderation', (_req, res) => {
    res.status(404).json({ message: 'Not found.' });
  });

  return router;
}
