/**
 * Groups as /api lists and shows them (the /groups cards, the detail page's header): each with its size and the
 * viewer's standing in it (member and role, banned, invited), read with the group in one Prisma call. The
 * listing pages by (createdAt, id), newest first, with the same conditions as GraphQL's Query.groups.
 */
import type { DbTx } from '../../db/prisma.js';
import { pageOf, pageStart } from '../paging.js';
import { canManageGroup, canSeeGroupContent, loadGroupAccess } from './policy.js';
import { groupListWhere, newestGroupFirst, type GroupListInput } from './list-groups.js';
import { groupPostStats } from './stats.js';

export const DEFAULT_GROUP_PAGE = 20;
export const MAX_GROUP_PAGE = 100;

export const cardInclude = (viewerId: string) => ({
  _count: { select: { members: true } },
  members: { where: { userId: viewerId }, select: { role: true } },
  bans: { where: { userId: viewerId }, select: { userId: true } },
  invitations: { where: { inviteeId: viewerId, status: 'pending' as const }, select: { id: true } },
});

export async function groupCardsPage(
  db: DbTx,
  viewerId: string,
  raw: GroupListInput & { limit?: unknown; cursor?: unknown },
) {
  const { limit, cursor, ...filters } = raw;
  const where = groupListWhere(viewerId, filters);
  const { size, after } = pageStart({ limit, cursor }, DEFAULT_GROUP_PAGE, MAX_GROUP_PAGE);
  const rows = await db.group.findMany({
    where: after
      ? {
          AND: [
            where,
            { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] },
          ],
        }
      : where,
    orderBy: newestGroupFirst,
    take: size + 1,
    include: cardInclude(viewerId),
  });
  return pageOf(rows, size);
}

export type GroupCardRow = Awaited<ReturnType<typeof groupCardsPage>>['items'][number];

/** The detail page's group: the card, the Group Stats numbers (null for a private group's non-member), what the viewer may do. */
export async function groupDetail(db: DbTx, viewerId: string, rawGroupId: unknown) {
  const access = await loadGroupAccess(db, viewerId, rawGroupId);
  const [row, stats] = await Promise.all([
    db.group.findUniqueOrThrow({ where: { id: access.group.id }, include: cardInclude(viewerId) }),
    canSeeGroupContent(access) ? groupPostStats(db, viewerId, [access.group.id]) : null,
  ]);
  const counts = stats
    ? (stats.get(row.id) ?? { postCount: 0, postsThisWeek: 0 })
    : { postCount: null, postsThisWeek: null };
  return {
    row,
    ...counts,
    canManage: canManageGroup(viewerId, row, access.membership?.role),
    canPost: access.membership !== null,
  };
}

/** GET /api/groups/:id/user-role: the viewer's standing in a group they may see. */
export async function viewerGroupRole(db: DbTx, viewerId: string, rawGroupId: unknown) {
  const access = await loadGroupAccess(db, viewerId, rawGroupId);
  return {
    role: access.membership?.role ?? null,
    canEditGroup: access.membership?.canEditGroup ?? false,
    canBanUsers: access.membership?.canBanUsers ?? false,
    isMember: access.membership !== null,
    canManage: canManageGroup(viewerId, access.group, access.membership?.role),
    isBanned: access.isBanned,
  };
}
