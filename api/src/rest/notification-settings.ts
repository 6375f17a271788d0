/**
 * /api/notifications/settings, /preferences, /follows, /unsubscribe and /api/push: what reaches the member,
 * where and when (docs/notifications.md). The unsubscribe link needs no sign-in: its signed token says who and
 * what; GET tells what it would stop, POST (a mail app's one click, or the page's button) stops it.
 */
import { Router, type Request } from 'express';
import {
  listNotificationFollows,
  readNotificationFollow,
  setNotificationFollow,
} from '../domain/notifications/follows.js';
import {
  readNotificationSettings,
  updateNotificationPreference,
  updateNotificationSettings,
} from '../domain/notifications/preferences.js';
import {
  addPushSubscription,
  pushSubscriptionInput,
  removePushSubscription,
  vapidKeys,
} from '../domain/notifications/push.js';
import { unsubscribe, unsubscribeState } from '../domain/notifications/unsubscribe.js';
import type { Services } from '../domain/services.js';
import { parseInput } from '../domain/validation.js';
import { badInput } from '../domain/errors.js';
import { pageQuery, sendPage } from './paging.js';
import { queryText, requireViewer } from './request.js';

/** The token, from the link's query (one-click POSTs keep the URL as it is) or a JSON body. */
function tokenOf(req: Request): string {
  const body = req.body as { token?: unknown } | undefined;
  const token = queryText(req.query.token) ?? (typeof body?.token === 'string' ? body.token : undefined);
  if (!token) throw badInput('token is required.', [{ field: 'token', message: 'token is required.' }]);
  return token;
}

export function notificationSettingsRoutes(services: Services): Router {
  const router = Router();
  const { prisma } = services;

  router.get('/notifications/settings', async (_req, res) => {
    res.json(await readNotificationSettings(prisma, requireViewer(res).id));
  });

  router.patch('/notifications/settings', async (req, res) => {
    res.json(await updateNotificationSettings(services, requireViewer(res).id, req.body));
  });

  router.patch('/notifications/preferences/:category', async (req, res) => {
    const viewer = requireViewer(res);
    res.json(await updateNotificationPreference(services, viewer.id, { ...req.body, category: req.params.category }));
  });

  router.get('/notifications/follows', async (req, res) => {
    const page = await listNotificationFollows(prisma, requireViewer(res).id, pageQuery(req));
    sendPage(
      req,
      res,
      page.items.map(({ targetType, targetId, level, createdAt }) => ({ targetType, targetId, level, createdAt })),
      page.nextCursor,
    );
  });

  router.get('/notifications/follows/:targetType/:targetId', async (req, res) => {
    res.json(await readNotificationFollow(prisma, requireViewer(res).id, req.params));
  });

  router.put('/notifications/follows', async (req, res) => {
    res.json(await setNotificationFollow(prisma, requireViewer(res).id, req.body));
  });

  router.get('/notifications/unsubscribe', async (req, res) => {
    res.json(await unsubscribeState(services, tokenOf(req)));
  });

  router.post('/notifications/unsubscribe', async (req, res) => {
    res.json(await unsubscribe(services, tokenOf(req)));
  });

  router.get('/push/public-key', async (_req, res) => {
    requireViewer(res);
    res.json({ publicKey: (await vapidKeys(services)).publicKey });
  });

  router.post('/push/subscriptions', async (req, res) => {
    const viewer = requireViewer(res);
    const input = parseInput(pushSubscriptionInput, req.body);
    const id = await addPushSubscription(services, viewer.id, input, req.get('user-agent'));
    res.status(201).json({ id, message: 'Push notifications are on for this device.' });
  });

  router.delete('/push/subscriptions', async (req, res) => {
    const viewer = requireViewer(res);
    const endpoint = typeof req.body?.endpoint === 'string' ? req.body.endpoint : queryText(req.query.endpoint);
    if (!endpoint) throw badInput('endpoint is required.', [{ field: 'endpoint', message: 'endpoint is required.' }]);
    const removed = await removePushSubscription(prisma, viewer.id, endpoint);
    res.json({ success: removed });
  });

  return router;
}
