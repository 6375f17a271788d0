/**
 * A group's member list (GET /api/groups/:id/members, GraphQL's Group.members): oldest membership first, so the
 * creator leads, paged by (joinedAt, userId). A private group's members are for its members only (404 for anyone
 * else: `requireGroupContent` here, its SQL twin `groupContentVisible` for GraphQL's batched check).
 */
import type { DbTx, Prisma } from '../../db/prisma.js';
import { pageOf, pageStart } from '../paging.js';
import { requireGroupContent } from './policy.js';

export const DEFAULT_MEMBER_PAGE = 50;
export const MAX_MEMBER_PAGE = 100;

export const oldestMembershipFirst: Prisma.GroupMemberOrderByWithRelationInput[] = [
  { joinedAt: 'asc' },
  { userId: 'asc' },
];

export async function groupMembersPage(
  db: DbTx,
  viewerId: string,
  rawGroupId: unknown,
  query: { limit?: unknown; cursor?: unknown },
) {
  const { group } = await requireGroupContent(db, viewerId, rawGroupId);
  const { size, after } = pageStart(query, DEFAULT_MEMBER_PAGE, MAX_MEMBER_PAGE);
  const rows = await db.groupMember.findMany({
    where: {
      groupId: group.id,
      ...(after
        ? { OR: [{ joinedAt: { gt: after.createdAt } }, { joinedAt: after.createdAt, userId: { gt: after.id } }] }
        : {}),
    },
    orderBy: oldestMembershipFirst,
    take: size + 1,
    include: { user: true },
  });
  return pageOf(rows, size, (member) => ({ createdAt: member.joinedAt, id: member.userId }));
}

export type GroupMemberRow = Awaited<ReturnType<typeof groupMembersPage>>['items'][number];
