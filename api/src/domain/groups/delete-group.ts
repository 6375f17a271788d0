/**
 * Deleting a group (the delete confirmation; DELETE /api/groups/:id, deleteGroup): managers only. Its posts,
 * memberships, invitations and bans go with it (cascades), and the invitations' notifications are marked read
 * (nothing left to answer); its events stay, without the group. The former members' Dad Scores are refreshed
 * (group membership counts).
 */
import { refreshDadScores } from '../dad-score/refresh.js';
import { announceNotificationsChanged } from '../notifications/notifications.js';
import { settleNotificationsAbout } from '../notifications/settle.js';
import type { Services } from '../services.js';
import { requireGroupManager } from './policy.js';

/** Deletes the group; returns its id. */
export async function deleteGroup(
  { prisma, events }: Services,
  viewerId: string,
  rawGroupId: unknown,
): Promise<string> {
  const { group } = await requireGroupManager(prisma, viewerId, rawGroupId);
  const settled = await prisma.$transaction(async (tx) => {
    // An invitation to a group that is gone is no longer one to answer.
    const settled = await settleNotificationsAbout(tx, {
      type: 'group_invitation',
      targetType: 'group',
      targetId: group.id,
    });
    const members = await tx.groupMember.findMany({ where: { groupId: group.id }, select: { userId: true } });
    const authors = await tx.post.findMany({
      where: { groupId: group.id },
      select: { authorId: true },
      distinct: ['authorId'],
    });
    await tx.group.delete({ where: { id: group.id } });
    await refreshDadScores(tx, [...new Set([...members.map((m) => m.userId), ...authors.map((a) => a.authorId)])]);
    return settled;
  });
  announceNotificationsChanged(events, settled);
  return group.id;
}
