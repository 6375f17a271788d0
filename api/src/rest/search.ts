/**
 * GET /api/search?query=…[&limit=…]: the global search box's members, posts, groups and events.
 */
import { Router } from 'express';
import { search } from '../domain/search/search.js';
import type { Services } from '../domain/services.js';
import { createRelationshipLoader } from '../domain/users/privacy.js';
import { presentEvent, presentGroup, presentMember, presentPost } from './presenters/content.js';
import { requireViewer } from './request.js';

export function searchRoutes({ prisma }: Services): Router {
  const router = Router();

  router.get('/search', async (req, res) => {
    const viewer = requireViewer(res);
    const found = await search(prisma, viewer.id, { query: req.query.query, limit: req.query.limit });
    const relationships = createRelationshipLoader(prisma, viewer.id);
    res.json({
      users: await Promise.all(found.users.map((u) => presentMember(relationships, u))),
      posts: await Promise.all(found.posts.map((p) => presentPost(relationships, p))),
      groups: found.groups.map(presentGroup),
      events: found.events.map(presentEvent),
    });
  });

  return router;
}
