/**
 * /api/channels for the dashboard and the channel pages: the directory (filters, sorts and search, paged), one
 * channel, its posts (paged), the channels the viewer follows, creating a channel (JSON or multipart with
 * profileImage and bannerImage files), the creator's edit, delete, image upload and stats, following and
 * unfollowing. Each write answers with the channel as the viewer now sees it. The creator publishes with
 * POST /api/posts and `channelId`.
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { createChannel } from '../domain/channels/create-channel.js';
import { followChannel, unfollowChannel } from '../domain/channels/follow.js';
import { listFollowedChannels } from '../domain/channels/followed.js';
import { channelDirectoryPage } from '../domain/channels/directory.js';
import { deleteChannel, requireChannelCreator, setChannelImage, updateChannel } from '../domain/channels/manage.js';
import { channelPostsPage } from '../domain/channels/posts.js';
import { getListedChannel, loadListedChannels } from '../domain/channels/read.js';
import { channelCreatorStats } from '../domain/channels/stats.js';
import { IMAGE_TOO_LARGE_MESSAGE, type IncomingImage } from '../domain/images/intake.js';
import type { Services } from '../domain/services.js';
import { presentChannel } from './presenters/channel.js';
import { sendFeedPage } from './presenters/post.js';
import { pageQuery, sendPage } from './paging.js';
import { queryText, requireViewer } from './request.js';
import { multipart, multipartBody, receivedFile, uploadedFile } from './uploads.js';

function imageOf(req: Request, field: string): IncomingImage | undefined {
  const file = uploadedFile(req.files, field);
  return file ? { data: receivedFile(file), declaredType: file.mimetype, originalName: file.originalname } : undefined;
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

  /** The directory: ?search= (or q=), category, price, ownership, sort, limit, cursor. */
  const sendDirectory = async (req: Request, res: Response, search: unknown) => {
    const viewer = requireViewer(res);
    const q = (name: string) => queryText(req.query[name]);
    const page = await channelDirectoryPage(prisma, viewer.id, {
      search,
      category: q('category'),
      price: q('price'),
      ownership: q('ownership'),
      sort: q('sort'),
      limit: q('limit'),
      cursor: q('cursor'),
    });
    sendPage(req, res, (await loadListedChannels(prisma, viewer.id, page.ids)).map(presentChannel), page.nextCursor);
  };

  router.get('/channels', (req, res) => sendDirectory(req, res, queryText(req.query.search) ?? queryText(req.query.q)));

  router.get('/channels/search', (req, res) =>
    sendDirectory(req, res, queryText(req.query.q) ?? queryText(req.query.search)),
  );

  router.get('/channels/followed', async (req, res) => {
    const viewer = requireViewer(res);
    res.json((await listFollowedChannels(prisma, viewer.id, queryText(req.query.limit))).map(presentChannel));
  });

  router.get('/channels/:id', async (req, res) => {
    await respondWithChannel(res, requireViewer(res).id, req.params.id);
  });

  router.get('/channels/:id/posts', async (req, res) => {
    const viewer = requireViewer(res);
    sendFeedPage(req, res, await channelPostsPage(prisma, viewer.id, req.params.id, pageQuery(req)));
  });

  router.get('/channels/:id/stats', async (req, res) => {
    res.json(await channelCreatorStats(prisma, requireViewer(res).id, req.params.id));
  });

  router.put('/channels/:id', async (req, res) => {
    const viewer = requireViewer(res);
    await respondWithChannel(res, viewer.id, await updateChannel(services, viewer.id, req.params.id, req.body));
  });

  router.delete('/channels/:id', async (req, res) => {
    await deleteChannel(services, requireViewer(res).id, req.params.id);
    res.status(204).end();
  });

  // The creator, before the upload is read: nobody else gets to send megabytes.
  const creatorFirst: RequestHandler = async (req, res, next) => {
    try {
      await requireChannelCreator(prisma, requireViewer(res).id, req.params.id);
      next();
    } catch (error) {
      next(error);
    }
  };

  router.post(
    '/channels/:id/upload-image',
    creatorFirst,
    multipartBody([{ name: 'image' }], IMAGE_TOO_LARGE_MESSAGE),
    async (req, res) => {
      const viewer = requireViewer(res);
      const body = (req.body ?? {}) as { type?: unknown };
      const { channelId, imageUrl } = await setChannelImage(
        services,
        viewer.id,
        req.params.id,
        body.type,
        imageOf(req, 'image'),
      );
      res.json({ ...presentChannel(await getListedChannel(prisma, viewer.id, channelId)), imageUrl });
    },
  );

  router.post(
    '/channels',
    signedIn,
    multipart([{ name: 'profileImage' }, { name: 'bannerImage' }]),
    async (req, res) => {
      const viewer = requireViewer(res);
      const id = await createChannel(services, viewer.id, req.body ?? {}, {
        profileImage: imageOf(req, 'profileImage'),
        bannerImage: imageOf(req, 'bannerImage'),
      });
      await respondWithChannel(res, viewer.id, id, 201);
    },
  );

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
