/**
 * Leaving a group (Leave Group, after the confirmation; DELETE /api/groups/:id/join, leaveGroup): the membership
 * goes, which frees a place in a full group. Leaving a group one is not in is a 409.
 */
import { refreshDadScores } from '../dad-score/refresh.js';
import { conflict } from '../errors.js';
import type { Services } from '../services.js';
import { announceGroupChanged } from './live.js';
import { loadGroupAccess } from './policy.js';

export const NOT_A_MEMBER_TO_LEAVE = 'You are not a member of this group.';

/** Ends the viewer's membership; returns the group's id. */
export async function leaveGroup({ prisma, events }: Services, viewerId: string, rawGroupId: unknown): Promise<string> {
  const { group } = await loadGroupAccess(prisma, viewerId, rawGroupId);
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.groupMember.deleteMany({ where: { groupId: group.id, userId: viewerId } });
    if (count === 0) throw conflict(NOT_A_MEMBER_TO_LEAVE);
    await refreshDadScores(tx, [viewerId]);
  });
  announceGroupChanged(events, group.id);
  return group.id;
}
