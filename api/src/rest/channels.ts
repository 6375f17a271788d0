/**
 * /api/channels for the dashboard and the channel pages: the channels the viewer follows, creating a channel
 * (JSON or multipart with profileImage and bannerImage files), following and unfollowing. Each write answers
 * with the channel as the viewer now sees it.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { createChannel } from '../domain/channels/create-channel.js';
import { followChannel, unfollowChannel } from '../domain/channels/follow.js';
import { listFollowedChannels } from '../domain/channels/followed.js';
import { getListedChannel } from '../domain/channels/read.js';
import type { IncomingImage } from '../domain/posts/create-post.js';
import type { Services } from '../domain/services.js';
import { presentChannel } from './presenters/channel.js';
import { queryText, requireViewer } from './request.js';
import { multipart, uploadedFile } from './uploads.js';

function imageOf(req: Request, field: string): IncomingImage | undefined {
  const file = uploadedFile(req.files, field);
  return file ? { data: file.buffer, declaredType: file.mimetype, originalName: file.originalname } : undefined;
}

// Signed in before an upload is read.
const signedIn: RequestHandler = (_req, res, next) => {
  requireViewer(res);
  next();
};

export function channelRoutes(services: Services): Router {
  const router = Router();
  const { prisma } = services;

  async function respondWithChannel(res: Response, viewerId: string, channelId: string, status = 200) {
    res.status(status).json(presentChannel(await getListedChannel(prisma, viewerId, channelId)));
  }

  router.get('/channels/followed', async (req, res) => {
    const viewer = requireViewer(res);
    res.json((await listFollowedChannels(prisma, viewer.id, queryText(req.query.limit))).map(presentChannel));
  });

  router.post('/channels', signedIn, multipart([{ name: 'profileImage' }, { name: 'bannerImage' }]), async (req, res) => {
    const viewer = requireViewer(res);
    const id = await createChannel(services, viewer.id, req.body ?? {}, {
      profileImage: imageOf(req, 'profileImage'),
      bannerImage: imageOf(req, 'bannerImage'),
    });
    await respondWithChannel(res, viewer.id, id, 201);
  });

  router.post('/channels/:id/follow', async (req, res) => {
    const viewer = requireViewer(res);
    await respondWithChannel(res, viewer.id, await followChannel(services, viewer.id, req.params.id));
  });

  router.post('/channels/:id/unfollow', async (req, res) => {
    const viewer = requireViewer(res);
    await respondWithChannel(res, viewer.id, await unfollowChannel(services, viewer.id, req.params.id));
  });

  return router;
}
