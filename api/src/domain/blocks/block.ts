/**
 * Blocking and unblocking a member (POST and DELETE /api/users/:id/block, Mutation.blockMember and
 * unblockMember). Blocking removes the pair's connection or pending request; after it neither sees the
 * other's posts, comments or profile details, and neither can ask to connect with or message the other
 * (./rules.ts). Both commands are idempotent: blocking again keeps the first block, unblocking someone not
 * blocked changes nothing. Unblocking removes the viewer's own block only.
 */
import { z } from 'zod';
import type { DbTx } from '../../db/prisma.js';
import { removePairConnections } from '../connections/remove.js';
import { markSuggestionsStale } from '../connections/suggestion-cache.js';
import { badInput, notFound } from '../errors.js';
import type { Services } from '../services.js';
import { parseInput } from '../validation.js';

export const CANNOT_BLOCK_YOURSELF = 'You cannot block yourself.';

const input = z.object({ userId: z.uuid({ error: 'Choose a member to block.' }) });

async function requireOtherMember(db: DbTx, viewerId: string, rawId: unknown): Promise<string> {
  const userId = parseInput(input, { userId: rawId }).userId.toLowerCase();
  if (userId === viewerId) throw badInput(CANNOT_BLOCK_YOURSELF, [{ field: 'userId', message: 'That is you.' }]);
  if (!(await db.user.findUnique({ where: { id: userId }, select: { id: true } }))) throw notFound('Member');
  return userId;
}

export interface BlockResult {
  userId: string;
  blockedAt: Date;
  /** False when the viewer had already blocked this member (the first block stays). */
  created: boolean;
}

export async function blockMember({ prisma }: Services, viewerId: string, rawId: unknown): Promise<BlockResult> {
  return prisma.$transaction(async (tx) => {
    const userId = await requireOtherMember(tx, viewerId, rawId);
    // ON CONFLICT DO NOTHING: blocking twice (or twice at once) keeps one block.
    const { count } = await tx.block.createMany({
      data: [{ blockerId: viewerId, blockedId: userId }],
      skipDuplicates: true,
    });
    await removePairConnections(tx, viewerId, userId);
    const block = await tx.block.findUniqueOrThrow({
      where: { blockerId_blockedId: { blockerId: viewerId, blockedId: userId } },
    });
    return { userId, blockedAt: block.createdAt, created: count > 0 };
  });
}

export async function unblockMember(
  { prisma }: Services,
  viewerId: string,
  rawId: unknown,
): Promise<{ userId: string }> {
  return prisma.$transaction(async (tx) => {
    const userId = await requireOtherMember(tx, viewerId, rawId);
    const { count } = await tx.block.deleteMany({ where: { blockerId: viewerId, blockedId: userId } });
    // Each may be suggested to the other again, which their caches (made while blocked) leave out.
    if (count > 0) await markSuggestionsStale(tx, [viewerId, userId]);
    return { userId };
  });
}
