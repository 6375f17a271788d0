-- AlterEnum
ALTER TYPE "UnreadKind" ADD VALUE 'messages';

-- AlterTable
ALTER TABLE "ConversationParticipant" ADD COLUMN     "unreadCount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "attachmentSize" INTEGER;

-- AlterTable
ALTER TABLE "Upload" ADD COLUMN     "conversationId" UUID;

-- CreateIndex
CREATE INDEX "Upload_conversationId_idx" ON "Upload"("conversationId");

-- AddForeignKey
ALTER TABLE "Upload" ADD CONSTRAINT "Upload_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;
