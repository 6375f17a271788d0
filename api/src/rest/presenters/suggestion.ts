/**
 * Suggested content as /api returns it (GET /api/suggestions/content): the dashboard's suggested post shape,
 * the channel and event shapes, each item with at most 2 categories.
 */
import type { ListedChannel } from '../../domain/channels/read.js';
import type { ListedEvent } from '../../domain/events/lists.js';
import type { FeedPost } from '../../domain/feed/details.js';
import { suggestionCategories } from '../../domain/suggestions/content.js';
import { toSpecSpelling } from '../../domain/vocabulary.js';
import { presentChannel } from './channel.js';
import { presentListedEvent } from './event.js';

/** Post authors' display rule: the username, else 'Dad' and the last 4 characters of their id. */
export const postAuthorName = (author: { id: string; username: string | null }) =>
  author.username || `Dad${author.id.slice(-4)}`;

export function presentSuggestedPost(post: FeedPost) {
  return {
    id: post.id,
    authorId: post.authorId,
    authorName: postAuthorName(post.author),
    authorImageUrl: post.author.profileImageUrl,
    authorDadType: toSpecSpelling(post.author.dadType),
    content: post.content,
    imageUrl: post.imageUrl,
    hashtags: post.hashtags,
    createdAt: post.createdAt,
    categories: suggestionCategories(post.categories),
    // Post views are not counted.
    views: null,
    comments: post.commentCount,
    likes: post.fistBumpCount,
    isLiked: post.viewerHasFistBumped,
  };
}

export function presentSuggestedChannel(channel: ListedChannel) {
  const presented = presentChannel(channel);
  return { ...presented, categories: suggestionCategories(presented.categories) };
}

export function presentSuggestedEvent(event: ListedEvent, viewerId: string) {
  const presented = presentListedEvent(event, viewerId);
  return { ...presented, categories: suggestionCategories(presented.categories) };
}
