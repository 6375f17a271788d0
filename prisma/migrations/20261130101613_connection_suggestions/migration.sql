-- CreateTable
CREATE TABLE "ConnectionSuggestion" (
    "userId" UUID NOT NULL,
    "suggestedId" UUID NOT NULL,
    "mutual" INTEGER NOT NULL,

    CONSTRAINT "ConnectionSuggestion_pkey" PRIMARY KEY ("userId","suggestedId")
);

-- CreateTable
CREATE TABLE "ConnectionSuggestionState" (
    "userId" UUID NOT NULL,
    "computedAt" TIMESTAMPTZ(3),

    CONSTRAINT "ConnectionSuggestionState_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "ConnectionSuggestion_suggestedId_idx" ON "ConnectionSuggestion"("suggestedId");

-- AddForeignKey
ALTER TABLE "ConnectionSuggestion" ADD CONSTRAINT "ConnectionSuggestion_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConnectionSuggestion" ADD CONSTRAINT "ConnectionSuggestion_suggestedId_fkey" FOREIGN KEY ("suggestedId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConnectionSuggestionState" ADD CONSTRAINT "ConnectionSuggestionState_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
