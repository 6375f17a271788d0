/**
 * Writing groups over /api: POST /api/groups (multipart with optional bannerImage and groupImage, or JSON) and
 * POST /api/groups/:id/join. Both answer the viewer's membership in the shape of GET /api/groups/user.
 */
import { Router, type Request, type RequestHandler } from 'express';
import { createGroup } from '../domain/groups/create-group.js';
import { joinGroup } from '../domain/groups/join-group.js';
import type { MyGroup } from '../domain/groups/my-groups.js';
import type { IncomingImage } from '../domain/images/intake.js';
import type { Services } from '../domain/services.js';
import { presentMyGroup } from './presenters/group.js';
import { requireViewer } from './request.js';
import { multipart, receivedFile, uploadedFile } from './uploads.js';

/** The image sent in a multipart field, for the image intake. */
export function imageOf(req: Request, field: string): IncomingImage | undefined {
  const file = uploadedFile(req.files, field);
  return file ? { data: receivedFile(file), declaredType: file.mimetype, originalName: file.originalname } : undefined;
}

/** GET /api/groups/user's shape, plus the member limit the form sets. */
const presentCreated = (membership: MyGroup) => ({
  ...presentMyGroup(membership),
  maxMembers: membership.group.maxMembers,
});

// Signed in before the upload is read.
const signedIn: RequestHandler = (_req, res, next) => {
  requireViewer(res);
  next();
};

export function groupWriteRoutes(services: Services): Router {
  const router = Router();

  router.post('/groups', signedIn, multipart([{ name: 'bannerImage' }, { name: 'groupImage' }]), async (req, res) => {
    const viewer = requireViewer(res);
    const membership = await createGroup(services, viewer.id, req.body ?? {}, {
      photo: imageOf(req, 'groupImage'),
      banner: imageOf(req, 'bannerImage'),
    });
    res.status(201).json(presentCreated(membership));
  });

  router.post('/groups/:id/join', async (req, res) => {
    const viewer = requireViewer(res);
    res.status(201).json(presentCreated(await joinGroup(services, viewer.id, req.params.id)));
  });

  return router;
}
