/**
 * Joining a group ("Join Group"). A public group is open to every member; a private one only to a member
 * it invited (the pending invitation is then accepted) and to its creator. A banned member cannot join, a full
 * group refuses, and joining again is a 409 ALREADY_MEMBER (the web app shows "Already a Member"). The group
 * row is locked while members are counted, so two members cannot both take its last place.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { refreshDadScores } from '../dad-score/refresh.js';
import { AppError, conflict, forbidden, notFound } from '../errors.js';
import { requireId } from '../posts/read.js';
import type { Services } from '../services.js';
import { announceGroupChanged } from './live.js';
import type { MyGroup } from './my-groups.js';

export const ALREADY_A_MEMBER = 'You are already a member of this group.';
export const PRIVATE_GROUP = 'This group is private: you can join it only by invitation.';
export const BANNED_FROM_GROUP = 'You cannot join this group: you were banned from it.';
export const groupFullMessage = (max: number) => `This group is full: it has room for ${max} members.`;

type LockedGroup = { id: string; isPublic: boolean; maxMembers: number | null; creatorId: string | null };

/** The member's membership of a group, shaped like an entry of their group list (my-groups.ts). */
export async function loadMembership(db: DbTx, groupId: string, userId: string): Promise<MyGroup> {
  return db.groupMember.findUniqueOrThrow({
    where: { groupId_userId: { groupId, userId } },
    include: { group: { include: { _count: { select: { members: true } } } } },
  });
}

/** Makes the viewer a member (role member; creator for the group's own creator coming back). */
export async function joinGroup(
  { prisma, events }: Services,
  viewerId: string,
  rawId: unknown,
  now = new Date(),
): Promise<MyGroup> {
  const groupId = requireId(rawId, 'group');
  await prisma.$transaction(async (tx) => {
    const [group] = await tx.$queryRaw<LockedGroup[]>(Prisma.sql`
      SELECT id, "isPublic", "maxMembers", "creatorId" FROM "Group" WHERE id = ${groupId}::uuid FOR UPDATE`);
    if (!group) throw notFound('Group');
    const key = { groupId, userId: viewerId };
    if (await tx.groupMember.findUnique({ where: { groupId_userId: key } })) {
      throw new AppError('ALREADY_MEMBER', ALREADY_A_MEMBER);
    }
    if (await tx.groupBan.findUnique({ where: { groupId_userId: key } })) throw forbidden(BANNED_FROM_GROUP);

    const isCreator = group.creatorId === viewerId;
    const invitation =
      group.isPublic || isCreator
        ? null
        : await tx.groupInvitation.findUnique({ where: { groupId_inviteeId: { groupId, inviteeId: viewerId } } });
    if (!group.isPublic && !isCreator && invitation?.status !== 'pending') throw forbidden(PRIVATE_GROUP);

    if (group.maxMembers !== null && (await tx.groupMember.count({ where: { groupId } })) >= group.maxMembers) {
      throw conflict(groupFullMessage(group.maxMembers));
    }
    await tx.groupMember.create({
      data: { ...key, ...(isCreator ? { role: 'creator' as const, canEditGroup: true, canBanUsers: true } : {}) },
    });
    await refreshDadScores(tx, [viewerId]);
    if (invitation) {
      await tx.groupInvitation.update({ where: { id: invitation.id }, data: { status: 'accepted', respondedAt: now } });
    }
  });
  announceGroupChanged(events, groupId);
  return loadMembership(prisma, groupId, viewerId);
}
