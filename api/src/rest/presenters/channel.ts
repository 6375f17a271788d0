/**
 * Channels as /api returns them (part 1's dashboard Channel, part 3's Channel): category slugs in the spec's
 * spelling, `category` = the first of them, the counts, and the viewer's own standing (isFollowing,
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
