/**
 * What a conversation is to the viewer, for many conversations in one statement (GraphQL batches them per
 * request): whether the viewer is in it, their unread count and read position, how many are in it, and where
 * the others have read up to (the read receipts' rule, ./read.ts readUpToSql).
 */
import type { DbTx } from '../../db/prisma.js';
import { Prisma } from '../../generated/prisma/client.js';
import { readUpToSql } from './read.js';

export interface ConversationState {
  viewerIsIn: boolean;
  participantCount: number;
  unreadCount: number;
  lastReadAt: Date | null;
  othersReadUpTo: Date | null;
}

const NOT_IN: ConversationState = {
  viewerIsIn: false,
  participantCount: 0,
  unreadCount: 0,
  lastReadAt: null,
  othersReadUpTo: null,
};

export async function conversationStates(
  db: DbTx,
  viewerId: string,
  ids: readonly string[],
): Promise<ConversationState[]> {
  const viewer = Prisma.sql`${viewerId}::uuid`;
  const rows = await db.$queryRaw<(Omit<ConversationState, 'viewerIsIn'> & { conversationId: string })[]>(Prisma.sql`
    SELECT me."conversationId", me."unreadCount", me."lastReadAt",
           (SELECT count(*)::int FROM "ConversationParticipant" p WHERE p."conversationId" = me."conversationId") AS "participantCount",
           ${readUpToSql(Prisma.sql`me."conversationId"`, viewer)} AS "othersReadUpTo"
    FROM "ConversationParticipant" me
    WHERE me."userId" = ${viewer} AND me."conversationId" = ANY(${[...ids]}::uuid[])`);
  const byId = new Map(rows.map(({ conversationId, ...state }) => [conversationId, { viewerIsIn: true, ...state }]));
  return ids.map((id) => byId.get(id) ?? NOT_IN);
}
