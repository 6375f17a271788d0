import { describe, expect, it } from 'vitest';
import { categoriesForInterests, locationParts } from './recommend.js';

describe('categoriesForInterests', () => {
  it('maps interests naming a category, and the onboarding interests that do not, ignoring case', () => {
    expect(categoriesForInterests(['Sports', 'cooking', 'Outdoors', 'reading', 'knitting'])).toEqual([
      'sports',
      'food',
      'camping',
      'fitness',
      'educational',
    ]);
    expect(categoriesForInterests([])).toEqual([]);
  });
});

describe('locationParts', () => {
  it('takes the city and the state as whole-word patterns', () => {
    expect(locationParts('Austin, TX')).toEqual({ city: '\\mAustin\\M', state: '\\mTX\\M' });
    expect(locationParts(' San  Antonio ')).toEqual({ city: '\\mSan\\s+Antonio\\M', state: null });
    expect(locationParts(null)).toEqual({ city: null, state: null });
  });

  it('escapes what a member typed, so it is matched as text', () => {
    expect(locationParts('St. Louis (MO), M')).toEqual({ city: '\\mSt\\.\\s+Louis\\s+\\(MO\\)\\M', state: null });
  });
});
