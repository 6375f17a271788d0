/**
 * Writing events over /api: POST /api/events (JSON or a form) creates one hosted by the viewer and answers it in
 * the shape of GET /api/events.
 */
import { Router } from 'express';
import { createEvent } from '../domain/events/create-event.js';
import type { Services } from '../domain/services.js';
import { presentListedEvent } from './presenters/event.js';
import { requireViewer } from './request.js';
import { multipart } from './uploads.js';

export function eventWriteRoutes(services: Services): Router {
  const router = Router();

  // A multipart form is read too (no files): the dialog may send FormData.
  router.post('/events', multipart(), async (req, res) => {
    const viewer = requireViewer(res);
    res.status(201).json(presentListedEvent(await createEvent(services, viewer.id, req.body ?? {})));
  });

  return router;
}
