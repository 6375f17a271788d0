-- AlterEnum
ALTER TYPE "ModerationActionType" ADD VALUE 'retry_job';
