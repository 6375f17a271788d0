/**
 * POST /api/reports (a member reports something) and /api/moderation/...: the queue (with each item's content
 * now and the member's history), actions, the audit log and the moderators list, for moderators and admins only
 * (the last two for admins): 404 to everyone else, signed in or not. docs/moderation.md.
 */
import { Router } from 'express';
import { listAuditLog, moderate } from '../domain/moderation/actions.js';
import { listSiteModerators, moderatorCardSelect } from '../domain/moderation/moderators.js';
import { listReportQueue, moderationNotFound, requireModerator } from '../domain/moderation/queue.js';
import { REPORT_THANKS, reportContent } from '../domain/reports/reports.js';
import type { Services } from '../domain/services.js';
import { pageQuery, sendPage } from './paging.js';
import { queryText, requireViewer, viewerOf } from './request.js';

export function reportRoutes(services: Services): Router {
  const router = Router();

  router.post('/reports', async (req, res) => {
    const viewer = requireViewer(res);
    const id = await reportContent(services, viewer.id, req.body);
    res.status(201).json({ id, message: REPORT_THANKS });
  });

  router.get('/moderation/reports', async (req, res) => {
    requireModerator(viewerOf(res), services.config);
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

  router.post('/moderation/actions', async (req, res) => {
    const id = await moderate(services, viewerOf(res), req.body);
    res.status(201).json({ id });
  });

  router.get('/moderation/audit-log', async (req, res) => {
    const page = await listAuditLog(services.prisma, viewerOf(res), services.config, pageQuery(req));
    sendPage(
      req,
      res,
      page.items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
      page.nextCursor,
    );
  });

  router.get('/moderation/moderators', async (_req, res) => {
    res.json(
      await listSiteModerators(services.prisma, viewerOf(res), services.config, { select: moderatorCardSelect }),
    );
  });

  // Any other moderation address: the same 404, for moderators too.
  router.use('/moderation', (_req, _res, next) => next(moderationNotFound()));

  return router;
}
