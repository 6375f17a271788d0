import { describe, expect, it } from 'vitest';
import { CHANNEL_CATEGORIES, categoryIdOf, categorySlug, channelCategoryLabel } from './channel-categories';

describe('channel categories', () => {
  it('lists the 20 slugs in their order', () => {
    expect(CHANNEL_CATEGORIES.map((category) => categorySlug(category.id))).toEqual([
      'fix-it-tips',
      'sports-analysis',
      'parenting-advice',
      'cooking-bbq',
      'home-improvement',
      'car-maintenance',
      'tech-reviews',
      'fitness-health',
      'dad-jokes',
      'financial-advice',
      'outdoor-activities',
      'education-tutoring',
      'insights-mentoring',
      'gaming',
      'music-instruments',
      'photography',
      'travel-family',
      'business-career',
      'mental-health',
      'arts-crafts',
    ]);
  });

  it('labels the known categories in either spelling and spells out unknown ones', () => {
    expect(channelCategoryLabel('cooking_bbq')).toBe('Cooking & BBQ');
    expect(channelCategoryLabel('fix-it-tips')).toBe('Fix-It Tips');
    expect(channelCategoryLabel('brand_new-thing')).toBe('brand new thing');
  });

  it('reads a slug back as the GraphQL enum value, or null', () => {
    expect(categoryIdOf('travel-family')).toBe('travel_family');
    expect(categoryIdOf('gaming')).toBe('gaming');
    expect(categoryIdOf('knitting')).toBeNull();
  });
});
