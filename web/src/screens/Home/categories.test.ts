import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryLabel, isCategoryId, toggleCategory } from './categories';

describe('the category filter', () => {
  it('offers the 20 categories, in their order', () => {
    expect(CATEGORIES.map((category) => category.id)).toEqual([
      'diy',
      'sports',
      'food',
      'outdoors',
      'comedy',
      'cars',
      'gaming',
      'tech',
      'photo',
      'music',
      'finance',
      'politics',
      'crypto',
      'tv',
      'collectibles',
      'yard',
      'hobbies',
      'history',
      'family',
      'health',
    ]);
    expect(new Set(CATEGORIES.map((category) => category.label)).size).toBe(20);
  });

  it('labels photo as Memes, and the others by name', () => {
    expect(categoryLabel('photo')).toBe('Memes');
    expect(categoryLabel('diy')).toBe('DIY');
    expect(categoryLabel('tv')).toBe('TV');
    expect(categoryLabel('collectibles')).toBe('Collectibles');
  });

  it('selects a category on click, and clears it when the selected one is clicked again', () => {
    expect(toggleCategory(null, 'cars')).toBe('cars');
    expect(toggleCategory('cars', 'music')).toBe('music');
    expect(toggleCategory('music', 'music')).toBeNull();
  });

  it('knows its ids', () => {
    expect(isCategoryId('photo')).toBe(true);
    expect(isCategoryId('camping')).toBe(false);
    expect(isCategoryId(null)).toBe(false);
  });
});
