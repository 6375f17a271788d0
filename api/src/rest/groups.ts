/**
 * Reading groups over /api: the dashboard's lists (the viewer's groups, the Groupfeed), the /groups listing, the
 * viewer's invitations, and one group's page (header, members, the viewer's role, its posts). Fixed paths come
 * before /groups/:id.
 */
import { Router } from 'express';
import { groupCardsPage, groupDetail, viewerGroupRole } from '../domain/groups/group-cards.js';
import { groupPostsPage } from '../domain/groups/group-posts.js';
import { groupfeedPage } from '../domain/groups/groupfeed.js';
import { groupInvitationsPage } from '../domain/groups/invitations-list.js';
import { groupMembersPage } from '../domain/groups/members-list.js';
import { listMyGroups } from '../domain/groups/my-groups.js';
import type { Services } from '../domain/services.js';
import { pageQuery, sendPage, sendPageShowingMembers } from './paging.js';
import {
  presentGroupCard,
  presentGroupDetail,
  presentGroupInvitation,
  presentGroupMember,
  presentMyGroup,
} from './presenters/group.js';
import { sendFeedPage } from './presenters/post.js';
import { queryText, requireViewer } from './request.js';

export function groupRoutes({ prisma }: Services): Router {
  const router = Router();

  router.get('/groups', async (req, res) => {
    const viewer = requireViewer(res);
    const page = await groupCardsPage(prisma, viewer.id, {
      tab: queryText(req.query.tab),
      search: queryText(req.query.search),
      category: queryText(req.query.category),
      format: queryText(req.query.format),
      limit: queryText(req.query.limit),
      cursor: queryText(req.query.cursor),
    });
    sendPage(req, res, page.items.map(presentGroupCard), page.nextCursor);
  });

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

  router.get('/groups/invitations', async (req, res) => {
    const viewer = requireViewer(res);
    const page = await groupInvitationsPage(prisma, viewer.id, pageQuery(req));
    await sendPageShowingMembers(req, res, prisma, viewer.id, page, presentGroupInvitation);
  });

  router.get('/groups/:id', async (req, res) => {
    const viewer = requireViewer(res);
    res.json(presentGroupDetail(await groupDetail(prisma, viewer.id, req.params.id)));
  });

  router.get('/groups/:id/members', async (req, res) => {
    const viewer = requireViewer(res);
    const page = await groupMembersPage(prisma, viewer.id, req.params.id, pageQuery(req));
    await sendPageShowingMembers(req, res, prisma, viewer.id, page, presentGroupMember);
  });

  router.get('/groups/:id/user-role', async (req, res) => {
    const viewer = requireViewer(res);
    res.json(await viewerGroupRole(prisma, viewer.id, req.params.id));
  });

  router.get('/groups/:id/posts', async (req, res) => {
    const viewer = requireViewer(res);
    sendFeedPage(req, res, await groupPostsPage(prisma, viewer.id, req.params.id, pageQuery(req)));
  });

  return router;
}
