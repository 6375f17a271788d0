/**
 * Managing a group over GraphQL (the Manage Group dialog, Leave Group, the delete confirmation): the same
 * commands as the /api/groups routes, each in domain/groups. A mutation that leaves the group hidden from the
 * viewer (leaving a private group) answers null.
 */
import { deleteGroup } from '../../domain/groups/delete-group.js';
import { leaveGroup } from '../../domain/groups/leave-group.js';
import { setMemberRole } from '../../domain/groups/member-roles.js';
import { banMember, removeMember, unbanMember } from '../../domain/groups/remove-member.js';
import { updateGroup } from '../../domain/groups/update-group.js';
import { builder } from '../builder.js';
import type { GraphQLContext } from '../context.js';
import { encodeGlobalID, rawIdOf, rawOrGlobalIdOf } from '../global-id.js';
import { GroupVisibilityEnum } from './enums.js';
import { GroupRoleEnum } from './group.js';
import { GroupCategoryEnum, GroupFormatEnum } from './group-mutations.js';

const UpdateGroupInput = builder.inputType('UpdateGroupInput', {
  description: 'Fields left out stay as they are; null clears maxMembers, imageUrl and bannerUrl.',
  fields: (t) => ({
    name: t.string({ description: 'Unique ignoring case (else CONFLICT "Group/Team name already taken").' }),
    description: t.string(),
    category: t.field({ type: GroupCategoryEnum }),
    format: t.field({ type: GroupFormatEnum }),
    visibility: t.field({ type: GroupVisibilityEnum }),
    isPublic: t.boolean(),
    hashtags: t.stringList({ description: 'At most 10; leading # dropped, empty ones dropped.' }),
    maxMembers: t.int({ description: 'From 2, and not below the current member count (else CONFLICT).' }),
    imageUrl: t.string({ description: "The group's photo: an image the viewer uploaded (/uploads/...)." }),
    bannerUrl: t.string({ description: 'The banner: an image the viewer uploaded (/uploads/...).' }),
  }),
});

/** The group after a change, or null when the viewer may no longer see it. */
async function groupAfter(query: object, id: string, ctx: GraphQLContext) {
  ctx.visibility.groups.clear(id);
  if (!(await ctx.visibility.groups.load(id))) return null;
  return ctx.services.prisma.group.findUnique({ ...query, where: { id } });
}

const userIdOf = (value: string | number) => rawOrGlobalIdOf(value, 'User');

builder.mutationField('updateGroup', (t) =>
  t.prismaField({
    type: 'Group',
    nullable: true,
    errors: {},
    authScopes: { write: 'write:groups' },
    description: 'Edits the group: its creator and admins only (else FORBIDDEN).',
    args: { groupId: t.arg.globalID({ required: true }), input: t.arg({ type: UpdateGroupInput, required: true }) },
    resolve: async (query, _root, { groupId, input }, ctx) => {
      const raw = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      const id = await updateGroup(ctx.services, ctx.viewer!.id, rawIdOf(groupId, 'Group'), raw);
      return groupAfter(query, id, ctx);
    },
  }),
);

const DeleteGroupPayload = builder.objectRef<{ groupId: string }>('DeleteGroupPayload').implement({
  fields: (t) => ({
    deletedGroupId: t.id({
      description: 'The global id of the deleted group.',
      resolve: ({ groupId }) => encodeGlobalID('Group', groupId),
    }),
  }),
});

builder.mutationField('deleteGroup', (t) =>
  t.field({
    type: DeleteGroupPayload,
    errors: {},
    authScopes: { write: 'write:groups' },
    description: 'Deletes the group with its posts, memberships, invitations and bans: its creator and admins only.',
    args: { groupId: t.arg.globalID({ required: true }) },
    resolve: async (_root, { groupId }, ctx) => ({
      groupId: await deleteGroup(ctx.services, ctx.viewer!.id, rawIdOf(groupId, 'Group')),
    }),
  }),
);

builder.mutationField('leaveGroup', (t) =>
  t.prismaField({
    type: 'Group',
    nullable: true,
    errors: {},
    authScopes: { write: 'write:groups' },
    description:
      "Leaves the group (CONFLICT when not a member). Null when the group is private: it is no longer the viewer's to see.",
    args: { groupId: t.arg.globalID({ required: true }) },
    resolve: async (query, _root, { groupId }, ctx) =>
      groupAfter(query, await leaveGroup(ctx.services, ctx.viewer!.id, rawIdOf(groupId, 'Group')), ctx),
  }),
);

builder.mutationField('setGroupMemberRole', (t) =>
  t.prismaField({
    type: 'GroupMember',
    errors: {},
    authScopes: { write: 'write:groups' },
    description:
      'Promotes or demotes a member: moderator turns canEditGroup and canBanUsers on, member turns both off; only the ' +
      'creator makes admins. Never on the viewer, the creator or an admin (FORBIDDEN).',
    args: {
      groupId: t.arg.globalID({ required: true }),
      userId: t.arg.id({ required: true }),
      role: t.arg({ type: GroupRoleEnum, required: true }),
    },
    resolve: async (query, _root, { groupId, userId, role }, ctx) => {
      const key = await setMemberRole(ctx.services, ctx.viewer!.id, rawIdOf(groupId, 'Group'), userIdOf(userId), {
        role,
      });
      return ctx.services.prisma.groupMember.findUniqueOrThrow({ ...query, where: { groupId_userId: key } });
    },
  }),
);

function memberAction(
  name: string,
  description: string,
  act: (ctx: GraphQLContext, groupId: string, userId: string, reason?: string) => Promise<string>,
  withReason = false,
) {
  builder.mutationField(name, (t) =>
    t.prismaField({
      type: 'Group',
      nullable: true,
      errors: {},
      authScopes: { write: 'write:groups' },
      description,
      args: {
        groupId: t.arg.globalID({ required: true }),
        userId: t.arg.id({ required: true }),
        ...(withReason ? { reason: t.arg.string({ description: 'Default "Banned by group admin".' }) } : {}),
      },
      resolve: async (query, _root, args, ctx) => {
        const reason = (args as { reason?: string | null }).reason ?? undefined;
        const id = await act(ctx, rawIdOf(args.groupId, 'Group'), userIdOf(args.userId), reason);
        return groupAfter(query, id, ctx);
      },
    }),
  );
}

memberAction(
  'removeGroupMember',
  'Removes a member (they may join again): managers only; never the viewer, the creator or an admin.',
  (ctx, groupId, userId) => removeMember(ctx.services, ctx.viewer!.id, groupId, userId),
);
memberAction(
  'banGroupMember',
  'Bans a member: their membership ends and they cannot join again until unbanned. Managers only; never the viewer, the creator or an admin.',
  async (ctx, groupId, userId, reason) =>
    (await banMember(ctx.services, ctx.viewer!.id, groupId, { userId, reason })).groupId,
  true,
);
memberAction('unbanGroupMember', 'Lifts a ban (NOT_FOUND when there is none): managers only.', (ctx, groupId, userId) =>
  unbanMember(ctx.services, ctx.viewer!.id, groupId, userId),
);
