-- Written by hand (docs/messaging.md, docs/live-events.md). A migration of its own: the 'messages' value the
-- previous one added to "UnreadKind" cannot be used in the transaction that added it.

-- Each participant's unread messages in a conversation: the messages from others after their "lastReadAt",
-- sent since they joined. One statement per inserted batch, whatever its size (seeds insert thousands). The
-- conditions are on the updated row itself, so a concurrent mark-read that commits first is taken into account
-- (PostgreSQL re-checks them against the row's newest version). Messages are never deleted on their own; a
-- deleted conversation takes its participants with it.
CREATE FUNCTION dadhood_count_unread_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ConversationParticipant" AS p
  SET "unreadCount" = p."unreadCount" + (
    SELECT count(*) FROM new_rows AS m
    WHERE m."conversationId" = p."conversationId" AND m."senderId" IS DISTINCT FROM p."userId"
      AND m."createdAt" >= p."joinedAt" AND (p."lastReadAt" IS NULL OR m."createdAt" > p."lastReadAt"))
  WHERE p."conversationId" IN (SELECT DISTINCT "conversationId" FROM new_rows)
    AND EXISTS (
      SELECT 1 FROM new_rows AS m
      WHERE m."conversationId" = p."conversationId" AND m."senderId" IS DISTINCT FROM p."userId"
        AND m."createdAt" >= p."joinedAt" AND (p."lastReadAt" IS NULL OR m."createdAt" > p."lastReadAt"));
  RETURN NULL;
END
$$;

CREATE TRIGGER "Message_unread_insert" AFTER INSERT ON "Message"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dadhood_count_unread_messages();

-- Each member's total (the Messages badge) follows their participants' counts, as the notification counter
-- follows "Notification": one grouped write per statement, counters in "userId" order.
CREATE FUNCTION dadhood_total_unread_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "UnreadCount" AS c ("userId", kind, count, version)
    SELECT "userId", 'messages', sum("unreadCount"), 1 FROM new_rows
    GROUP BY "userId" HAVING sum("unreadCount") <> 0 ORDER BY "userId"
    ON CONFLICT ("userId", kind) DO UPDATE SET count = c.count + excluded.count, version = c.version + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "UnreadCount" AS c ("userId", kind, count, version)
    SELECT "userId", 'messages', sum(n), 1
    FROM (
      SELECT "userId", "unreadCount" AS n FROM new_rows
      UNION ALL
      SELECT "userId", -"unreadCount" FROM old_rows
    ) AS change
    GROUP BY "userId" HAVING sum(n) <> 0 ORDER BY "userId"
    ON CONFLICT ("userId", kind) DO UPDATE SET count = c.count + excluded.count, version = c.version + 1;
  ELSE
    -- Existing counters only: when a member is deleted, their counter may already have gone with them.
    UPDATE "UnreadCount" AS c SET count = c.count - gone.n, version = c.version + 1
    FROM (SELECT "userId", sum("unreadCount") AS n FROM old_rows GROUP BY "userId" HAVING sum("unreadCount") <> 0) AS gone
    WHERE c."userId" = gone."userId" AND c.kind = 'messages';
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "ConversationParticipant_unread_insert" AFTER INSERT ON "ConversationParticipant"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dadhood_total_unread_messages();
CREATE TRIGGER "ConversationParticipant_unread_update" AFTER UPDATE ON "ConversationParticipant"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dadhood_total_unread_messages();
CREATE TRIGGER "ConversationParticipant_unread_delete" AFTER DELETE ON "ConversationParticipant"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dadhood_total_unread_messages();

-- The counts of the messages already there (the update trigger above writes the totals).
UPDATE "ConversationParticipant" AS p SET "unreadCount" = (
  SELECT count(*) FROM "Message" AS m
  WHERE m."conversationId" = p."conversationId" AND m."senderId" IS DISTINCT FROM p."userId"
    AND m."createdAt" >= p."joinedAt" AND (p."lastReadAt" IS NULL OR m."createdAt" > p."lastReadAt"));

-- Attachments already sent become private to their conversation, and get their size.
UPDATE "Upload" AS u SET "conversationId" = m."conversationId"
FROM "Message" AS m WHERE m."attachmentUrl" = '/uploads/' || u.key;
UPDATE "Message" AS m SET "attachmentSize" = u."byteSize"
FROM "Upload" AS u WHERE m."attachmentUrl" = '/uploads/' || u.key;
