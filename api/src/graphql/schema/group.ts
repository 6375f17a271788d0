/**
 * Groups and teams: the node and the viewer's memberships (dashboard "Your Groups & Teams", Groupfeed chips);
 * the Groupfeed is ./groupfeed.ts. A private group is seen only by its members (domain/groups/visibility.ts).
 */
import { GroupRole } from '../../generated/prisma/client.js';
import { myMembershipsWhere, newestMembershipFirst } from '../../domain/groups/my-groups.js';
import { builder } from '../builder.js';
import { selectionViewerOf } from '../selection-viewer.js';
import { myGroupCount, myGroupsPage } from '../viewer-lists.js';
import { GroupVisibilityEnum } from './enums.js';
import { databaseIdOptions } from './database-id.js';

export const GroupRoleEnum = builder.enumType(GroupRole, { name: 'GroupRole' });

export const GroupRef = builder.prismaNode('Group', {
  id: { field: 'id' },
  nullable: true,
  authScopes: async (group, ctx) => ctx.viewer !== null && (await ctx.visibility.groups.load(group.id)),
  fields: (t) => ({
    databaseId: t.exposeString('id', databaseIdOptions),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    visibility: t.expose('visibility', { type: GroupVisibilityEnum }),
    isPublic: t.exposeBoolean('isPublic', { description: 'Open to join; private groups are invitation only.' }),
    imageUrl: t.exposeString('imageUrl', { nullable: true }),
    memberCount: t.relationCount('members'),
    viewerRole: t.field({
      type: GroupRoleEnum,
      nullable: true,
      description: "The viewer's role in the group; null when they are not a member.",
      select: (_args, ctx) => ({ members: { where: { userId: selectionViewerOf(ctx) }, select: { role: true } } }),
      resolve: (group) => group.members[0]?.role ?? null,
    }),
  }),
});

export const GroupMembershipRef = builder.prismaObject('GroupMember', {
  name: 'GroupMembership',
  description: "A member's place in a group: their role and when they joined.",
  fields: (t) => ({
    group: t.relation('group'),
    role: t.expose('role', { type: GroupRoleEnum }),
    joinedAt: t.expose('joinedAt', { type: 'DateTime' }),
  }),
});

builder.queryField('myGroups', (t) =>
  t.prismaConnection(
    {
      type: 'GroupMember',
      cursor: 'groupId_userId',
      authScopes: { member: true },
      // A dashboard widget's field: nullable, so a failure here leaves the rest of the home page's answer.
      nullable: true,
      description: "The viewer's groups and teams, newest membership first.",
      // The first page (the dashboard's) is read with the viewer's other lists, in one statement (../viewer-lists.ts).
      totalCount: (_parent, _args, ctx) => myGroupCount(ctx),
      resolve: (query, _root, _args, ctx) =>
        myGroupsPage(ctx, query) ??
        ctx.services.prisma.groupMember.findMany({
          ...query,
          where: myMembershipsWhere(ctx.viewer!.id),
          orderBy: newestMembershipFirst,
        }),
    },
    { name: 'GroupMembershipConnection' },
    { name: 'GroupMembershipEdge' },
  ),
);
