import { describe, expect, it } from 'vitest';
import { createChannelInput, normalizeChannelHashtags, normalizeWebsite } from './rules.js';

describe('channel rules', () => {
  it('gives each hashtag one leading # and keeps the first spelling of duplicates', () => {
    expect(normalizeChannelHashtags(['grill', '#Grill', '##smoke', ' # ', '', 'Smoke'])).toEqual(['#grill', '#smoke']);
  });

  it('accepts http(s) websites, assumes https without a scheme, and refuses anything else', () => {
    expect(normalizeWebsite('https://dad.example.com/x')).toBe('https://dad.example.com/x');
    expect(normalizeWebsite('dad.example.com')).toBe('https://dad.example.com/');
    for (const bad of ['ftp://dad.example.com', 'javascript:alert(1)', 'localhost', 'not a url.com']) {
      expect(normalizeWebsite(bad)).toBeNull();
    }
  });

  it('drops the price of a free channel and reads it (in cents) for a subscription', () => {
    expect(createChannelInput.parse({ name: 'A', description: 'B', subscriptionPrice: '0' })).toMatchObject({
      subscriptionType: 'free',
      subscriptionPrice: null,
    });
    expect(
      createChannelInput.parse({
        name: 'A',
        description: 'B',
        subscriptionType: 'subscription',
        subscriptionPrice: '999',
      }),
    ).toMatchObject({ subscriptionPrice: 999 });
    expect(
      createChannelInput.safeParse({
        name: 'A',
        description: 'B',
        subscriptionType: 'subscription',
        subscriptionPrice: '9.5',
      }).success,
    ).toBe(false);
  });

  it('reads categories in either spelling, from a list or JSON text, without duplicates', () => {
    const parsed = createChannelInput.parse({
      name: 'A',
      description: 'B',
      categories: '["fix-it-tips","fix_it_tips","gaming"]',
    });
    expect(parsed.categories).toEqual(['fix_it_tips', 'gaming']);
  });
});
