/**
 * The viewer's groups and teams (the dashboard's "Your Groups & Teams", the Groupfeed chips): every group the
 * member belongs to, newest membership first, with their role in it.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { pageSize } from '../paging.js';
import { moderationShownSql, moderationShownWhere } from '../moderation/visibility.js';
import { viewerParam } from '../visibility.js';

export const DEFAULT_MY_GROUPS_LIMIT = 50;
export const MAX_MY_GROUPS_LIMIT = 100;

/** Memberships are the source of truth: a member of a private group sees it here, a former member does not. */
export function myMembershipsWhere(userId: string): Prisma.GroupMemberWhereInput {
  // Not the groups moderation hides (docs/moderation.md).
  return { userId, group: moderationShownWhere(userId, 'creatorId', 'creator', 'Group') as Prisma.GroupWhereInput };
}

/** The same rule as SQL, on the "GroupMember" row aliased `gm` joined to its "Group" aliased `g`. */
export function myMembershipsSql(userId: string, gm: Prisma.Sql, g: Prisma.Sql): Prisma.Sql {
  const me = viewerParam(userId);
  return Prisma.sql`(${gm}."userId" = ${me} AND ${moderationShownSql(me, g, 'creatorId')})`;
}

export const newestMembershipFirst: Prisma.GroupMemberOrderByWithRelationInput[] = [
  { joinedAt: 'desc' },
  { groupId: 'desc' },
];

/** The same order as SQL, on rows aliased `gm` with the columns "joinedAt" and "groupId". */
export const newestMembershipFirstSql = (gm: Prisma.Sql) => Prisma.sql`${gm}."joinedAt" DESC, ${gm}."groupId" DESC`;

export function listMyGroups(db: DbTx, userId: string, limit: unknown = undefined) {
  return db.groupMember.findMany({
    where: myMembershipsWhere(userId),
    orderBy: newestMembershipFirst,
    take: pageSize(limit, DEFAULT_MY_GROUPS_LIMIT, MAX_MY_GROUPS_LIMIT),
    include: { group: { include: { _count: { select: { members: true } } } } },
  });
}

export type MyGroup = Awaited<ReturnType<typeof listMyGroups>>[number];
