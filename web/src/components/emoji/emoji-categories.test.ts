import { describe, expect, it } from 'vitest';
import { EMOJI_CATEGORIES } from './emoji-categories';

describe('the emoji picker', () => {
  it('has exactly its five categories', () => {
    expect(EMOJI_CATEGORIES.map((category) => category.name)).toEqual([
      'Smileys & People',
      'Animals & Nature',
      'Food & Drink',
      'Activities',
      'Objects',
    ]);
  });

  it('offers 24 different emoji in each', () => {
    for (const category of EMOJI_CATEGORIES) expect(new Set(category.emoji).size).toBe(24);
  });
});
