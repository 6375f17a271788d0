/**
 * Writing events over /api: POST /api/events (JSON or a form) creates one hosted by the viewer; the host edits it
 * (PUT JSON, PATCH multipart with `image` and `banner`, or JSON), deletes it and invites connections. Edits answer
 * the event page's shape (GET /api/events/:id).
 */
import { Router, type RequestHandler } from 'express';
import { createEvent } from '../domain/events/create-event.js';
import { deleteEvent } from '../domain/events/delete-event.js';
import { eventPage } from '../domain/events/event-page.js';
import { inviteToEvent } from '../domain/events/invitations.js';
import { requireEventHost } from '../domain/events/policy.js';
import { updateEvent, type EventImages } from '../domain/events/update-event.js';
import type { Services } from '../domain/services.js';
import { createRelationshipLoader } from '../domain/users/privacy.js';
import { imageOf } from './group-writes.js';
import { presentEventPage, presentListedEvent } from './presenters/event.js';
import { requireViewer } from './request.js';
import { multipart, multipartBody } from './uploads.js';

export const EVENT_IMAGE_TOO_LARGE = 'An event image can be at most 5 MB.';

export function eventWriteRoutes(services: Services): Router {
  const router = Router();
  const { prisma } = services;

  // A multipart form is read too (no files): the dialog may send FormData.
  router.post('/events', multipart(), async (req, res) => {
    const viewer = requireViewer(res);
    res.status(201).json(presentListedEvent(await createEvent(services, viewer.id, req.body ?? {}), viewer.id));
  });

  const edit: RequestHandler = async (req, res) => {
    const viewer = requireViewer(res);
    const images: EventImages = { image: imageOf(req, 'image'), banner: imageOf(req, 'banner') };
    const id = await updateEvent(services, viewer.id, req.params.id, req.body ?? {}, images);
    res.json(
      await presentEventPage(createRelationshipLoader(prisma, viewer.id), await eventPage(prisma, viewer.id, id)),
    );
  };

  // Signed in and the host before an upload is read: nobody else gets to send megabytes.
  const hostFirst: RequestHandler = async (req, res, next) => {
    try {
      await requireEventHost(prisma, requireViewer(res).id, req.params.id);
      next();
    } catch (error) {
      next(error);
    }
  };

  router.put('/events/:id', edit);
  router.patch(
    '/events/:id',
    hostFirst,
    multipartBody([{ name: 'image' }, { name: 'banner' }], EVENT_IMAGE_TOO_LARGE),
    edit,
  );

  router.delete('/events/:id', async (req, res) => {
    const viewer = requireViewer(res);
    await deleteEvent(services, viewer.id, req.params.id);
    res.status(204).end();
  });

  router.post('/events/:id/invite', async (req, res) => {
    const viewer = requireViewer(res);
    const { invited } = await inviteToEvent(services, viewer.id, req.params.id, req.body ?? {});
    res.status(201).json({ invited });
  });

  return router;
}
