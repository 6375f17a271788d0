/**
 * /api/events for the dashboard's Eventfeed and the events page: upcoming events, the viewer's own,
 * recommendations, recent activity in their events, and joining one. (The event pages' other routes of part 2
 * join this file.)
 */
import { Router, type Request, type Response } from 'express';
import { listEventActivity } from '../domain/events/activity.js';
import { attendEvent } from '../domain/events/attend.js';
import { listMyUpcomingEvents, loadListedEvents, upcomingEventIds } from '../domain/events/lists.js';
import { recommendedEventIds } from '../domain/events/recommend.js';
import type { Services } from '../domain/services.js';
import { createRelationshipLoader } from '../domain/users/privacy.js';
import { presentEventActivity, presentListedEvent } from './presenters/event.js';
import { requireViewer } from './request.js';
import { loadViewerProfile } from '../domain/users/viewer.js';

export function eventRoutes(services: Services): Router {
  const router = Router();
  const { prisma } = services;

  router.get('/events', async (req, res) => {
    const viewer = requireViewer(res);
    const ids = await upcomingEventIds(prisma, viewer.id, req.query.limit);
    res.json((await loadListedEvents(prisma, viewer.id, ids)).map(presentListedEvent));
  });

  router.get('/events/user', async (req, res) => {
    const viewer = requireViewer(res);
    res.json((await listMyUpcomingEvents(prisma, viewer.id, req.query.limit)).map(presentListedEvent));
  });

  router.get('/events/recommended', async (req, res) => {
    const viewer = requireViewer(res);
    const ids = await recommendedEventIds(prisma, await loadViewerProfile(prisma, viewer.id), req.query.limit);
    res.json((await loadListedEvents(prisma, viewer.id, ids)).map(presentListedEvent));
  });

  router.get('/events/activity', async (req, res) => {
    const viewer = requireViewer(res);
    const posts = await listEventActivity(prisma, viewer.id, req.query.limit);
    const relationships = createRelationshipLoader(prisma, viewer.id);
    res.json(await Promise.all(posts.map((p) => presentEventActivity(relationships, p))));
  });

  // The events page says "attend", the suggestion widget "join": one command.
  const attend = async (req: Request, res: Response) => {
    const viewer = requireViewer(res);
    res.json(presentListedEvent(await attendEvent(services, viewer.id, String(req.params.id))));
  };
  router.post('/events/:id/attend', attend);
  router.post('/events/:id/join', attend);

  return router;
}
