/**
 * /api/connections/*: for now the pending requests the viewer received (the Network badge and Requests tab).
 */
import { Router } from 'express';
import { listPendingRequests } from '../domain/connections/pending.js';
import type { Services } from '../domain/services.js';
import { createRelationshipLoader } from '../domain/users/privacy.js';
import { presentConnectionRequest } from './presenters/content.js';
import { requireViewer } from './request.js';

export function connectionRoutes({ prisma }: Services): Router {
  const router = Router();

  router.get('/connections/pending', async (_req, res) => {
    const viewer = requireViewer(res);
    const requests = await listPendingRequests(prisma, viewer.id);
    const relationships = createRelationshipLoader(prisma, viewer.id);
    res.json(await Promise.all(requests.map((c) => presentConnectionRequest(relationships, c))));
  });

  return router;
}
