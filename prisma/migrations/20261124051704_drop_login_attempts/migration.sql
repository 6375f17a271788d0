-- DropTable
DROP TABLE "LoginAttempt";
