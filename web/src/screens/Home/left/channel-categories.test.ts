import { describe, expect, it } from 'vitest';
import { channelCategoryLabel } from './channel-categories';

describe('channelCategoryLabel', () => {
  it('labels the known categories and spells out unknown ones', () => {
    expect(channelCategoryLabel('cooking_bbq')).toBe('Cooking & BBQ');
    expect(channelCategoryLabel('fix_it_tips')).toBe('Fix-It Tips');
    expect(channelCategoryLabel('brand_new-thing')).toBe('brand new thing');
  });
});
