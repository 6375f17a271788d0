/**
 * What the viewer may do in a group (the detail page's buttons, the listing's join action) and the group's
 * own details beyond the card. The viewer's membership, ban and pending invitation are selected with the group
 * (one Prisma read for a whole page); the rules are the domain's (domain/groups/policy.ts).
 */
import DataLoader from 'dataloader';
import { pendingInvitationsWhere } from '../../domain/groups/invitations.js';
import { canManageGroup } from '../../domain/groups/policy.js';
import { groupPostStats } from '../../domain/groups/stats.js';
import { groupContentVisible } from '../../domain/groups/visibility.js';
import { createVisibilityLoader } from '../../domain/visibility.js';
import type { GroupRole } from '../../generated/prisma/client.js';
import { builder } from '../builder.js';
import { selectionViewerOf } from '../selection-viewer.js';
import type { GraphQLContext } from '../context.js';

/** The same selection for every viewer field, so Prisma reads the viewer's rows once. */
const viewerStanding = (ctx: GraphQLContext) => ({
  creatorId: true,
  isPublic: true,
  maxMembers: true,
  members: { where: { userId: selectionViewerOf(ctx) }, select: { role: true } },
  bans: { where: { userId: selectionViewerOf(ctx) }, select: { userId: true } },
  invitations: { where: pendingInvitationsWhere(selectionViewerOf(ctx)), select: { id: true } },
  _count: { select: { members: true } },
});

interface Standing {
  creatorId: string | null;
  isPublic: boolean;
  maxMembers: number | null;
  members: { role: GroupRole }[];
  bans: unknown[];
  invitations: unknown[];
  _count: { members: number };
}

const isFull = (g: Standing) => g.maxMembers !== null && g._count.members >= g.maxMembers;
const isMember = (g: Standing) => g.members.length > 0;

/** Per request: may the viewer read these groups' content (public, or a member), and their post counts. */
const contentLoaders = new WeakMap<
  GraphQLContext,
  { content: DataLoader<string, boolean>; stats: ReturnType<typeof statsLoader> }
>();
const statsLoader = (ctx: GraphQLContext) =>
  new DataLoader(async (ids: readonly string[]) => {
    const stats = await groupPostStats(ctx.services.prisma, selectionViewerOf(ctx), ids);
    return ids.map((id) => stats.get(id) ?? { postCount: 0, postsThisWeek: 0 });
  });

/** Drops what the loaders above hold for a long-lived context (a subscription's, at each delivery). */
export const forgetGroupContent = (ctx: GraphQLContext) => contentLoaders.delete(ctx);

export function groupContentLoaders(ctx: GraphQLContext) {
  let found = contentLoaders.get(ctx);
  if (!found) {
    found = {
      content: createVisibilityLoader(ctx.services.prisma, 'Group', groupContentVisible, ctx.viewer?.id ?? null),
      stats: statsLoader(ctx),
    };
    contentLoaders.set(ctx, found);
  }
  return found;
}

async function postStat(group: { id: string }, ctx: GraphQLContext, pick: 'postCount' | 'postsThisWeek') {
  const loaders = groupContentLoaders(ctx);
  if (!(await loaders.content.load(group.id))) return null;
  return (await loaders.stats.load(group.id))[pick];
}

builder.prismaObjectFields('Group', (t) => ({
  hashtags: t.exposeStringList('hashtags'),
  createdAt: t.expose('createdAt', { type: 'DateTime' }),
  creator: t.relation('creator', { nullable: true, description: 'Null once their account is deleted.' }),
  isFull: t.boolean({
    description: 'The member limit is reached.',
    select: (_args, ctx) => viewerStanding(ctx),
    resolve: (group) => isFull(group),
  }),
  viewerCanManage: t.boolean({
    description: 'The viewer is its creator or an admin: edit, images, roles, remove, ban, delete.',
    select: (_args, ctx) => viewerStanding(ctx),
    resolve: (group, _args, ctx) => canManageGroup(selectionViewerOf(ctx), group, group.members[0]?.role),
  }),
  viewerCanPost: t.boolean({
    description: 'Posting to a group is for its members.',
    select: (_args, ctx) => viewerStanding(ctx),
    resolve: (group) => isMember(group),
  }),
  viewerCanJoin: t.boolean({
    description: 'Not a member, not banned, the group public (or the viewer invited, or its creator) and not full.',
    select: (_args, ctx) => viewerStanding(ctx),
    resolve: (group, _args, ctx) =>
      !isMember(group) &&
      group.bans.length === 0 &&
      (group.isPublic || group.invitations.length > 0 || group.creatorId === selectionViewerOf(ctx)) &&
      !isFull(group),
  }),
  viewerIsBanned: t.boolean({
    select: (_args, ctx) => viewerStanding(ctx),
    resolve: (group) => group.bans.length > 0,
  }),
  postsThisWeek: t.int({
    nullable: true,
    description: 'Posts in the last seven days; null when the viewer may not read the group (private, not a member).',
    resolve: (group, _args, ctx) => postStat(group, ctx, 'postsThisWeek'),
  }),
  postCount: t.int({
    nullable: true,
    description: 'All its posts the viewer can read; null when the viewer may not read the group.',
    resolve: (group, _args, ctx) => postStat(group, ctx, 'postCount'),
  }),
}));
