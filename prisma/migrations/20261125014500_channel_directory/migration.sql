-- AlterTable
ALTER TABLE "Channel" ADD COLUMN     "followerCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "postCount" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "Channel_followerCount_id_idx" ON "Channel"("followerCount" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Channel_postCount_id_idx" ON "Channel"("postCount" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Channel_description_trgm_idx" ON "Channel" USING GIN ("description" gin_trgm_ops);

-- The directory's A-Z sort, case-insensitive (Prisma cannot express an index on an expression).
CREATE INDEX "Channel_lower_name_id_idx" ON "Channel" (lower("name"), "id");

-- Channel.followerCount and Channel.postCount follow every insert and delete of a follow or a channel post,
-- whoever makes it (commands, seeds, tests' factories, cascades): one grouped update per statement, the rows
-- locked in channel order so that concurrent statements cannot deadlock. A post does not change channel.
CREATE FUNCTION dadhood_count_channel_follows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Channel" AS c SET "followerCount" = c."followerCount" + added.n
    FROM (SELECT "channelId", count(*) AS n FROM new_rows GROUP BY "channelId" ORDER BY "channelId") AS added
    WHERE c.id = added."channelId";
  ELSE
    UPDATE "Channel" AS c SET "followerCount" = c."followerCount" - gone.n
    FROM (SELECT "channelId", count(*) AS n FROM old_rows GROUP BY "channelId" ORDER BY "channelId") AS gone
    WHERE c.id = gone."channelId";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "ChannelFollow_count_insert" AFTER INSERT ON "ChannelFollow"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dadhood_count_channel_follows();
CREATE TRIGGER "ChannelFollow_count_delete" AFTER DELETE ON "ChannelFollow"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dadhood_count_channel_follows();

CREATE FUNCTION dadhood_count_channel_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Channel" AS c SET "postCount" = c."postCount" + added.n
    FROM (SELECT "channelId", count(*) AS n FROM new_rows WHERE "channelId" IS NOT NULL GROUP BY "channelId" ORDER BY "channelId") AS added
    WHERE c.id = added."channelId";
  ELSE
    UPDATE "Channel" AS c SET "postCount" = c."postCount" - gone.n
    FROM (SELECT "channelId", count(*) AS n FROM old_rows WHERE "channelId" IS NOT NULL GROUP BY "channelId" ORDER BY "channelId") AS gone
    WHERE c.id = gone."channelId";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Post_channel_count_insert" AFTER INSERT ON "Post"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dadhood_count_channel_posts();
CREATE TRIGGER "Post_channel_count_delete" AFTER DELETE ON "Post"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dadhood_count_channel_posts();

-- The counts of the follows and posts already there.
UPDATE "Channel" AS c SET "followerCount" = counted.n
FROM (SELECT "channelId", count(*) AS n FROM "ChannelFollow" GROUP BY "channelId") AS counted
WHERE c.id = counted."channelId";
UPDATE "Channel" AS c SET "postCount" = counted.n
FROM (SELECT "channelId", count(*) AS n FROM "Post" WHERE "channelId" IS NOT NULL GROUP BY "channelId") AS counted
WHERE c.id = counted."channelId";
