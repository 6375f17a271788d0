/** How channels read on cards and on their page. */

/** Cards show at most 3 categories or hashtags, then '+N'. */
export const CARD_ITEMS_SHOWN = 3;

/** The first `max` items, and the '+N' label for the rest (null when nothing is left over). */
export function cardOverflow<T>(
  items: readonly T[],
  max = CARD_ITEMS_SHOWN,
): { shown: T[]; more: number; moreLabel: string | null } {
  const more = Math.max(0, items.length - max);
  return { shown: items.slice(0, max), more, moreLabel: more > 0 ? `+${more}` : null };
}

export type SubscriptionKind = 'free' | 'subscription' | (string & {});

/** 'Free', or the monthly price from cents: '$4.99/month'. A subscription without a price reads as Free. */
export function priceLabel(subscriptionType: SubscriptionKind, priceCents: number | null | undefined): string {
  if (subscriptionType !== 'subscription' || priceCents == null) return 'Free';
  return `$${(priceCents / 100).toFixed(2)}/month`;
}

/** Channel Stats' Type: 'Free' or 'Premium'. */
export function channelTypeLabel(subscriptionType: SubscriptionKind): 'Free' | 'Premium' {
  return subscriptionType === 'subscription' ? 'Premium' : 'Free';
}

/** '1 follower', '12 followers' (any noun with a plain -s plural). */
export function countLabel(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}
