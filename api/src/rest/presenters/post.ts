/**
 * A post as /api returns it on the Dadfeed, the permalink page and write responses: the fields the web app
 * reads (likes = fist bump count, comments = comment count, isLiked = the viewer's fist bump) plus the poll, and
 * the author as a card shows them (presentAuthor), and the group and channel badges. Everything was read in the
 * page's one statement.
 */
import { sendPage } from '../paging.js';
import type { Request, Response } from 'express';
import type { FeedPost } from '../../domain/feed/details.js';
import type { FeedPage } from '../../domain/feed/page.js';
import { presentAuthor } from './user.js';

export function presentFeedPost(post: FeedPost) {
  return {
    id: post.id,
    content: post.content,
    authorId: post.authorId,
    author: presentAuthor(post.author),
    imageUrl: post.imageUrl,
    hashtags: post.hashtags,
    categories: post.categories,
    type: post.type,
    groupId: post.groupId,
    group: post.group,
    eventId: post.eventId,
    channelId: post.channelId,
    /** The channel badge: `{id, name, profileImageUrl, isVerified}`, null off channels. */
    channel: post.channel,
    shareToPersonalFeed: post.shareToPersonalFeed,
    isEdited: post.isEdited,
    /** Set only on the author's own post when moderation hid it (docs/moderation.md): nobody else gets it. */
    moderationHidden: post.hidden ?? null,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    likes: post.fistBumpCount,
    comments: post.commentCount,
    isLiked: post.viewerHasFistBumped,
    poll: post.poll,
  };
}

/** A feed page as /api sends it: a plain array, newest first; the next page's cursor in X-Next-Cursor and a Link. */
export function sendFeedPage(req: Request, res: Response, page: FeedPage): void {
  sendPage(req, res, page.posts.map(presentFeedPost), page.nextCursor);
}
