-- Upload bytes move into chunks of at most 256 KB (docs/uploads.md): each is written and read by a statement of
-- its own, so no statement holds the database (or PGlite's one connection and the thread) for long.

-- CreateTable
CREATE TABLE "UploadChunk" (
    "uploadId" UUID NOT NULL,
    "index" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "UploadChunk_pkey" PRIMARY KEY ("uploadId","index")
);

-- The bytes already stored, cut the way the app cuts them (262144 bytes = 256 KB; an empty file has no chunk).
INSERT INTO "UploadChunk" ("uploadId", "index", "data", "createdAt")
SELECT u.id, piece.index, substring(u.data FROM piece.index * 262144 + 1 FOR 262144), u."createdAt"
FROM "Upload" u
CROSS JOIN LATERAL generate_series(0, (length(u.data) + 262143) / 262144 - 1) AS piece(index);

-- Chunks have no foreign key (they are written before their Upload row, outside the request's transaction):
-- a statement trigger deletes an Upload's chunks with it, by every path (account deletion, a conversation's
-- cascade), in one statement whatever the number of rows.
CREATE FUNCTION dadhood_delete_upload_chunks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "UploadChunk" c USING old_rows o WHERE c."uploadId" = o.id;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Upload_delete_chunks" AFTER DELETE ON "Upload"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dadhood_delete_upload_chunks();

-- AlterTable
ALTER TABLE "Upload" DROP COLUMN "data";
