/**
 * The /groups listing's two tabs: My Groups & Teams (groups the viewer belongs to) and Explore Groups & Teams
 * (groups the viewer may see and has not joined: public ones, and private ones they are invited to). Both take
 * a search (name, description, hashtags), a category and a format; newest group first.
 */
import { z } from 'zod';
import type { Prisma } from '../../generated/prisma/client.js';
import { GroupCategory, GroupFormat } from '../../generated/prisma/client.js';
import { moderationShownWhere } from '../moderation/visibility.js';
import { parseInput } from '../validation.js';
import { blankToUndefined, choice } from './create-group.js';

export const groupListInput = z.object({
  tab: z.preprocess(
    blankToUndefined,
    z.enum(['mine', 'explore'], { error: 'tab must be mine or explore.' }).default('explore'),
  ),
  search: z.preprocess(
    blankToUndefined,
    z.string({ error: 'search must be text.' }).trim().max(200, 'A search can be at most 200 characters.').optional(),
  ),
  category: choice(GroupCategory, 'category'),
  // The listing's type filter: all, group or team.
  format: z.preprocess(
    blankToUndefined,
    z
      .enum(['all', ...Object.values(GroupFormat)], { error: 'format must be one of: all, group, team.' })
      .default('all'),
  ),
});

export type GroupListInput = z.input<typeof groupListInput>;

/** Groups the viewer may see at all (domain/groups/visibility.ts' groupVisible, for Prisma). */
export const visibleGroupsWhere = (viewerId: string): Prisma.GroupWhereInput => ({
  ...(moderationShownWhere(viewerId, 'creatorId', 'creator', 'Group') as Prisma.GroupWhereInput),
  OR: [
    { isPublic: true },
    { creatorId: viewerId },
    { members: { some: { userId: viewerId } } },
    { invitations: { some: { inviteeId: viewerId, status: 'pending' } } },
  ],
});

export function groupListWhere(viewerId: string, raw: GroupListInput): Prisma.GroupWhereInput {
  const input = parseInput(groupListInput, raw);
  const search = input.search?.replace(/^#+/, '');
  const conditions: Prisma.GroupWhereInput[] = [
    input.tab === 'mine'
      ? {
          members: { some: { userId: viewerId } },
          ...(moderationShownWhere(viewerId, 'creatorId', 'creator', 'Group') as Prisma.GroupWhereInput),
        }
      : { AND: [visibleGroupsWhere(viewerId), { members: { none: { userId: viewerId } } }] },
  ];
  if (input.category) conditions.push({ category: input.category });
  if (input.format !== 'all') conditions.push({ format: input.format });
  if (search) {
    conditions.push({
      OR: [
        { name: { contains: search, mode: 'insensitive' } },
        { description: { contains: search, mode: 'insensitive' } },
        { hashtags: { has: search } },
        { hashtags: { has: search.toLowerCase() } },
      ],
    });
  }
  return { AND: conditions };
}

export const newestGroupFirst: Prisma.GroupOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];
