/**
 * The members the viewer blocked (GET /api/users/blocked, User.blockedMembers), most recently blocked first,
 * paged by (blockedAt, member id).
 */
import type { DbTx } from '../../db/prisma.js';
import type { User } from '../../generated/prisma/client.js';
import { pageSize } from '../paging.js';
import { decodeCursor, encodeCursor } from '../feed/cursor.js';

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

/** The cursor of a blocked member's position in the list. */
export const blockedCursor = (item: BlockedMember) => encodeCursor({ createdAt: item.blockedAt, id: item.member.id });

export async function blockedMembersPage(
  db: DbTx,
  viewerId: string,
  { limit, cursor }: { limit?: unknown; cursor?: string | null | undefined },
): Promise<BlockedPage> {
  const take = pageSize(limit, DEFAULT_BLOCKED_PAGE, MAX_BLOCKED_PAGE);
  const after = cursor ? decodeCursor(cursor) : null;
  const rows = await db.block.findMany({
    where: {
      blockerId: viewerId,
      ...(after
        ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, blockedId: { lt: after.id } }] }
        : {}),
    },
    orderBy: [{ createdAt: 'desc' }, { blockedId: 'desc' }],
    take: take + 1,
    include: { blocked: true },
  });
  const items = rows.slice(0, take).map((row) => ({ member: row.blocked, blockedAt: row.createdAt }));
  const last = items.at(-1);
  return { items, nextCursor: rows.length > take && last ? blockedCursor(last) : null };
}
