/**
 * The members the viewer blocked (GET /api/users/blocked, User.blockedMembers), most recently blocked first,
 * paged by (blockedAt, member id).
 */
import type { DbTx } from '../../db/prisma.js';
import type { User } from '../../generated/prisma/client.js';
import { encodeCursor } from '../feed/cursor.js';
import { pageOf, pageStart } from '../paging.js';

export const DEFAULT_BLOCKED_PAGE = 20;
export const MAX_BLOCKED_PAGE = 100;

export interface BlockedMember {
  member: User;
  blockedAt: Date;
}

export interface BlockedPage {
  items: BlockedMember[];
  nextCursor: string | null;
}

/** A blocked member's position in the list. */
const blockedPosition = (item: BlockedMember) => ({ createdAt: item.blockedAt, id: item.member.id });

/** The cursor of a blocked member's position in the list. */
export const blockedCursor = (item: BlockedMember) => encodeCursor(blockedPosition(item));

export async function blockedMembersPage(
  db: DbTx,
  viewerId: string,
  query: { limit?: unknown; cursor?: string | null | undefined },
): Promise<BlockedPage> {
  const { size, after } = pageStart(query, DEFAULT_BLOCKED_PAGE, MAX_BLOCKED_PAGE);
  const rows = await db.block.findMany({
    where: {
      blockerId: viewerId,
      ...(after
        ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, blockedId: { lt: after.id } }] }
        : {}),
    },
    orderBy: [{ createdAt: 'desc' }, { blockedId: 'desc' }],
    take: size + 1,
    include: { blocked: true },
  });
  const items = rows.map((row) => ({ member: row.blocked, blockedAt: row.createdAt }));
  return pageOf(items, size, blockedPosition);
}
