-- AlterTable
ALTER TABLE "User" ADD COLUMN     "referralRewardedAt" TIMESTAMPTZ(3);

-- Members who joined through a link before this change: their referrer was rewarded at registration.
UPDATE "User" SET "referralRewardedAt" = "createdAt" WHERE "referredById" IS NOT NULL;
