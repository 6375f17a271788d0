/**
 * Group chats for the benchmarks that play members, written in SQL: `Conversation` and `ConversationParticipant`
 * rows, so the messaging rules (who may start a chat with whom) are skipped, as a seed may.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/**
 * Puts `memberIds` in group chats of `size`, in their order (the first `size` together, and so on), made a day
 * ago by each chat's first member; the chats' ids, chat `k` holding members `k * size` to `(k + 1) * size - 1`.
 */
export async function insertGroupChats(
  client: pg.Client,
  memberIds: readonly string[],
  size: number,
): Promise<string[]> {
  const chats = Array.from({ length: Math.ceil(memberIds.length / size) }, () => randomUUID());
  await client.query(
    `INSERT INTO "Conversation" (id, "isGroup", title, "createdById", "createdAt", "lastMessageAt")
     SELECT c.id, true, 'Bench chat ' || c.n, c.creator, now() - interval '1 day', now() - interval '1 day'
     FROM unnest($1::uuid[], $2::uuid[]) WITH ORDINALITY AS c(id, creator, n)`,
    [chats, chats.map((_c, g) => memberIds[g * size]!)],
  );
  await client.query(
    `INSERT INTO "ConversationParticipant" ("conversationId", "userId", "joinedAt")
     SELECT p.c, p.u, now() - interval '1 day' FROM unnest($1::uuid[], $2::uuid[]) AS p(c, u)`,
    [memberIds.map((_m, i) => chats[Math.floor(i / size)]!), memberIds],
  );
  return chats;
}
