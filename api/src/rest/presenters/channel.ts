/**
 * Channels as /api returns them (the dashboard's widgets and the channel pages): category slugs in their dashed
 * spelling (`fix-it-tips`), `category` = the first of them, the counts, and the viewer's own standing (isFollowing,
 * isSubscribed). `memberCount` counts members who follow or subscribe, each once.
 */
import type { ListedChannel } from '../../domain/channels/read.js';
import { toSpecSpelling } from '../../domain/vocabulary.js';

export function presentChannel(c: ListedChannel) {
  const categories = c.categories.map((category) => toSpecSpelling(category));
  return {
    id: c.id,
    name: c.name,
    description: c.description,
    categories,
    category: categories[0] ?? null,
    hashtags: c.hashtags,
    contactEmail: c.contactEmail,
    website: c.website,
    subscriptionType: c.subscriptionType,
    subscriptionPrice: c.subscriptionPrice,
    profileImageUrl: c.profileImageUrl,
    bannerImageUrl: c.bannerImageUrl,
    creatorId: c.creatorId,
    creator: c.creator,
    isVerified: c.isVerified,
    isPrivate: c.isPrivate,
    memberCount: c.memberCount,
    followerCount: c.followerCount,
    subscriberCount: c.subscriberCount,
    postCount: c.postCount,
    createdAt: c.createdAt,
    isFollowing: c.isFollowing,
    isSubscribed: c.isSubscribed,
  };
}
