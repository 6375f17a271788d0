-- Written by hand: what Prisma cannot express (docs/live-events.md).

-- The statement that writes notifications by the members' choices (api/src/domain/notifications/write.ts) keeps
-- the unread counters itself, in the same statement, and takes the new counts from its RETURNING instead of
-- reading them again after the trigger: a fan-out to 5,000 members saved one statement and ~57 ms. It says so by
-- setting "dadhood.unread_counted" for the transaction while it counts; the insert trigger of that statement then
-- clears the setting and counts nothing. Every other insert (commands, seeds, tests, any other statement) finds
-- the setting unset and is counted here as before. The setting is local to the transaction and rolled back with
-- it, and the trigger clears it at the end of the very statement that set it, so it never reaches another one.
CREATE OR REPLACE FUNCTION dadhood_count_unread_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF current_setting('dadhood.unread_counted', true) = 'on' THEN
      PERFORM set_config('dadhood.unread_counted', '', true);
      RETURN NULL;
    END IF;
    INSERT INTO "UnreadCount" AS c ("userId", kind, count, version)
    SELECT "userId", 'notifications', count(*), 1 FROM new_rows WHERE NOT "isRead" GROUP BY "userId" ORDER BY "userId"
    ON CONFLICT ("userId", kind) DO UPDATE SET count = c.count + excluded.count, version = c.version + 1;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "UnreadCount" AS c ("userId", kind, count, version)
    SELECT "userId", 'notifications', sum(n), 1
    FROM (
      SELECT "userId", count(*) AS n FROM new_rows WHERE NOT "isRead" GROUP BY "userId"
      UNION ALL
      SELECT "userId", -count(*) FROM old_rows WHERE NOT "isRead" GROUP BY "userId"
    ) AS change
    GROUP BY "userId" HAVING sum(n) <> 0 ORDER BY "userId"
    ON CONFLICT ("userId", kind) DO UPDATE SET count = c.count + excluded.count, version = c.version + 1;
  ELSE
    -- Existing counters only: when a member is deleted, their counter may already have gone with them.
    UPDATE "UnreadCount" AS c SET count = c.count - gone.n, version = c.version + 1
    FROM (SELECT "userId", count(*) AS n FROM old_rows WHERE NOT "isRead" GROUP BY "userId") AS gone
    WHERE c."userId" = gone."userId" AND c.kind = 'notifications';
  END IF;
  RETURN NULL;
END
$$;
