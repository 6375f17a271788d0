/**
 * /api/posts: the Dadfeed, writing, editing and deleting posts, the permalink, fist bumps, comments and poll
 * votes. GET /api/posts answers the page as a plain array (the feed itself); the next page's cursor is in
 * the X-Next-Cursor header and a Link rel="next".
 */
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { addComment, listComments } from '../domain/comments/comments.js';
import { dadfeedPage } from '../domain/feed/dadfeed.js';
import { fistBumpPost, listFistBumps, removeFistBump } from '../domain/fist-bumps/fist-bumps.js';
import type { IncomingImage } from '../domain/images/intake.js';
import { votePoll } from '../domain/polls/vote.js';
import { createPost } from '../domain/posts/create-post.js';
import { getPost } from '../domain/posts/read.js';
import { deletePost, updatePost } from '../domain/posts/update-post.js';
import type { Services } from '../domain/services.js';
import { createRelationshipLoader } from '../domain/users/privacy.js';
import { presentComment } from './presenters/comment.js';
import { presentMember } from './presenters/content.js';
import { presentFeedPost, sendFeedPage } from './presenters/post.js';
import { queryText, requireViewer } from './request.js';
import { multipart, receivedFile, uploadedFile } from './uploads.js';

function imageOf(req: Request): IncomingImage | undefined {
  const file = uploadedFile(req.files, 'image');
  return file ? { data: receivedFile(file), declaredType: file.mimetype, originalName: file.originalname } : undefined;
}

export function postRoutes(services: Services): Router {
  const router = Router();
  const { prisma } = services;

  /** The post as the viewer sees it now, presented. */
  async function respondWithPost(res: Response, viewerId: string, postId: string, status = 200) {
    const post = await getPost(prisma, viewerId, postId);
    res.status(status).json(presentFeedPost(post));
  }

  router.get('/posts', async (req, res) => {
    const viewer = requireViewer(res);
    const page = await dadfeedPage(prisma, viewer.id, {
      cursor: queryText(req.query.cursor),
      limit: queryText(req.query.limit),
      category: queryText(req.query.category),
      hashtag: queryText(req.query.hashtag),
    });
    sendFeedPage(req, res, page);
  });

  // Signed in before the upload is read.
  const signedIn: RequestHandler = (_req, res, next) => {
    requireViewer(res);
    next();
  };

  router.post('/posts', signedIn, multipart([{ name: 'image' }]), async (req, res) => {
    const viewer = requireViewer(res);
    const id = await createPost(services, viewer, req.body ?? {}, imageOf(req));
    await respondWithPost(res, viewer.id, id, 201);
  });

  router.get('/posts/:id', async (req, res) => {
    const viewer = requireViewer(res);
    await respondWithPost(res, viewer.id, req.params.id);
  });

  router.put('/posts/:id', async (req, res) => {
    const viewer = requireViewer(res);
    const id = await updatePost(services, viewer.id, req.params.id, req.body ?? {});
    await respondWithPost(res, viewer.id, id);
  });

  router.delete('/posts/:id', async (req, res) => {
    const viewer = requireViewer(res);
    const id = await deletePost(services, viewer.id, req.params.id);
    res.json({ success: true, id });
  });

  router.get('/posts/:id/likes', async (req, res) => {
    const viewer = requireViewer(res);
    const bumps = await listFistBumps(prisma, viewer.id, req.params.id, queryText(req.query.limit));
    const relationships = createRelationshipLoader(prisma, viewer.id);
    res.json(
      await Promise.all(
        bumps.map(async (b) => ({
          postId: b.postId,
          userId: b.userId,
          createdAt: b.createdAt,
          user: await presentMember(relationships, b.user),
        })),
      ),
    );
  });

  router.post('/posts/:id/like', async (req, res) => {
    const viewer = requireViewer(res);
    const state = await fistBumpPost(services, viewer, req.params.id);
    res.status(201).json({ success: true, postId: state.postId, likes: state.fistBumpCount, isLiked: true });
  });

  router.delete('/posts/:id/like', async (req, res) => {
    const viewer = requireViewer(res);
    const state = await removeFistBump(services, viewer.id, req.params.id);
    res.json({ success: true, postId: state.postId, likes: state.fistBumpCount, isLiked: false });
  });

  router.get('/posts/:id/comments', async (req, res) => {
    const viewer = requireViewer(res);
    const comments = await listComments(prisma, viewer.id, req.params.id);
    const relationships = createRelationshipLoader(prisma, viewer.id);
    res.json(await Promise.all(comments.map((c) => presentComment(relationships, c))));
  });

  router.post('/posts/:id/comments', async (req, res) => {
    const viewer = requireViewer(res);
    const comment = await addComment(services, viewer, req.params.id, req.body ?? {});
    res.status(201).json(await presentComment(createRelationshipLoader(prisma, viewer.id), comment));
  });

  router.post('/posts/:id/poll/vote', async (req, res) => {
    const viewer = requireViewer(res);
    res.json(await votePoll(services, viewer.id, req.params.id, req.body ?? {}));
  });

  return router;
}
