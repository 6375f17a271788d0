/**
 * Event photos over /api: GET and POST /api/events/:id/photos, PATCH
 * /api/events/:id/photos/:photoId/tags, and DELETE /api/events/:id/photos/:photoId (the
 * uploader or the host removes a photo). The rules are in domain/events/photo*.ts.
 */
import { Router, type RequestHandler } from 'express';
import { requirePhotoAccess } from '../domain/events/photo-access.js';
import { deleteEventPhoto, updateEventPhotoTags } from '../domain/events/photo-tags.js';
import { addEventPhoto, eventPhotosPage, loadEventPhoto } from '../domain/events/photos.js';
import { IMAGE_TOO_LARGE_MESSAGE } from '../domain/images/intake.js';
import type { Services } from '../domain/services.js';
import { createRelationshipLoader } from '../domain/users/privacy.js';
import { imageOf } from './group-writes.js';
import { pageQuery, sendPageShowingMembers } from './paging.js';
import { presentEventPhoto } from './presenters/event-photo.js';
import { requireViewer } from './request.js';
import { multipartBody } from './uploads.js';

export function eventPhotoRoutes(services: Services): Router {
  const router = Router();
  const { prisma } = services;

  const respondWithPhoto = async (viewerId: string, event: { creatorId: string }, photoId: string) =>
    presentEventPhoto(
      createRelationshipLoader(prisma, viewerId),
      viewerId,
      event,
      await loadEventPhoto(prisma, photoId),
    );

  router.get('/events/:id/photos', async (req, res) => {
    const viewer = requireViewer(res);
    const page = await eventPhotosPage(prisma, viewer.id, req.params.id, pageQuery(req));
    await sendPageShowingMembers(req, res, prisma, viewer.id, page, (relationships, photo) =>
      presentEventPhoto(relationships, viewer.id, page.event, photo),
    );
  });

  // Signed in and allowed to post here before the upload is read: nobody else gets to send megabytes.
  const participantFirst: RequestHandler = async (req, res, next) => {
    try {
      await requirePhotoAccess(prisma, requireViewer(res).id, req.params.id);
      next();
    } catch (error) {
      next(error);
    }
  };

  router.post(
    '/events/:id/photos',
    participantFirst,
    multipartBody([{ name: 'photo' }], IMAGE_TOO_LARGE_MESSAGE),
    async (req, res) => {
      const viewer = requireViewer(res);
      const { photoId, event } = await addEventPhoto(
        services,
        viewer.id,
        req.params.id,
        req.body ?? {},
        imageOf(req, 'photo'),
      );
      res.status(201).json(await respondWithPhoto(viewer.id, event, photoId));
    },
  );

  router.patch('/events/:id/photos/:photoId/tags', async (req, res) => {
    const viewer = requireViewer(res);
    const body = (req.body ?? {}) as { tags?: unknown; userIds?: unknown };
    const field = body.tags === undefined && body.userIds !== undefined ? 'userIds' : 'tags';
    const { photoId, event } = await updateEventPhotoTags(
      services,
      viewer.id,
      req.params.id,
      req.params.photoId,
      body[field],
      field,
    );
    res.json(await respondWithPhoto(viewer.id, event, photoId));
  });

  router.delete('/events/:id/photos/:photoId', async (req, res) => {
    await deleteEventPhoto(services, requireViewer(res).id, req.params.id, req.params.photoId);
    res.status(204).end();
  });

  return router;
}
