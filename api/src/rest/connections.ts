/**
 * /api/connections/*: the pending requests the viewer received (the Network badge and Requests tab), the
 * viewer's accepted connections, and suggested members. Writes are in ./connection-writes.ts.
 */
import { Router } from 'express';
import { listConnections } from '../domain/connections/list.js';
import { listPendingRequests } from '../domain/connections/pending.js';
import { suggestedMembers } from '../domain/connections/suggested.js';
import type { Services } from '../domain/services.js';
import { createRelationshipLoader } from '../domain/users/privacy.js';
import { presentConnection, presentSuggestion } from './presenters/connection.js';
import { presentConnectionRequest } from './presenters/content.js';
import { requireViewer } from './request.js';
import { loadViewerProfile } from '../domain/users/viewer.js';

export function connectionRoutes({ prisma }: Services): Router {
  const router = Router();

  router.get('/connections/pending', async (_req, res) => {
    const viewer = requireViewer(res);
    const requests = await listPendingRequests(prisma, viewer.id);
    const relationships = createRelationshipLoader(prisma, viewer.id);
    res.json(await Promise.all(requests.map((c) => presentConnectionRequest(relationships, c))));
  });

  router.get('/connections', async (req, res) => {
    const viewer = requireViewer(res);
    const connections = await listConnections(prisma, viewer.id, req.query.limit);
    const relationships = createRelationshipLoader(prisma, viewer.id);
    res.json(await Promise.all(connections.map((c) => presentConnection(relationships, c))));
  });

  router.get('/connections/suggested', async (req, res) => {
    const viewer = requireViewer(res);
    const suggestions = await suggestedMembers(prisma, await loadViewerProfile(prisma, viewer.id), req.query.limit);
    const relationships = createRelationshipLoader(prisma, viewer.id);
    res.json(await Promise.all(suggestions.map((s) => presentSuggestion(relationships, s))));
  });

  return router;
}
