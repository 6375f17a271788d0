-- DropIndex
DROP INDEX "Answer_questionId_createdAt_idx";

-- AlterTable
ALTER TABLE "Answer" ADD COLUMN     "helpfulCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "isAccepted" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Question" ADD COLUMN     "answerCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "helpfulCount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "searchVector" tsvector GENERATED ALWAYS AS ((setweight(to_tsvector('english'::regconfig, title), 'A'::"char") || setweight(to_tsvector('english'::regconfig, content), 'B'::"char"))) STORED;

-- CreateTable
CREATE TABLE "AnswerHelpfulMark" (
    "answerId" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "questionId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AnswerHelpfulMark_pkey" PRIMARY KEY ("answerId","userId")
);

-- CreateIndex
CREATE INDEX "AnswerHelpfulMark_userId_idx" ON "AnswerHelpfulMark"("userId");

-- CreateIndex
CREATE INDEX "AnswerHelpfulMark_questionId_idx" ON "AnswerHelpfulMark"("questionId");

-- CreateIndex
CREATE INDEX "Answer_questionId_isAccepted_createdAt_id_idx" ON "Answer"("questionId", "isAccepted" DESC, "createdAt", "id");

-- CreateIndex
CREATE INDEX "Question_answerCount_createdAt_id_idx" ON "Question"("answerCount", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Question_helpfulCount_createdAt_id_idx" ON "Question"("helpfulCount" DESC, "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Question_searchVector_idx" ON "Question" USING GIN ("searchVector");

-- CreateIndex
CREATE INDEX "Question_title_trgm_idx" ON "Question" USING GIN ("title" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "AnswerHelpfulMark" ADD CONSTRAINT "AnswerHelpfulMark_answerId_fkey" FOREIGN KEY ("answerId") REFERENCES "Answer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AnswerHelpfulMark" ADD CONSTRAINT "AnswerHelpfulMark_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AnswerHelpfulMark" ADD CONSTRAINT "AnswerHelpfulMark_questionId_fkey" FOREIGN KEY ("questionId") REFERENCES "Question"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Written by hand (docs/migrations.md): what Prisma cannot express.

-- At most one accepted answer per question: non-accepted answers index NULL, which never collides.
CREATE UNIQUE INDEX "Answer_one_accepted_per_question" ON "Answer" ((CASE WHEN "isAccepted" THEN "questionId" END));

-- The Ask a Dad counters, kept by statement triggers: one grouped write per statement, by every path (commands,
-- seeds, tests, cascades when a member or a question is deleted). Rows are written in id order, so concurrent
-- statements take their row locks in the same order. An answer's removal leaves the question's helpfulCount to
-- its marks' own removal (they cascade with it, and carry questionId for that).
CREATE FUNCTION dadhood_count_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Question" AS q SET "answerCount" = q."answerCount" + added.n
    FROM (SELECT "questionId", count(*) AS n FROM new_rows GROUP BY "questionId" ORDER BY "questionId") AS added
    WHERE q.id = added."questionId";
  ELSE
    UPDATE "Question" AS q SET "answerCount" = q."answerCount" - gone.n
    FROM (SELECT "questionId", count(*) AS n FROM old_rows GROUP BY "questionId" ORDER BY "questionId") AS gone
    WHERE q.id = gone."questionId";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Answer_count_insert" AFTER INSERT ON "Answer"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dadhood_count_answers();
CREATE TRIGGER "Answer_count_delete" AFTER DELETE ON "Answer"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dadhood_count_answers();

CREATE FUNCTION dadhood_count_helpful_marks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "Answer" AS a SET "helpfulCount" = a."helpfulCount" + added.n
    FROM (SELECT "answerId", count(*) AS n FROM new_rows GROUP BY "answerId" ORDER BY "answerId") AS added
    WHERE a.id = added."answerId";
    UPDATE "Question" AS q SET "helpfulCount" = q."helpfulCount" + added.n
    FROM (SELECT "questionId", count(*) AS n FROM new_rows GROUP BY "questionId" ORDER BY "questionId") AS added
    WHERE q.id = added."questionId";
  ELSE
    UPDATE "Answer" AS a SET "helpfulCount" = a."helpfulCount" - gone.n
    FROM (SELECT "answerId", count(*) AS n FROM old_rows GROUP BY "answerId" ORDER BY "answerId") AS gone
    WHERE a.id = gone."answerId";
    UPDATE "Question" AS q SET "helpfulCount" = q."helpfulCount" - gone.n
    FROM (SELECT "questionId", count(*) AS n FROM old_rows GROUP BY "questionId" ORDER BY "questionId") AS gone
    WHERE q.id = gone."questionId";
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER "AnswerHelpfulMark_count_insert" AFTER INSERT ON "AnswerHelpfulMark"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dadhood_count_helpful_marks();
CREATE TRIGGER "AnswerHelpfulMark_count_delete" AFTER DELETE ON "AnswerHelpfulMark"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dadhood_count_helpful_marks();

-- The counts of the answers already there (no marks exist yet).
UPDATE "Question" AS q SET "answerCount" = counted.n
FROM (SELECT "questionId", count(*) AS n FROM "Answer" GROUP BY "questionId") AS counted
WHERE q.id = counted."questionId";
