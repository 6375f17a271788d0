/**
 * Connection requests over /api: sending one (the dashboard's POST /api/connections/request {receiverId} and
 * the networking screens' POST /api/connections {targetUserId}, one command), the receiver's accept and decline, and either
 * member's removal (DELETE /api/connections/:id).
 */
import { Router, type Request, type Response } from 'express';
import { acceptConnection, declineConnection } from '../domain/connections/respond.js';
import { removeConnection } from '../domain/connections/remove.js';
import { requestConnection } from '../domain/connections/request.js';
import type { Services } from '../domain/services.js';
import { createRelationshipLoader } from '../domain/users/privacy.js';
import type { Connection } from '../generated/prisma/client.js';
import { presentConnection } from './presenters/connection.js';
import { requireViewer } from './request.js';

export function connectionWriteRoutes(services: Services): Router {
  const router = Router();
  const { prisma } = services;

  async function present(viewerId: string, connection: Connection) {
    const full = await prisma.connection.findUniqueOrThrow({
      where: { id: connection.id },
      include: { requester: true, receiver: true },
    });
    return presentConnection(createRelationshipLoader(prisma, viewerId), full);
  }

  const sendRequest = (field: 'receiverId' | 'targetUserId') => async (req: Request, res: Response) => {
    const viewer = requireViewer(res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    const connection = await requestConnection(services, viewer.id, body[field]);
    res.status(201).json(await present(viewer.id, connection));
  };
  router.post('/connections/request', sendRequest('receiverId'));
  router.post('/connections', sendRequest('targetUserId'));

  router.patch('/connections/:id/accept', async (req, res) => {
    const viewer = requireViewer(res);
    res.json(await present(viewer.id, await acceptConnection(services, viewer.id, req.params.id)));
  });

  router.patch('/connections/:id/decline', async (req, res) => {
    const viewer = requireViewer(res);
    res.json(await present(viewer.id, await declineConnection(services, viewer.id, req.params.id)));
  });

  router.delete('/connections/:id', async (req, res) => {
    const viewer = requireViewer(res);
    const { id } = await removeConnection(services, viewer.id, req.params.id);
    res.json({ success: true, id });
  });

  return router;
}
