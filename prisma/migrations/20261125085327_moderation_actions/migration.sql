-- CreateEnum
CREATE TYPE "ModerationActionType" AS ENUM ('dismiss', 'hide', 'unhide', 'delete', 'warn', 'suspend', 'lift_suspension', 'promote_moderator', 'demote_moderator');

-- CreateTable
CREATE TABLE "ModerationAction" (
    "id" UUID NOT NULL,
    "moderatorId" UUID NOT NULL,
    "action" "ModerationActionType" NOT NULL,
    "targetType" "ReportTarget",
    "targetId" UUID,
    "subjectId" UUID,
    "reason" TEXT NOT NULL,
    "details" JSONB NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ModerationAction_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ModerationAction_createdAt_idx" ON "ModerationAction"("createdAt");

-- CreateIndex
CREATE INDEX "ModerationAction_subjectId_createdAt_idx" ON "ModerationAction"("subjectId", "createdAt");

-- The audit log is append-only (docs/moderation.md): nobody edits or removes what a moderator did, whatever
-- the application asks. Hand-written: Prisma cannot express triggers.
CREATE FUNCTION dadhood_audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The moderation audit log cannot be changed';
END;
$$;

CREATE TRIGGER "ModerationAction_append_only"
  BEFORE UPDATE OR DELETE ON "ModerationAction"
  FOR EACH ROW EXECUTE FUNCTION dadhood_audit_log_is_append_only();
