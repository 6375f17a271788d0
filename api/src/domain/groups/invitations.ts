/**
 * Group invitations (private groups are invitation only): any member invites their accepted connections
 * (a pending GroupInvitation and a `group_invitation` notification each); the invitee accepts (joining by the
 * same path as Join Group, so bans and the member limit hold) or declines. Only the invitee answers (404 for
 * anyone else: an invitation's id tells nothing).
 */
import { z } from 'zod';
import { acceptedConnectionsWhere } from '../connections/list.js';
import { badInput, forbidden, notFound } from '../errors.js';
import { announceNotificationsChanged, createNotifications } from '../notifications/notifications.js';
import { requireId } from '../posts/read.js';
import type { Services } from '../services.js';
import { parseInput } from '../validation.js';
import { joinGroup } from './join-group.js';
import type { MyGroup } from './my-groups.js';
import { loadGroupAccess } from './policy.js';

export const ONLY_YOUR_CONNECTIONS = 'You can only invite your connections.';
export const MEMBERS_INVITE = 'Only members of this group can invite to it.';
export const MAX_INVITEES = 100;

export const inviteInput = z.object({
  userIds: z
    .array(z.uuid({ error: 'Each userId must be a member id.' }), { error: 'userIds must be a list of member ids.' })
    .min(1, 'Choose at least one connection to invite.')
    .max(MAX_INVITEES, `Invite at most ${MAX_INVITEES} members at a time.`)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});

/** Invites the viewer's connections; members, the banned and those already invited are skipped. */
export async function inviteToGroup(
  { prisma, events, jobs, config }: Services,
  viewerId: string,
  rawGroupId: unknown,
  raw: unknown,
) {
  const { userIds } = parseInput(inviteInput, raw);
  const { group, membership } = await loadGroupAccess(prisma, viewerId, rawGroupId);
  if (!membership) throw forbidden(MEMBERS_INVITE);
  const connections = await prisma.connection.findMany({
    where: {
      AND: [
        acceptedConnectionsWhere(viewerId),
        { OR: [{ requesterId: { in: userIds } }, { receiverId: { in: userIds } }] },
      ],
    },
    select: { requesterId: true, receiverId: true },
  });
  const connected = new Set(connections.map((c) => (c.requesterId === viewerId ? c.receiverId : c.requesterId)));
  if (userIds.some((id) => !connected.has(id)))
    throw badInput(ONLY_YOUR_CONNECTIONS, [{ field: 'userIds', message: ONLY_YOUR_CONNECTIONS }]);
  const { invited, notified } = await prisma.$transaction(async (tx) => {
    const [members, bans, pending, inviter] = await Promise.all([
      tx.groupMember.findMany({ where: { groupId: group.id, userId: { in: userIds } }, select: { userId: true } }),
      tx.groupBan.findMany({ where: { groupId: group.id, userId: { in: userIds } }, select: { userId: true } }),
      tx.groupInvitation.findMany({
        where: { groupId: group.id, inviteeId: { in: userIds }, status: 'pending' },
        select: { inviteeId: true },
      }),
      tx.user.findUniqueOrThrow({ where: { id: viewerId }, select: { username: true } }),
    ]);
    const skip = new Set([
      ...members.map((m) => m.userId),
      ...bans.map((b) => b.userId),
      ...pending.map((p) => p.inviteeId),
    ]);
    const invitees = userIds.filter((id) => !skip.has(id));
    for (const inviteeId of invitees) {
      // One row per group and invitee: a declined (or used) invitation is renewed.
      await tx.groupInvitation.upsert({
        where: { groupId_inviteeId: { groupId: group.id, inviteeId } },
        create: { groupId: group.id, inviteeId, inviterId: viewerId },
        update: { inviterId: viewerId, status: 'pending', createdAt: new Date(), respondedAt: null },
      });
    }
    const counts = await createNotifications(
      tx,
      invitees.map((userId) => ({
        userId,
        actorId: viewerId,
        type: 'group_invitation' as const,
        title: 'Group invitation',
        message: `@${inviter.username} invited you to join "${group.name}".`,
        target: { type: 'group' as const, id: group.id },
      })),
      { jobs, config },
    );
    return { invited: invitees.length, notified: counts };
  });
  announceNotificationsChanged(events, notified);
  return { groupId: group.id, invited };
}

/** The viewer's own pending invitation, else 404. */
async function requirePendingInvitation(services: Services, viewerId: string, rawInvitationId: unknown) {
  const id = requireId(rawInvitationId, 'invitation');
  const invitation = await services.prisma.groupInvitation.findUnique({ where: { id } });
  if (!invitation || invitation.inviteeId !== viewerId || invitation.status !== 'pending')
    throw notFound('That invitation');
  return invitation;
}

/** Joins the group the invitation is for; returns the new membership. */
export async function acceptGroupInvitation(
  services: Services,
  viewerId: string,
  rawInvitationId: unknown,
): Promise<MyGroup> {
  const invitation = await requirePendingInvitation(services, viewerId, rawInvitationId);
  return joinGroup(services, viewerId, invitation.groupId);
}

/** Declines it: the group's header is no longer the invitee's to see (a private group). Returns its id. */
export async function declineGroupInvitation(
  services: Services,
  viewerId: string,
  rawInvitationId: unknown,
  now = new Date(),
) {
  const invitation = await requirePendingInvitation(services, viewerId, rawInvitationId);
  await services.prisma.groupInvitation.updateMany({
    where: { id: invitation.id, status: 'pending' },
    data: { status: 'declined', respondedAt: now },
  });
  return { invitationId: invitation.id, groupId: invitation.groupId };
}

/** The viewer's pending invitations, newest first (Prisma where: the GraphQL connection uses it too). */
export const pendingInvitationsWhere = (viewerId: string) => ({ inviteeId: viewerId, status: 'pending' as const });
