/**
 * /api/groups for the dashboard: the viewer's groups and the Groupfeed. (The group pages' routes of part 2
 * join this file.)
 */
import { Router } from 'express';
import { groupfeedPage } from '../domain/groups/groupfeed.js';
import { listMyGroups } from '../domain/groups/my-groups.js';
import type { Services } from '../domain/services.js';
import { createRelationshipLoader } from '../domain/users/privacy.js';
import { presentMyGroup } from './presenters/group.js';
import { sendFeedPage } from './presenters/post.js';
import { queryText, requireViewer } from './request.js';

export function groupRoutes({ prisma }: Services): Router {
  const router = Router();

  router.get('/groups/user', async (req, res) => {
    const viewer = requireViewer(res);
    res.json((await listMyGroups(prisma, viewer.id, queryText(req.query.limit))).map(presentMyGroup));
  });

  // Like GET /api/posts: a plain array, newest first; the next page's cursor in X-Next-Cursor and a Link.
  router.get('/groups/posts/feed', async (req, res) => {
    const viewer = requireViewer(res);
    const page = await groupfeedPage(prisma, viewer.id, {
      groupId: queryText(req.query.groupId),
      cursor: queryText(req.query.cursor),
      limit: queryText(req.query.limit),
    });
    sendFeedPage(req, res, page);
  });

  return router;
}
