-- Written by hand (docs/messaging.md): a participant's own message marks the conversation read for them, in the
-- same statement that counts it unread for the others. Before, the send wrote the sender's "lastReadAt" and
-- count in a statement of its own, after the insert had taken the others' counters: two members replying at
-- once in two conversations they share, each with unread messages, each held the counter the other needed
-- next (a deadlock, answered 503). Now every counter a send moves, the sender's included, goes in one upsert
-- in "userId" order (the totals trigger of ..._messaging_unread_counts).
--
-- Each participant's unread messages in a conversation: the messages from others after their "lastReadAt",
-- sent since they joined; a participant who sent some of the new rows has read up to the newest of theirs, and
-- their count becomes what others sent after it. One statement per inserted batch, whatever its size. The
-- values are expressions of the updated row itself, so a concurrent mark-read that commits first is taken into
-- account (PostgreSQL re-evaluates them against the row's newest version).
CREATE OR REPLACE FUNCTION dadhood_count_unread_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ConversationParticipant" AS p
  SET "lastReadAt" = GREATEST(p."lastReadAt", (
        SELECT max(m."createdAt") FROM new_rows AS m
        WHERE m."conversationId" = p."conversationId" AND m."senderId" = p."userId")),
      "unreadCount" = CASE
        WHEN (SELECT max(m."createdAt") FROM new_rows AS m
              WHERE m."conversationId" = p."conversationId" AND m."senderId" = p."userId") > COALESCE(p."lastReadAt", '-infinity')
        THEN (
          SELECT count(*) FROM "Message" AS m
          WHERE m."conversationId" = p."conversationId" AND m."senderId" IS DISTINCT FROM p."userId"
            AND m."createdAt" >= p."joinedAt"
            AND m."createdAt" > (SELECT max(n."createdAt") FROM new_rows AS n
                                 WHERE n."conversationId" = p."conversationId" AND n."senderId" = p."userId"))
        ELSE p."unreadCount" + (
          SELECT count(*) FROM new_rows AS m
          WHERE m."conversationId" = p."conversationId" AND m."senderId" IS DISTINCT FROM p."userId"
            AND m."createdAt" >= p."joinedAt" AND (p."lastReadAt" IS NULL OR m."createdAt" > p."lastReadAt"))
      END
  WHERE p."conversationId" IN (SELECT DISTINCT "conversationId" FROM new_rows)
    AND EXISTS (
      SELECT 1 FROM new_rows AS m
      WHERE m."conversationId" = p."conversationId" AND (
        (m."senderId" IS DISTINCT FROM p."userId" AND m."createdAt" >= p."joinedAt"
          AND (p."lastReadAt" IS NULL OR m."createdAt" > p."lastReadAt"))
        OR (m."senderId" = p."userId" AND (p."lastReadAt" IS NULL OR m."createdAt" > p."lastReadAt"))));
  RETURN NULL;
END
$$;
