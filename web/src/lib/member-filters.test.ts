import { describe, expect, it } from 'vitest';
import { dadTypesAmong, isSameLocation, matchesConnectionFilter, matchesDiscoverFilter } from './member-filters';

const sam = {
  firstName: 'Sam',
  lastName: 'Hill',
  username: 'grillmaster',
  email: 'sam@example.com',
  location: 'Austin, TX',
  dadType: 'stay_at_home',
};

describe('the Discover filter', () => {
  it('matches the first name, the last name or the location, ignoring case and surrounding spaces', () => {
    expect(matchesDiscoverFilter(sam, 'sam')).toBe(true);
    expect(matchesDiscoverFilter(sam, 'HILL')).toBe(true);
    expect(matchesDiscoverFilter(sam, ' austin ')).toBe(true);
  });

  it('ignores the username, the e-mail and the dad type', () => {
    expect(matchesDiscoverFilter(sam, 'grillmaster')).toBe(false);
    expect(matchesDiscoverFilter(sam, 'example.com')).toBe(false);
    expect(matchesDiscoverFilter(sam, 'stay')).toBe(false);
  });

  it('keeps everyone with an empty filter, and copes with missing fields', () => {
    expect(matchesDiscoverFilter({}, '')).toBe(true);
    expect(matchesDiscoverFilter({}, 'sam')).toBe(false);
    expect(matchesDiscoverFilter({ firstName: null, location: null }, 'a')).toBe(false);
  });
});

describe('the My Connections filter', () => {
  it('matches the full name, the username, the e-mail and the location', () => {
    for (const text of ['Sam Hill', 'grill', 'SAM@EXAMPLE', 'tx'])
      expect(matchesConnectionFilter(sam, text)).toBe(true);
    expect(matchesConnectionFilter(sam, 'Dallas')).toBe(false);
  });

  it('matches the dad type as stored, with dashes and as shown', () => {
    expect(matchesConnectionFilter(sam, 'stay_at_home')).toBe(true);
    expect(matchesConnectionFilter(sam, 'stay-at-home')).toBe(true);
    expect(matchesConnectionFilter(sam, 'Stay-at-Home Dad')).toBe(true);
    expect(matchesConnectionFilter({ ...sam, dadType: 'experienced' }, 'stay')).toBe(false);
  });
});

describe('a local connection', () => {
  it('lives in the viewer’s location, ignoring case and spaces', () => {
    expect(isSameLocation('Austin, TX', ' austin, tx')).toBe(true);
    expect(isSameLocation('Austin, TX', 'Austin')).toBe(false);
  });

  it('needs both locations (a hidden one is never local)', () => {
    expect(isSameLocation('Austin, TX', null)).toBe(false);
    expect(isSameLocation(null, null)).toBe(false);
    expect(isSameLocation('', '')).toBe(false);
  });
});

describe("Discover's dad type choices", () => {
  it('are the types present, once each, by label', () => {
    const members = [{ dadType: 'working' }, { dadType: 'experienced' }, { dadType: null }, { dadType: 'working' }, {}];
    expect(dadTypesAmong(members)).toEqual(['experienced', 'working']);
    expect(dadTypesAmong([])).toEqual([]);
  });
});
