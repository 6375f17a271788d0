/**
 * Writing groups over GraphQL: the same commands as POST /api/groups and POST /api/groups/:id/join. Photos are
 * uploaded first (the image intake) and passed as imageUrl / bannerUrl. Each returns the group.
 */
import { createGroup } from '../../domain/groups/create-group.js';
import { joinGroup } from '../../domain/groups/join-group.js';
import { GroupCategory, GroupFormat } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';
import { rawIdOf } from '../global-id.js';
import { GroupVisibilityEnum } from './enums.js';

export const GroupCategoryEnum = builder.enumType(GroupCategory, { name: 'GroupCategory' });
export const GroupFormatEnum = builder.enumType(GroupFormat, {
  name: 'GroupFormat',
  description: 'A group, or a team.',
});

// What the create form sets, readable back from the group.
builder.prismaObjectFields('Group', (t) => ({
  category: t.expose('category', { type: GroupCategoryEnum }),
  format: t.expose('format', { type: GroupFormatEnum }),
  maxMembers: t.exposeInt('maxMembers', { nullable: true, description: 'No limit when null.' }),
  bannerUrl: t.exposeString('bannerUrl', { nullable: true }),
}));

const CreateGroupInput = builder.inputType('CreateGroupInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: 'Unique ignoring case.' }),
    description: t.string(),
    category: t.field({ type: GroupCategoryEnum, description: 'Default general.' }),
    format: t.field({ type: GroupFormatEnum, description: 'Default group.' }),
    visibility: t.field({ type: GroupVisibilityEnum, description: 'Default local.' }),
    isPublic: t.boolean({ description: 'Default true; a private group is invitation only.' }),
    maxMembers: t.int({ description: 'From 2; null: no limit.' }),
    imageUrl: t.string({ description: "The group's photo: an image the viewer uploaded (/uploads/...)." }),
    bannerUrl: t.string({ description: 'The banner: an image the viewer uploaded (/uploads/...).' }),
  }),
});

builder.mutationField('createGroup', (t) =>
  t.prismaField({
    type: 'Group',
    errors: {},
    authScopes: { write: 'write:groups' },
    description: 'Creates a group or team; the viewer becomes its member with the role creator.',
    args: { input: t.arg({ type: CreateGroupInput, required: true }) },
    resolve: async (query, _root, { input }, ctx) => {
      const { groupId } = await createGroup(ctx.services, ctx.viewer!.id, input);
      return ctx.services.prisma.group.findUniqueOrThrow({ ...query, where: { id: groupId } });
    },
  }),
);

builder.mutationField('joinGroup', (t) =>
  t.prismaField({
    type: 'Group',
    errors: {},
    authScopes: { write: 'write:groups' },
    description:
      'Joins a public group (a private one only with an invitation: else FORBIDDEN). Joining again is CONFLICT ' +
      '"already a member"; a full group is CONFLICT too.',
    args: { groupId: t.arg.globalID({ required: true }) },
    resolve: async (query, _root, { groupId }, ctx) => {
      const id = rawIdOf(groupId, 'Group');
      await joinGroup(ctx.services, ctx.viewer!.id, id);
      ctx.visibility.groups.clear(id);
      return ctx.services.prisma.group.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
);
