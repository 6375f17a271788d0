/**
 * Managing groups over /api (the Manage Group dialog, Leave Group, the delete confirmation, invitations): each
 * route parses, calls its command in domain/groups, and presents. The rules (who may, on whom) are the domain's.
 */
import { Router, type RequestHandler } from 'express';
import { groupBansPage } from '../domain/groups/bans-list.js';
import { deleteGroup } from '../domain/groups/delete-group.js';
import { groupDetail } from '../domain/groups/group-cards.js';
import { uploadGroupImages } from '../domain/groups/group-images.js';
import { acceptGroupInvitation, declineGroupInvitation, inviteToGroup } from '../domain/groups/invitations.js';
import { leaveGroup } from '../domain/groups/leave-group.js';
import { setMemberRole } from '../domain/groups/member-roles.js';
import { requireGroupManager } from '../domain/groups/policy.js';
import { banMember, removeMember, unbanMember } from '../domain/groups/remove-member.js';
import { updateGroup } from '../domain/groups/update-group.js';
import type { Services } from '../domain/services.js';
import { createRelationshipLoader } from '../domain/users/privacy.js';
import { pageQuery, sendPageShowingMembers } from './paging.js';
import { presentGroupBan, presentGroupDetail, presentGroupMember, presentMyGroup } from './presenters/group.js';
import { requireViewer } from './request.js';
import { imageOf } from './group-writes.js';
import { multipartBody } from './uploads.js';

export const GROUP_IMAGE_TOO_LARGE = 'A group image can be at most 5 MB.';

export function groupAdminRoutes(services: Services): Router {
  const router = Router();
  const { prisma } = services;
  const detail = async (viewerId: string, groupId: string) =>
    presentGroupDetail(await groupDetail(prisma, viewerId, groupId));

  router.patch('/groups/invitations/:id/accept', async (req, res) => {
    const viewer = requireViewer(res);
    res.json(presentMyGroup(await acceptGroupInvitation(services, viewer.id, req.params.id)));
  });

  router.patch('/groups/invitations/:id/decline', async (req, res) => {
    const viewer = requireViewer(res);
    await declineGroupInvitation(services, viewer.id, req.params.id);
    res.status(204).end();
  });

  router.patch('/groups/:id', async (req, res) => {
    const viewer = requireViewer(res);
    const id = await updateGroup(services, viewer.id, req.params.id, req.body ?? {});
    res.json(await detail(viewer.id, id));
  });

  router.delete('/groups/:id', async (req, res) => {
    const viewer = requireViewer(res);
    await deleteGroup(services, viewer.id, req.params.id);
    res.status(204).end();
  });

  router.delete('/groups/:id/join', async (req, res) => {
    const viewer = requireViewer(res);
    await leaveGroup(services, viewer.id, req.params.id);
    res.status(204).end();
  });

  router.patch('/groups/:id/members/:userId/role', async (req, res) => {
    const viewer = requireViewer(res);
    const key = await setMemberRole(services, viewer.id, req.params.id, req.params.userId, req.body ?? {});
    const member = await prisma.groupMember.findUniqueOrThrow({
      where: { groupId_userId: key },
      include: { user: true },
    });
    res.json(await presentGroupMember(createRelationshipLoader(prisma, viewer.id), member));
  });

  router.delete('/groups/:id/members/:userId', async (req, res) => {
    const viewer = requireViewer(res);
    await removeMember(services, viewer.id, req.params.id, req.params.userId);
    res.status(204).end();
  });

  router.post('/groups/:id/ban', async (req, res) => {
    const viewer = requireViewer(res);
    res.status(201).json(await banMember(services, viewer.id, req.params.id, req.body ?? {}));
  });

  router.get('/groups/:id/bans', async (req, res) => {
    const viewer = requireViewer(res);
    const page = await groupBansPage(prisma, viewer.id, req.params.id, pageQuery(req));
    await sendPageShowingMembers(req, res, prisma, viewer.id, page, presentGroupBan);
  });

  router.delete('/groups/:id/ban/:userId', async (req, res) => {
    const viewer = requireViewer(res);
    await unbanMember(services, viewer.id, req.params.id, req.params.userId);
    res.status(204).end();
  });

  // Signed in and a manager before the upload is read: nobody else gets to send megabytes.
  const managerFirst: RequestHandler = async (req, res, next) => {
    try {
      await requireGroupManager(prisma, requireViewer(res).id, req.params.id);
      next();
    } catch (error) {
      next(error);
    }
  };

  router.post(
    '/groups/:id/upload-image',
    managerFirst,
    multipartBody([{ name: 'banner' }, { name: 'photo' }], GROUP_IMAGE_TOO_LARGE),
    async (req, res) => {
      const viewer = requireViewer(res);
      const images = { banner: imageOf(req, 'banner'), photo: imageOf(req, 'photo') };
      const id = await uploadGroupImages(
        services,
        viewer.id,
        req.params.id,
        images,
        (req.body as { groupId?: unknown } | undefined)?.groupId,
      );
      res.json(await detail(viewer.id, id));
    },
  );

  router.post('/groups/:id/invite', async (req, res) => {
    const viewer = requireViewer(res);
    const { invited } = await inviteToGroup(services, viewer.id, req.params.id, req.body ?? {});
    res.status(201).json({ invited });
  });

  return router;
}
