/**
 * What a member's uploads take: the bytes and the number of files they stored (pictures, attachments, channel
 * and group images), as the admins see it when helping a member (account help) and the member sees it of
 * themself. Uploads nothing shows are removed after a day (./unused.ts), so this is what their content keeps.
 */
import type { DbTx } from '../../db/prisma.js';

export interface StorageUse {
  userId: string;
  bytes: number;
  files: number;
}

/** The storage use of each of `userIds`, in one statement (a member with no uploads: zero). */
export async function storageUse(db: DbTx, userIds: readonly string[]): Promise<StorageUse[]> {
  const rows = await db.upload.groupBy({
    by: ['ownerId'],
    where: { ownerId: { in: [...userIds] } },
    _sum: { byteSize: true },
    _count: { _all: true },
  });
  const byOwner = new Map(rows.map((row) => [row.ownerId, row]));
  return userIds.map((userId) => {
    const row = byOwner.get(userId);
    return { userId, bytes: row?._sum.byteSize ?? 0, files: row?._count._all ?? 0 };
  });
}
