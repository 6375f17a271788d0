/**
 * Group invitations over GraphQL: the viewer's pending ones (a private group's way in), inviting connections,
 * and answering. The same commands as /api/groups/:id/invite and /api/groups/invitations
 * (domain/groups/invitations.ts).
 */
import {
  acceptGroupInvitation,
  declineGroupInvitation,
  inviteToGroup,
  pendingInvitationsWhere,
} from '../../domain/groups/invitations.js';
import { newestInvitationFirst } from '../../domain/groups/invitations-list.js';
import { InvitationStatus } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';
import { perRequestRows } from '../per-request.js';
import { selectionViewerOf } from '../selection-viewer.js';
import { encodeGlobalID, rawIdOf, rawOrGlobalIdOf } from '../global-id.js';
import { databaseIdOptions } from './database-id.js';

export const InvitationStatusEnum = builder.enumType(InvitationStatus, { name: 'InvitationStatus' });

export const GroupInvitationRef = builder.prismaNode('GroupInvitation', {
  id: { field: 'id' },
  nullable: true,
  // The invitee's to answer, the inviter's to have sent; nobody else's.
  authScopes: (invitation, ctx) =>
    ctx.viewer !== null && (invitation.inviteeId === ctx.viewer.id || invitation.inviterId === ctx.viewer.id),
  select: { inviteeId: true, inviterId: true },
  fields: (t) => ({
    databaseId: t.exposeString('id', databaseIdOptions),
    group: t.relation('group'),
    inviter: t.relation('inviter', { nullable: true, description: 'Null once their account is deleted.' }),
    status: t.expose('status', { type: InvitationStatusEnum }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.prismaObjectFields('Group', (t) => ({
  viewerInvitation: t.field({
    type: GroupInvitationRef,
    nullable: true,
    description: "The viewer's pending invitation to the group, if any.",
    select: (_args, ctx, nestedSelection) => ({
      invitations: nestedSelection({ where: pendingInvitationsWhere(selectionViewerOf(ctx)) }),
    }),
    resolve: (group) => group.invitations[0] ?? null,
  }),
}));

/** Per request: the viewer's pending invitations to these groups, read in one statement. */
const pendingInvitations = perRequestRows(
  async (ctx, groupIds) => {
    const pending = await ctx.services.prisma.groupInvitation.findMany({
      where: { ...pendingInvitationsWhere(selectionViewerOf(ctx)), groupId: { in: groupIds } },
    });
    // A pending invitation shows its group's header to the invitee.
    for (const invitation of pending) ctx.visibility.groups.prime(invitation.groupId, true);
    return pending;
  },
  (invitation) => invitation.groupId,
);

builder.prismaObjectFields('Notification', (t) => ({
  groupInvitation: t.field({
    type: GroupInvitationRef,
    nullable: true,
    description:
      "A group_invitation notification's invitation while it waits for the viewer's answer (accept or decline it " +
      'from the notification); null once answered, and for every other kind of notification.',
    resolve: (notification, _args, ctx) =>
      notification.type === 'group_invitation' && notification.targetId
        ? pendingInvitations(ctx).load(notification.targetId)
        : null,
  }),
}));

builder.queryField('groupInvitations', (t) =>
  t.prismaConnection(
    {
      type: 'GroupInvitation',
      cursor: 'id',
      nullable: true,
      authScopes: { member: true },
      description: "The viewer's pending group invitations, newest first.",
      totalCount: (_parent, _args, ctx) =>
        ctx.services.prisma.groupInvitation.count({ where: pendingInvitationsWhere(ctx.viewer!.id) }),
      resolve: async (query, _root, _args, ctx) => {
        const invitations = await ctx.services.prisma.groupInvitation.findMany({
          ...query,
          where: pendingInvitationsWhere(ctx.viewer!.id),
          orderBy: newestInvitationFirst,
        });
        // A pending invitation shows its group's header to the invitee.
        for (const invitation of invitations) ctx.visibility.groups.prime(invitation.groupId, true);
        return invitations;
      },
    },
    { name: 'GroupInvitationConnection' },
    { name: 'GroupInvitationEdge' },
  ),
);

builder.mutationField('inviteToGroup', (t) =>
  t.prismaField({
    type: 'Group',
    errors: {},
    authScopes: { write: 'write:groups' },
    description:
      'Invites the viewer\'s accepted connections (else BAD_USER_INPUT "You can only invite your connections."); ' +
      'members, banned members and those already invited are skipped. Only members invite.',
    args: { groupId: t.arg.globalID({ required: true }), userIds: t.arg.idList({ required: true }) },
    resolve: async (query, _root, { groupId, userIds }, ctx) => {
      const ids = userIds.map((id) => rawOrGlobalIdOf(String(id), 'User'));
      const { groupId: id } = await inviteToGroup(ctx.services, ctx.viewer!.id, rawIdOf(groupId, 'Group'), {
        userIds: ids,
      });
      return ctx.services.prisma.group.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
);

builder.mutationField('acceptGroupInvitation', (t) =>
  t.prismaField({
    type: 'Group',
    errors: {},
    authScopes: { write: 'write:groups' },
    description:
      'Joins the group the invitation is for (as Join Group: a ban or a full group refuses). Only the invitee (else NOT_FOUND).',
    args: { invitationId: t.arg.globalID({ required: true }) },
    resolve: async (query, _root, { invitationId }, ctx) => {
      const { groupId } = await acceptGroupInvitation(
        ctx.services,
        ctx.viewer!.id,
        rawIdOf(invitationId, 'GroupInvitation'),
      );
      ctx.visibility.groups.clear(groupId);
      return ctx.services.prisma.group.findUniqueOrThrow({ ...query, where: { id: groupId } });
    },
  }),
);

const DeclineGroupInvitationPayload = builder
  .objectRef<{ invitationId: string }>('DeclineGroupInvitationPayload')
  .implement({
    fields: (t) => ({
      declinedInvitationId: t.id({
        description: 'The global id of the declined invitation (gone from groupInvitations).',
        resolve: ({ invitationId }) => encodeGlobalID('GroupInvitation', invitationId),
      }),
    }),
  });

builder.mutationField('declineGroupInvitation', (t) =>
  t.field({
    type: DeclineGroupInvitationPayload,
    errors: {},
    authScopes: { write: 'write:groups' },
    description: 'Declines the invitation. Only the invitee (else NOT_FOUND).',
    args: { invitationId: t.arg.globalID({ required: true }) },
    resolve: (_root, { invitationId }, ctx) =>
      declineGroupInvitation(ctx.services, ctx.viewer!.id, rawIdOf(invitationId, 'GroupInvitation')),
  }),
);
