/**
 * Calendars over /api: an event's .ics for a signed-in member ('Add to calendar'), the member's private feed
 * address (read, reset), and the feed itself at that address, which calendar apps fetch with no session: the
 * token in the address is the credential (domain/calendar/).
 */
import { Router, type Response } from 'express';
import { eventCalendar, feedCalendar } from '../domain/calendar/calendars.js';
import { feedUrlFor, resetFeedUrl } from '../domain/calendar/feed-address.js';
import type { Services } from '../domain/services.js';
import { requireViewer } from './request.js';

const ICALENDAR = 'text/calendar; charset=utf-8';

function sendCalendar(res: Response, body: string, headers: Record<string, string>) {
  res.set({ 'Content-Type': ICALENDAR, ...headers });
  res.send(body);
}

export function calendarRoutes(services: Services): Router {
  const router = Router();
  const { prisma, config } = services;

  router.get('/events/:id/calendar.ics', async (req, res) => {
    const viewer = requireViewer(res);
    const { fileName, body } = await eventCalendar(prisma, config, viewer.id, req.params.id);
    sendCalendar(res, body, { 'Content-Disposition': `attachment; filename="${fileName}"` });
  });

  router.get('/calendar/feed', async (_req, res) => {
    const viewer = requireViewer(res);
    res.json({ url: await feedUrlFor(services, viewer.id) });
  });

  router.post('/calendar/feed/reset', async (_req, res) => {
    const viewer = requireViewer(res);
    res.json({ url: await resetFeedUrl(services, viewer.id) });
  });

  router.get('/calendar/:token.ics', async (req, res) => {
    const body = await feedCalendar(prisma, config, String(req.params.token));
    // The address is a credential: private caches only; calendars poll, so a short life saves rebuilding it.
    sendCalendar(res, body, { 'Cache-Control': 'private, max-age=300' });
  });

  return router;
}
