-- /uploads/<key> finds what shows an upload by its URL in these columns (docs/images.md#who-sees-an-upload).

-- CreateIndex
CREATE INDEX "Channel_profileImageUrl_idx" ON "Channel"("profileImageUrl");

-- CreateIndex
CREATE INDEX "Channel_bannerImageUrl_idx" ON "Channel"("bannerImageUrl");

-- CreateIndex
CREATE INDEX "Comment_imageUrl_idx" ON "Comment"("imageUrl");

-- CreateIndex
CREATE INDEX "Event_imageUrl_idx" ON "Event"("imageUrl");

-- CreateIndex
CREATE INDEX "Event_bannerUrl_idx" ON "Event"("bannerUrl");

-- CreateIndex
CREATE INDEX "EventPhoto_imageUrl_idx" ON "EventPhoto"("imageUrl");

-- CreateIndex
CREATE INDEX "Group_imageUrl_idx" ON "Group"("imageUrl");

-- CreateIndex
CREATE INDEX "Group_bannerUrl_idx" ON "Group"("bannerUrl");

-- CreateIndex
CREATE INDEX "Message_attachmentUrl_idx" ON "Message"("attachmentUrl");

-- CreateIndex
CREATE INDEX "Post_imageUrl_idx" ON "Post"("imageUrl");

-- CreateIndex
CREATE INDEX "User_profileImageUrl_idx" ON "User"("profileImageUrl");
