import { describe, expect, it } from 'vitest';
import { cardOverflow, channelTypeLabel, countLabel, priceLabel } from './channels';

describe('cardOverflow', () => {
  it('shows the first 3 and counts the rest as +N', () => {
    expect(cardOverflow(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2, moreLabel: '+2' });
  });

  it('has no +N when everything fits', () => {
    expect(cardOverflow(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0, moreLabel: null });
    expect(cardOverflow([])).toEqual({ shown: [], more: 0, moreLabel: null });
  });

  it('takes another limit', () => {
    expect(cardOverflow([1, 2, 3], 1).moreLabel).toBe('+2');
  });
});

describe('priceLabel', () => {
  it('reads Free for a free channel, whatever the price says', () => {
    expect(priceLabel('free', null)).toBe('Free');
    expect(priceLabel('free', 500)).toBe('Free');
  });

  it('turns cents into dollars per month', () => {
    expect(priceLabel('subscription', 499)).toBe('$4.99/month');
    expect(priceLabel('subscription', 1000)).toBe('$10.00/month');
    expect(priceLabel('subscription', 5)).toBe('$0.05/month');
  });

  it('reads Free for a subscription without a price', () => {
    expect(priceLabel('subscription', null)).toBe('Free');
  });
});

describe('channelTypeLabel', () => {
  it('is Premium for a subscription, else Free', () => {
    expect(channelTypeLabel('subscription')).toBe('Premium');
    expect(channelTypeLabel('free')).toBe('Free');
  });
});

describe('countLabel', () => {
  it('uses the singular for one', () => {
    expect(countLabel(1, 'follower')).toBe('1 follower');
    expect(countLabel(0, 'post')).toBe('0 posts');
    expect(countLabel(12, 'subscriber')).toBe('12 subscribers');
  });
});
