-- CreateEnum
CREATE TYPE "ContentHidden" AS ENUM ('pending_review', 'moderators');

-- AlterTable
ALTER TABLE "Channel" ADD COLUMN     "hidden" "ContentHidden";

-- AlterTable
ALTER TABLE "Comment" ADD COLUMN     "hidden" "ContentHidden";

-- AlterTable
ALTER TABLE "Event" ADD COLUMN     "hidden" "ContentHidden";

-- AlterTable
ALTER TABLE "Group" ADD COLUMN     "hidden" "ContentHidden";

-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "hidden" "ContentHidden";

-- AlterTable
ALTER TABLE "ModerationAction" ALTER COLUMN "moderatorId" DROP NOT NULL;

-- AlterTable
ALTER TABLE "Post" ADD COLUMN     "hidden" "ContentHidden";

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "suspendedAt" TIMESTAMPTZ(3),
ADD COLUMN     "suspendedUntil" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "User_suspendedAt_idx" ON "User"("suspendedAt");
