-- AlterTable
ALTER TABLE "PanicAlert" ADD COLUMN     "deliveriesWrittenAt" TIMESTAMPTZ(3);

-- Written by hand: alerts notified before this change had their mail and pushes written with their notifications.
UPDATE "PanicAlert" SET "deliveriesWrittenAt" = "notifiedAt" WHERE "notifiedAt" IS NOT NULL;
