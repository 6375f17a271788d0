/**
 * The viewer's groups and teams (the dashboard's "Your Groups & Teams", the Groupfeed chips): every group the
 * member belongs to, newest membership first, with their role in it.
 */
import type { DbTx, Prisma } from '../../db/prisma.js';
import { pageSize } from '../paging.js';
import { moderationShownWhere } from '../moderation/visibility.js';

export const DEFAULT_MY_GROUPS_LIMIT = 50;
export const MAX_MY_GROUPS_LIMIT = 100;

/** Memberships are the source of truth: a member of a private group sees it here, a former member does not. */
export function myMembershipsWhere(userId: string): Prisma.GroupMemberWhereInput {
  // Not the groups moderation hides (docs/moderation.md).
  return { userId, group: moderationShownWhere(userId, 'creatorId', 'creator', 'Group') as Prisma.GroupWhereInput };
}

export const newestMembershipFirst: Prisma.GroupMemberOrderByWithRelationInput[] = [
  { joinedAt: 'desc' },
  { groupId: 'desc' },
];

export function listMyGroups(db: DbTx, userId: string, limit: unknown = undefined) {
  return db.groupMember.findMany({
    where: myMembershipsWhere(userId),
    orderBy: newestMembershipFirst,
    take: pageSize(limit, DEFAULT_MY_GROUPS_LIMIT, MAX_MY_GROUPS_LIMIT),
    include: { group: { include: { _count: { select: { members: true } } } } },
  });
}

export type MyGroup = Awaited<ReturnType<typeof listMyGroups>>[number];

