import { describe, expect, it } from 'vitest';
import { channelCategoriesForInterests, feedCategoriesForInterests } from './interests.js';

describe('interests to categories', () => {
  it('reads onboarding ids and profile labels alike, any case', () => {
    expect(channelCategoriesForInterests(['diy', 'Cooking'])).toEqual([
      'fix_it_tips',
      'home_improvement',
      'cooking_bbq',
    ]);
    expect(channelCategoriesForInterests(['outdoors'])).toEqual(channelCategoriesForInterests(['Outdoor Activities']));
    expect(feedCategoriesForInterests(['tech', 'Memes'])).toEqual(['tech', 'comedy', 'photo']);
  });

  it('ignores interests it does not know', () => {
    expect(channelCategoriesForInterests(['knitting', 'Movies'])).toEqual([]);
    expect(feedCategoriesForInterests([])).toEqual([]);
  });
});
