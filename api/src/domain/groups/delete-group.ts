/**
 * Deleting a group (the delete confirmation; DELETE /api/groups/:id, deleteGroup): managers only. Its posts,
 * memberships, invitations and bans go with it (cascades); its events stay, without the group. The former
 * members' Dad Scores are refreshed (group membership counts).
 */
import { refreshDadScores } from '../dad-score/refresh.js';
import type { Services } from '../services.js';
import { requireGroupManager } from './policy.js';

/** Deletes the group; returns its id. */
export async function deleteGroup({ prisma }: Services, viewerId: string, rawGroupId: unknown): Promise<string> {
  const { group } = await requireGroupManager(prisma, viewerId, rawGroupId);
  await prisma.$transaction(async (tx) => {
    const members = await tx.groupMember.findMany({ where: { groupId: group.id }, select: { userId: true } });
    const authors = await tx.post.findMany({ where: { groupId: group.id }, select: { authorId: true }, distinct: ['authorId'] });
    await tx.group.delete({ where: { id: group.id } });
    await refreshDadScores(tx, [...new Set([...members.map((m) => m.userId), ...authors.map((a) => a.authorId)])]);
  });
  return group.id;
}
