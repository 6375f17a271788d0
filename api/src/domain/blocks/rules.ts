/**
 * Blocks between members (docs/people.md): a pair is blocked when either of the two blocked the other. Every
 * read that must keep a blocked pair apart (posts, comments, search, suggestions, privacy) asks these
 * conditions, and the writes between two members (connecting, messaging) ask `requireNotBlocked`.
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { forbidden } from '../errors.js';

export const CANNOT_CONNECT = 'You cannot connect with this member.';
export const CANNOT_MESSAGE = 'You cannot message this member.';

/**
 * Either member (uuid SQL expressions) blocked the other; false when either is NULL (a visitor). `viewer` is
 * best a parameter: the members in a blocked pair with it are then read once per statement (a hashed
 * subplan), not looked up again for every row `member` comes from.
 */
export function blockedPairSql(viewer: Prisma.Sql, member: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`COALESCE(${member} IN (
    SELECT bk."blockedId" FROM "Block" bk WHERE bk."blockerId" = ${viewer}
    UNION ALL SELECT bk."blockerId" FROM "Block" bk WHERE bk."blockedId" = ${viewer}), FALSE)`;
}

/** The same for Prisma: members with no block either way with `viewerId`. */
export function notBlockedWithWhere(viewerId: string): Prisma.UserWhereInput {
  return { blocksIssued: { none: { blockedId: viewerId } }, blocksReceived: { none: { blockerId: viewerId } } };
}

export async function isBlockedPair(db: DbTx, a: string, b: string): Promise<boolean> {
  const found = await db.block.findFirst({
    where: {
      OR: [
        { blockerId: a, blockedId: b },
        { blockerId: b, blockedId: a },
      ],
    },
    select: { blockerId: true },
  });
  return found !== null;
}

/** 403 with `message` when either member blocked the other. */
export async function requireNotBlocked(db: DbTx, a: string, b: string, message: string): Promise<void> {
  if (await isBlockedPair(db, a, b)) throw forbidden(message);
}
