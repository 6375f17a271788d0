/**
 * A group's members (the detail page's member list, the Manage Group dialog): oldest membership first, so the
 * creator leads. A private group's members are for its members only: anyone else is refused NOT_FOUND, as
 * GET /api/groups/:id/members answers them 404 (domain/groups/members-list.ts).
 */
import { notFound } from '../../domain/errors.js';
import { oldestMembershipFirst } from '../../domain/groups/members-list.js';
import { canManageGroup, isProtectedRole } from '../../domain/groups/policy.js';
import { builder } from '../builder.js';
import { selectionViewerOf } from '../selection-viewer.js';
import { GroupMembershipRef } from './group.js';
import { groupContentLoaders } from './group-viewer.js';

builder.prismaObjectFields('GroupMember', (t) => ({
  user: t.relation('user'),
  canEditGroup: t.exposeBoolean('canEditGroup'),
  canBanUsers: t.exposeBoolean('canBanUsers'),
  viewerCanManage: t.boolean({
    description:
      "The viewer may change this member's role, remove or ban them: a manager of the group, the member not " +
      'themself, the creator or an admin.',
    select: (_args, ctx) => ({
      userId: true,
      role: true,
      group: {
        select: { creatorId: true, members: { where: { userId: selectionViewerOf(ctx) }, select: { role: true } } },
      },
    }),
    resolve: (member, _args, ctx) =>
      member.userId !== selectionViewerOf(ctx) &&
      !isProtectedRole(member.role) &&
      canManageGroup(selectionViewerOf(ctx), member.group, member.group.members[0]?.role),
  }),
}));

builder.prismaObjectFields('Group', (t) => ({
  members: t.relatedConnection(
    'members',
    {
      cursor: 'groupId_userId',
      nullable: true,
      totalCount: true,
      description: "Oldest membership first (the creator leads). NOT_FOUND for a private group's non-member.",
      // The group's content rule (domain/groups/visibility.ts), asked for every group of the request at once; the
      // members themselves come with the group's own query.
      authScopes: async (group, _args, ctx) => groupContentLoaders(ctx).content.load(group.id),
      unauthorizedError: () => notFound('Group'),
      query: () => ({ orderBy: oldestMembershipFirst }),
    },
    { name: 'GroupMemberConnection' },
    { name: 'GroupMemberEdge' },
  ),
  viewerMembership: t.field({
    type: GroupMembershipRef,
    nullable: true,
    description: "The viewer's membership; null when they are not a member.",
    select: (_args, ctx, nestedSelection) => ({
      members: nestedSelection({ where: { userId: selectionViewerOf(ctx) } }),
    }),
    resolve: (group) => group.members[0] ?? null,
  }),
}));
