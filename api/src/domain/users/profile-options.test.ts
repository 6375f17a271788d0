import { describe, expect, it } from 'vitest';
import { DadBodType, DadType, FamilyStructure, Hairline, ProfileVisibility } from '../../generated/prisma/client.js';
import { toSpecSpelling } from '../vocabulary.js';
import {
  COLLECTIBLE_TYPES,
  DAD_TYPE_OPTIONS,
  INTERESTS,
  OUTDOOR_ACTIVITIES,
  PLAY_SPORTS,
  PROFILE_OPTIONS,
  WATCH_SPORTS,
} from './profile-options.js';

const specValues = (values: Record<string, string>) => Object.values(values).map((v) => toSpecSpelling(v));

describe('the profile option lists', () => {
  it('has the sizes and ends the product fixes', () => {
    expect(WATCH_SPORTS).toHaveLength(17);
    expect(PLAY_SPORTS).toHaveLength(15);
    expect(OUTDOOR_ACTIVITIES).toHaveLength(22);
    expect([OUTDOOR_ACTIVITIES[0], OUTDOOR_ACTIVITIES.at(-1)]).toEqual(['Camping', 'Geocaching']);
    expect(COLLECTIBLE_TYPES).toHaveLength(22);
    expect([COLLECTIBLE_TYPES[0], COLLECTIBLE_TYPES.at(-1)]).toEqual(['Baseball Cards', 'Art Prints']);
  });

  it('has the 23 interests in the order the editor shows them', () => {
    expect(INTERESTS).toHaveLength(23);
    expect(INTERESTS.join(', ')).toBe(
      'Sports, Parenting, Career, Health & Wellness, Finance, Home & Garden, Technology, Cooking, DIY, Gaming, Fitness, ' +
        'Reading, Music, Movies, Travel, Photography, Cars, Outdoor Activities, Woodworking, Crypto, Food, Memes, Collectibles',
    );
  });

  it('has no entry twice in any list, ignoring case', () => {
    for (const list of [INTERESTS, WATCH_SPORTS, PLAY_SPORTS, OUTDOOR_ACTIVITIES, COLLECTIBLE_TYPES]) {
      expect(new Set(list.map((item) => item.toLowerCase())).size).toBe(list.length);
    }
  });

  it('has the ten dad types with their labels, each one the database knows', () => {
    expect(DAD_TYPE_OPTIONS.map((o) => `${o.value}: ${o.label}`)).toEqual([
      'new: New Dad',
      'experienced: Experienced Dad',
      'stepdad: Step Dad',
      'single: Single Dad',
      'stay-at-home: Stay-at-Home Dad',
      'working: Working Dad',
      'weekend: Weekend Dad',
      'granddad: Granddad',
      'future: Future Dad',
      'friend: Friend of Dad',
    ]);
    for (const { value } of DAD_TYPE_OPTIONS) expect(specValues(DadType)).toContain(value);
  });

  it('spells the enum lists with dashes, matching the database enums exactly', () => {
    expect(PROFILE_OPTIONS.familyStructures).toEqual(specValues(FamilyStructure));
    expect(PROFILE_OPTIONS.dadBodTypes).toEqual(specValues(DadBodType));
    expect(PROFILE_OPTIONS.hairlines).toEqual(specValues(Hairline));
    expect(PROFILE_OPTIONS.visibilities).toEqual(Object.values(ProfileVisibility));
    expect(PROFILE_OPTIONS.familyStructures).toEqual([
      'nuclear',
      'single',
      'blended',
      'extended',
      'co-parenting',
      'other',
    ]);
  });
});
