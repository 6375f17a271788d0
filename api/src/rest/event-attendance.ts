/**
 * Taking part in events over /api: attend (and the dashboard's "join"), the waiting list, leaving either, and
 * answering invitations. Each answers the event as the viewer now sees it; the rules are domain/events'.
 */
import { Router, type Request, type Response } from 'express';
import { attendEvent, joinEventWaitlist, leaveEvent } from '../domain/events/attend.js';
import { eventPage } from '../domain/events/event-page.js';
import { acceptEventInvitation, declineEventInvitation } from '../domain/events/invitations.js';
import { loadListedEvents } from '../domain/events/lists.js';
import type { Services } from '../domain/services.js';
import { createRelationshipLoader } from '../domain/users/privacy.js';
import { presentEventPage, presentListedEvent } from './presenters/event.js';
import { requireViewer } from './request.js';

export function eventAttendanceRoutes(services: Services): Router {
  const router = Router();
  const { prisma } = services;

  // The events page says "attend", the suggestion widget "join": one command.
  const attend = async (req: Request, res: Response) => {
    const viewer = requireViewer(res);
    res.json(presentListedEvent(await attendEvent(services, viewer.id, String(req.params.id)), viewer.id));
  };
  router.post('/events/:id/attend', attend);
  router.post('/events/:id/join', attend);

  router.post('/events/:id/waitlist', async (req, res) => {
    const viewer = requireViewer(res);
    res.json(presentListedEvent(await joinEventWaitlist(services, viewer.id, req.params.id), viewer.id));
  });

  // The event as it is now (the viewer has just been in it, so this shows nothing new even when it is private).
  router.post('/events/:id/unattend', async (req, res) => {
    const viewer = requireViewer(res);
    const id = await leaveEvent(services, viewer.id, req.params.id);
    const [event] = await loadListedEvents(prisma, viewer.id, [id]);
    res.json(presentListedEvent(event!, viewer.id));
  });

  // The event page's shape: viewerStatus says whether the viewer attends or waits (a full event).
  router.patch('/events/invitations/:id/accept', async (req, res) => {
    const viewer = requireViewer(res);
    const { eventId } = await acceptEventInvitation(services, viewer.id, req.params.id);
    res.json(
      await presentEventPage(createRelationshipLoader(prisma, viewer.id), await eventPage(prisma, viewer.id, eventId)),
    );
  });

  router.patch('/events/invitations/:id/decline', async (req, res) => {
    const viewer = requireViewer(res);
    await declineEventInvitation(services, viewer.id, req.params.id);
    res.status(204).end();
  });

  return router;
}
