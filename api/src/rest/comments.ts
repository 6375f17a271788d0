/**
 * /api/comments/:id: the comment author's edit (non-empty trimmed text) and delete. Listing and adding
 * comments live under /api/posts/:id/comments (./posts.ts).
 */
import { Router } from 'express';
import { deleteComment, updateComment } from '../domain/comments/comments.js';
import type { Services } from '../domain/services.js';
import { createRelationshipLoader } from '../domain/users/privacy.js';
import { presentComment } from './presenters/comment.js';
import { requireViewer } from './request.js';

export function commentRoutes(services: Services): Router {
  const router = Router();

  router.put('/comments/:id', async (req, res) => {
    const viewer = requireViewer(res);
    const comment = await updateComment(services, viewer.id, req.params.id, req.body ?? {});
    res.json(await presentComment(createRelationshipLoader(services.prisma, viewer.id), comment));
  });

  router.delete('/comments/:id', async (req, res) => {
    const viewer = requireViewer(res);
    const comment = await deleteComment(services, viewer.id, req.params.id);
    res.json({ success: true, id: comment.id, postId: comment.postId });
  });

  return router;
}
