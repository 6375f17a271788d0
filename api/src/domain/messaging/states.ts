/**
 * What a conversation is to the viewer, for many conversations in one statement (GraphQL batches them per
 * request): whether the viewer is in it, their unread count and read position, how many are in it, and
 * everyone's read position, from which each message's read time follows (docs/messaging.md, read receipts).
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';

export interface ReadPosition {
  userId: string;
  lastReadAt: Date | null;
}

export interface ConversationState {
  viewerIsIn: boolean;
  participantCount: number;
  unreadCount: number;
  lastReadAt: Date | null;
  othersReadUpTo: Date | null;
  reads: ReadPosition[];
}

const NOT_IN: ConversationState = {
  viewerIsIn: false, participantCount: 0, unreadCount: 0, lastReadAt: null, othersReadUpTo: null, reads: [],
};

/** When every participant but `senderId` had read a message sent at `createdAt`, or null. */
export function readTime(reads: readonly ReadPosition[], senderId: string | null, createdAt: Date): Date | null {
  let earliest: Date | null = null;
  for (const { userId, lastReadAt } of reads) {
    if (userId === senderId) continue;
    if (!lastReadAt || lastReadAt < createdAt) return null;
    if (!earliest || lastReadAt < earliest) earliest = lastReadAt;
  }
  return earliest;
}

export async function conversationStates(db: DbTx, viewerId: string, ids: readonly string[]): Promise<ConversationState[]> {
  const rows = await db.$queryRaw<{ conversationId: string; reads: { userId: string; lastReadAt: string | null; unreadCount: number }[] }[]>(Prisma.sql`
    SELECT p."conversationId",
           json_agg(json_build_object('userId', p."userId", 'lastReadAt', p."lastReadAt", 'unreadCount', p."unreadCount")) AS reads
    FROM "ConversationParticipant" p
    WHERE p."conversationId" = ANY(${[...ids]}::uuid[])
    GROUP BY p."conversationId"`);
  const byId = new Map(
    rows.map(({ conversationId, reads }) => {
      const mine = reads.find((r) => r.userId === viewerId);
      if (!mine) return [conversationId, NOT_IN] as const;
      const positions = reads.map((r) => ({ userId: r.userId, lastReadAt: r.lastReadAt === null ? null : new Date(r.lastReadAt) }));
      const others = positions.filter((r) => r.userId !== viewerId);
      const state: ConversationState = {
        viewerIsIn: true,
        participantCount: reads.length,
        unreadCount: mine.unreadCount,
        lastReadAt: mine.lastReadAt === null ? null : new Date(mine.lastReadAt),
        othersReadUpTo: others.some((r) => !r.lastReadAt)
          ? null
          : others.reduce<Date | null>((min, r) => (!min || r.lastReadAt! < min ? r.lastReadAt : min), null),
        reads: positions,
      };
      return [conversationId, state] as const;
    }),
  );
  return ids.map((id) => byId.get(id) ?? NOT_IN);
}
