import { describe, expect, it } from 'vitest';
import {
  DAD_TYPES,
  INTERESTS,
  draftFromProfile,
  emptyDraft,
  onboardingInput,
  toggleInterest,
} from './onboarding-options';

describe('onboarding options', () => {
  it('offers its dad types and interests, in order', () => {
    expect(DAD_TYPES.map((t) => t.value)).toEqual(['new', 'experienced', 'single', 'stay-at-home', 'working', 'all']);
    expect(DAD_TYPES.at(-1)?.label).toBe('All of the Above');
    expect(INTERESTS.map((i) => i.value)).toEqual([
      'sports',
      'diy',
      'gaming',
      'cooking',
      'outdoors',
      'reading',
      'cars',
      'music',
      'tech',
    ]);
  });
});

describe('onboardingInput', () => {
  it('is missing without a dad type or a location', () => {
    expect(onboardingInput({ ...emptyDraft, location: 'Austin, TX' })).toBeNull();
    expect(onboardingInput({ ...emptyDraft, dadType: 'new', location: '   ' })).toBeNull();
  });

  it('converts the dad type to the GraphQL spelling, trims, and drops an empty bio', () => {
    expect(
      onboardingInput({ dadType: 'stay-at-home', interests: ['diy'], location: ' Austin, TX ', bio: '  ' }),
    ).toEqual({
      acceptTerms: true,
      dadType: 'stay_at_home',
      interests: ['diy'],
      location: 'Austin, TX',
      bio: null,
    });
  });
});

describe('draftFromProfile', () => {
  it('starts from the profile, keeping only a dad type the wizard offers', () => {
    expect(draftFromProfile({ dadType: 'stay_at_home', interests: ['cars'], location: 'Leeds', bio: null })).toEqual({
      dadType: 'stay-at-home',
      interests: ['cars'],
      location: 'Leeds',
      bio: '',
    });
    expect(draftFromProfile({ dadType: 'granddad' }).dadType).toBeNull();
  });
});

describe('toggleInterest', () => {
  it('adds an absent interest and removes a present one', () => {
    expect(toggleInterest(['sports'], 'diy')).toEqual(['sports', 'diy']);
    expect(toggleInterest(['sports', 'diy'], 'sports')).toEqual(['diy']);
  });
});
