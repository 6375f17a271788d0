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
import { builder } from '../builder.js';
import { encodeGlobalID, rawIdOf, rawOrGlobalIdOf } from '../global-id.js';
import { invitationTypes } from './invitation-types.js';

invitationTypes({
  target: 'Group',
  key: 'groupId',
  notificationType: 'group_invitation',
  rows: (ctx) => ctx.services.prisma.groupInvitation,
  visibility: (loaders) => loaders.groups,
  pendingWhere: pendingInvitationsWhere,
  newestFirst: newestInvitationFirst,
  descriptions: {
    viewerInvitation: "The viewer's pending invitation to the group, if any.",
    notification:
      "A group_invitation notification's invitation while it waits for the viewer's answer (accept or decline it " +
      'from the notification); null once answered, and for every other kind of notification.',
    invitations: "The viewer's pending group invitations, newest first.",
  },
});

builder.prismaObjectFields('GroupInvitation', (t) => ({ group: t.relation('group') }));

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
