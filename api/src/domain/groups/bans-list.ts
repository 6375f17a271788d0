/**
 * A group's banned members (Manage Group's Banned tab; GET /api/groups/:id/bans, Group.bannedMembers), newest ban
 * first, paged by (createdAt, userId). For the group's managers only: they are the ones who lift a ban.
 */
import type { DbTx } from '../../db/prisma.js';
import type { Prisma } from '../../generated/prisma/client.js';
import { pageOf, pageStart } from '../paging.js';
import { requireGroupManager } from './policy.js';

export const DEFAULT_BAN_PAGE = 50;
export const MAX_BAN_PAGE = 100;

export const newestBanFirst = [
  { createdAt: 'desc' },
  { userId: 'asc' },
] satisfies Prisma.GroupBanOrderByWithRelationInput[];

/** The bans of the groups `viewerId` manages (its creator, or a creator or admin member): nobody else sees any. */
export function managedGroupBansWhere(viewerId: string) {
  return {
    group: {
      OR: [
        { creatorId: viewerId },
        {
          members: {
            some: { userId: viewerId, role: { in: ['creator', 'admin'] } },
          },
        },
      ],
    },
  } satisfies Prisma.GroupBanWhereInput;
}

/** 403 for anyone but a manager, 404 when the group is hidden from the viewer. */
export async function groupBansPage(
  db: DbTx,
  viewerId: string,
  rawGroupId: unknown,
  query: { limit?: unknown; cursor?: unknown },
) {
  const { group } = await requireGroupManager(db, viewerId, rawGroupId);
  const { size, after } = pageStart(query, DEFAULT_BAN_PAGE, MAX_BAN_PAGE);
  const rows = await db.groupBan.findMany({
    where: {
      groupId: group.id,
      ...(after
        ? {
            OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, userId: { gt: after.id } }],
          }
        : {}),
    },
    orderBy: newestBanFirst,
    take: size + 1,
    include: { user: true },
  });
  return pageOf(rows, size, (ban) => ({ createdAt: ban.createdAt, id: ban.userId }));
}

export type GroupBanRow = Awaited<ReturnType<typeof groupBansPage>>['items'][number];
