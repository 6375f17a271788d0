-- CreateEnum
CREATE TYPE "AccountLinkPurpose" AS ENUM ('password_reset', 'email_verification');

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "emailVerifiedAt" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "AccountLink" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "purpose" "AccountLinkPurpose" NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),

    CONSTRAINT "AccountLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AccountLink_tokenHash_key" ON "AccountLink"("tokenHash");

-- CreateIndex
CREATE INDEX "AccountLink_userId_purpose_idx" ON "AccountLink"("userId", "purpose");

-- CreateIndex
CREATE INDEX "AccountLink_expiresAt_idx" ON "AccountLink"("expiresAt");

-- AddForeignKey
ALTER TABLE "AccountLink" ADD CONSTRAINT "AccountLink_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Members who joined before addresses were verified keep what they could do: their address counts as
-- verified from the day they joined (docs/security.md#e-mail-verification).
UPDATE "User" SET "emailVerifiedAt" = "createdAt";
