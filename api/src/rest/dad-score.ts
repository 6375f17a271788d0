/**
 * /api/users/stats and /api/users/dad-score/calculate: the dashboard's Dad Score badge.
 */
import { Router } from 'express';
import { memberStats } from '../domain/dad-score/activity.js';
import { calculateDadScore } from '../domain/dad-score/calculate.js';
import type { Services } from '../domain/services.js';
import { requireViewer } from './request.js';

export function dadScoreRoutes({ prisma }: Services): Router {
  const router = Router();

  router.get('/users/stats', async (_req, res) => {
    const viewer = requireViewer(res);
    res.json(await memberStats(prisma, viewer.id));
  });

  router.post('/users/dad-score/calculate', async (_req, res) => {
    const viewer = requireViewer(res);
    const { dadScore } = await calculateDadScore(prisma, viewer.id);
    res.json({ dadScore });
  });

  return router;
}
