/**
 * Removing and banning members (the Manage Group dialog; DELETE /api/groups/:id/members/:userId, POST and DELETE
 * /api/groups/:id/ban). Managers only, never on themself, the creator or an admin. A removed member may join
 * again; a banned one may not (join-group.ts), until a manager lifts the ban. A ban also withdraws a pending
 * invitation, so a banned member cannot see a private group's header either.
 */
import { z } from 'zod';
import { refreshDadScores } from '../dad-score/refresh.js';
import { conflict, forbidden, notFound } from '../errors.js';
import { requireId } from '../posts/read.js';
import type { Services } from '../services.js';
import { optionalText, parseInput } from '../validation.js';
import { announceGroupChanged } from './live.js';
import {
  isProtectedRole,
  NOT_ON_YOURSELF,
  PROTECTED_MEMBER,
  requireActionableMember,
  requireGroupManager,
} from './policy.js';

export const DEFAULT_BAN_REASON = 'Banned by group admin';
export const ALREADY_BANNED = 'That member is already banned from this group.';

export const banInput = z.object({
  userId: z.unknown(),
  reason: optionalText(500, 'The reason'),
});

/** Removes the member; returns the group's id. */
export async function removeMember(
  { prisma, events }: Services,
  viewerId: string,
  rawGroupId: unknown,
  rawUserId: unknown,
): Promise<string> {
  const { group } = await requireGroupManager(prisma, viewerId, rawGroupId);
  const target = await requireActionableMember(prisma, viewerId, group.id, rawUserId);
  await prisma.$transaction(async (tx) => {
    await tx.groupMember.delete({ where: { groupId_userId: { groupId: group.id, userId: target.userId } } });
    await refreshDadScores(tx, [target.userId]);
  });
  announceGroupChanged(events, group.id);
  return group.id;
}

/**
 * Bans a member (or someone not in the group, so they cannot join); their membership and any pending
 * invitation go. Returns the ban.
 */
export async function banMember({ prisma, events }: Services, viewerId: string, rawGroupId: unknown, raw: unknown) {
  const input = parseInput(banInput, raw);
  const { group } = await requireGroupManager(prisma, viewerId, rawGroupId);
  const userId = requireId(input.userId, 'member', 'userId');
  if (userId === viewerId) throw forbidden(NOT_ON_YOURSELF);
  const target = await prisma.groupMember.findUnique({ where: { groupId_userId: { groupId: group.id, userId } } });
  if (target) await requireActionableMember(prisma, viewerId, group.id, userId);
  else if (!(await prisma.user.findUnique({ where: { id: userId }, select: { id: true } })))
    throw notFound('That member');
  if (target && isProtectedRole(target.role)) throw forbidden(PROTECTED_MEMBER);
  const ban = prisma.$transaction(async (tx) => {
    if (await tx.groupBan.findUnique({ where: { groupId_userId: { groupId: group.id, userId } } }))
      throw conflict(ALREADY_BANNED);
    await tx.groupMember.deleteMany({ where: { groupId: group.id, userId } });
    await tx.groupInvitation.deleteMany({ where: { groupId: group.id, inviteeId: userId, status: 'pending' } });
    const ban = await tx.groupBan.create({
      data: { groupId: group.id, userId, bannedById: viewerId, reason: input.reason ?? DEFAULT_BAN_REASON },
      select: { groupId: true, userId: true, reason: true, createdAt: true },
    });
    if (target) await refreshDadScores(tx, [userId]);
    return ban;
  });
  // Two managers banning at once: the second finds the ban's key taken.
  return ban.then(
    (created) => {
      announceGroupChanged(events, group.id);
      return created;
    },
    (error: unknown) => {
      throw (error as { code?: string }).code === 'P2002' ? conflict(ALREADY_BANNED) : error;
    },
  );
}

/** Lifts a ban; returns the group's id. 404 when there is none. */
export async function unbanMember(
  { prisma, events }: Services,
  viewerId: string,
  rawGroupId: unknown,
  rawUserId: unknown,
): Promise<string> {
  const { group } = await requireGroupManager(prisma, viewerId, rawGroupId);
  const userId = requireId(rawUserId, 'member', 'userId');
  const { count } = await prisma.groupBan.deleteMany({ where: { groupId: group.id, userId } });
  if (count === 0) throw notFound('That ban');
  announceGroupChanged(events, group.id);
  return group.id;
}
