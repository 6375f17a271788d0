/**
 * POST /api/panic/activate: the panic button. Members only; at most once every 5 minutes (429 with Retry-After).
 */
import { Router } from 'express';
import { activatePanic } from '../domain/panic/activate.js';
import type { Services } from '../domain/services.js';
import { requireViewer } from './request.js';

export function panicRoutes(services: Services): Router {
  const router = Router();

  router.post('/panic/activate', async (_req, res) => {
    const viewer = requireViewer(res);
    const { notified, line } = await activatePanic(services, viewer.id);
    res.json({ success: true, notified, line });
  });

  return router;
}
