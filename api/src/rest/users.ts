/**
 * /api/users/*: member-wide reads (the count, the Networking search and Discover, a member's profile) and
 * blocking. Every member goes out through presentNetworkMember (privacy applied, plus how the viewer stands
 * to them, read for the whole page in one statement).
 */
import { Router } from 'express';
import { blockMember, unblockMember } from '../domain/blocks/block.js';
import { blockedMembersPage } from '../domain/blocks/list.js';
import type { DbTx } from '../db/prisma.js';
import { searchMembers } from '../domain/search/members.js';
import type { Services } from '../domain/services.js';
import { countMembers } from '../domain/users/count.js';
import { discoverPage } from '../domain/users/discover.js';
import { readMemberProfile } from '../domain/users/member-profile.js';
import { loadMemberNetworking } from '../domain/users/networking.js';
import type { User } from '../generated/prisma/client.js';
import { pageQuery, sendPage } from './paging.js';
import { presentMemberProfile, presentNetworkMember } from './presenters/user.js';
import { queryText, requireViewer } from './request.js';
import type { CredentialColumn } from '../domain/users/credentials.js';

/** The members, presented with the viewer's networking with each (one statement for the page). */
async function presentMembers(db: DbTx, viewerId: string, members: Omit<User, CredentialColumn>[]) {
  const networking = await loadMemberNetworking(
    db,
    viewerId,
    members.map((m) => m.id),
  );
  return members.map((member) => presentNetworkMember(member, networking.get(member.id)!));
}

export function userRoutes(services: Services): Router {
  const router = Router();
  const { prisma } = services;

  router.get('/users/count', async (_req, res) => {
    res.json({ count: await countMembers(prisma) });
  });

  router.get('/users/search', async (req, res) => {
    const viewer = requireViewer(res);
    const page = await searchMembers(prisma, viewer.id, {
      // `q` as the networking screen sends it; `query` as the global search does.
      query: queryText(req.query.q) ?? queryText(req.query.query),
      limit: queryText(req.query.limit),
      cursor: queryText(req.query.cursor),
    });
    res.set('X-Total-Count', String(page.total));
    sendPage(req, res, await presentMembers(prisma, viewer.id, page.members), page.nextCursor);
  });

  router.get('/users/discover', async (req, res) => {
    const viewer = requireViewer(res);
    const page = await discoverPage(prisma, viewer.id, pageQuery(req));
    sendPage(req, res, await presentMembers(prisma, viewer.id, page.members), page.nextCursor);
  });

  router.get('/users/blocked', async (req, res) => {
    const viewer = requireViewer(res);
    const page = await blockedMembersPage(prisma, viewer.id, pageQuery(req));
    const members = await presentMembers(
      prisma,
      viewer.id,
      page.items.map((item) => item.member),
    );
    sendPage(
      req,
      res,
      members.map((member, i) => ({ ...member, blockedAt: page.items[i]!.blockedAt })),
      page.nextCursor,
    );
  });

  router.post('/users/:id/block', async (req, res) => {
    const viewer = requireViewer(res);
    const { userId, blockedAt, created } = await blockMember(services, viewer.id, req.params.id);
    res.status(created ? 201 : 200).json({ success: true, userId, blockedAt });
  });

  router.delete('/users/:id/block', async (req, res) => {
    const viewer = requireViewer(res);
    const { userId } = await unblockMember(services, viewer.id, req.params.id);
    res.json({ success: true, userId });
  });

  // Last: /users/:id would take the paths above.
  router.get('/users/:id', async (req, res) => {
    const viewer = requireViewer(res);
    res.json(presentMemberProfile(await readMemberProfile(prisma, viewer.id, req.params.id)));
  });

  return router;
}
