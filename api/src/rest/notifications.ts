/**
 * /api/notifications: the list (newest first, paged: the next page's cursor in X-Next-Cursor), the unread
 * count, and marking all or one of the member's own read.
 */
import { Router, type Request, type Response } from 'express';
import { countUnreadNotifications } from '../domain/notifications/notifications.js';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from '../domain/notifications/read.js';
import type { Services } from '../domain/services.js';
import { createRelationshipLoader } from '../domain/users/privacy.js';
import { presentNotification } from './presenters/content.js';
import { pageQuery, sendPageShowingMembers } from './paging.js';
import { requireViewer } from './request.js';

export function notificationRoutes(services: Services): Router {
  const router = Router();
  const { prisma } = services;

  router.get('/notifications', async (req, res) => {
    const viewer = requireViewer(res);
    const page = await listNotifications(prisma, viewer.id, pageQuery(req));
    await sendPageShowingMembers(req, res, prisma, viewer.id, page, presentNotification);
  });

  router.get('/notifications/unread-count', async (_req, res) => {
    const viewer = requireViewer(res);
    res.json({ count: await countUnreadNotifications(prisma, viewer.id) });
  });

  const markAll = async (_req: Request, res: Response) => {
    const viewer = requireViewer(res);
    res.json({ success: true, count: await markAllNotificationsRead(services, viewer.id) });
  };
  router.post('/notifications/mark-read', markAll);
  router.patch('/notifications/read-all', markAll);

  router.patch('/notifications/:id/read', async (req, res) => {
    const viewer = requireViewer(res);
    const notification = await markNotificationRead(services, viewer.id, String(req.params.id));
    res.json(await presentNotification(createRelationshipLoader(prisma, viewer.id), notification));
  });

  return router;
}
