-- CreateEnum
CREATE TYPE "UnreadKind" AS ENUM ('notifications');

-- AlterTable
ALTER TABLE "PanicAlert" ADD COLUMN     "notifiedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "UnreadCount" (
    "userId" UUID NOT NULL,
    "kind" "UnreadKind" NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "UnreadCount_pkey" PRIMARY KEY ("userId","kind")
);

-- DropIndex
DROP INDEX "Notification_userId_isRead_idx";

-- CreateIndex
CREATE INDEX "PanicAlert_notifiedAt_idx" ON "PanicAlert"("notifiedAt");

-- AddForeignKey
ALTER TABLE "UnreadCount" ADD CONSTRAINT "UnreadCount_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand: what Prisma cannot express (docs/live-events.md).

-- Alerts raised before this change had their notifications written in the request itself.
UPDATE "PanicAlert" SET "notifiedAt" = "createdAt";

-- A version 7 UUID (time-ordered, like Prisma's uuid(7)) for rows that SQL inserts rather than Prisma: a random
-- UUID with its first 48 bits replaced by the Unix time in milliseconds and its version nibble set to 7.
CREATE FUNCTION dadhood_uuid7() RETURNS uuid LANGUAGE sql VOLATILE AS $$
  SELECT encode(
    set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
      PLACING substring(int8send(floor(extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6),
      52, 1), 53, 1),
    'hex')::uuid
$$;

-- Each member's unread notification count, kept in step with "Notification" by statement triggers: one grouped
-- write per statement, whatever its number of rows, by every path (commands, seeds, tests, cascades). Counters
-- are written in "userId" order, so two fan-outs to overlapping members take their locks in the same order.
-- "version" moves with every change; the live events carry it (events/unread-counts.ts).
CREATE FUNCTION dadhood_count_unread_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
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

CREATE TRIGGER "Notification_unread_insert" AFTER INSERT ON "Notification"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dadhood_count_unread_notifications();
CREATE TRIGGER "Notification_unread_update" AFTER UPDATE ON "Notification"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dadhood_count_unread_notifications();
CREATE TRIGGER "Notification_unread_delete" AFTER DELETE ON "Notification"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dadhood_count_unread_notifications();

-- The counts of the notifications already there.
INSERT INTO "UnreadCount" ("userId", kind, count, version)
SELECT "userId", 'notifications', count(*), 1 FROM "Notification" WHERE NOT "isRead" GROUP BY "userId";
