-- The creator's stats (api/src/domain/channels/stats.ts) read a channel's follows of the last 30 days from it.
-- CreateIndex
CREATE INDEX "ChannelFollow_channelId_createdAt_idx" ON "ChannelFollow"("channelId", "createdAt");
