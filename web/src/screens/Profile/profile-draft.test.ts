import { describe, expect, it } from 'vitest';
import {
  addEntry,
  customEntries,
  draftFromProfile,
  passwordChange,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  profileInput,
  toggleEntry,
  withNumberOfKids,
  type EditableProfile,
} from './profile-draft';

const profile: EditableProfile = {
  firstName: 'Sam',
  lastName: null,
  username: 'sam_d',
  email: 'sam@example.com',
  location: 'Austin, TX',
  bio: null,
  dadType: 'experienced',
  interests: ['sports', 'tech'],
  sportsWatchPreferences: ['Football', 'Curling'],
  sportsPlayPreferences: [],
  sportsFavoriteTeams: ['Texas Longhorns'],
  outdoorActivities: ['Camping'],
  collectiblesTypes: [],
  familyStructure: 'nuclear',
  dadBodType: null,
  hairline: 'full',
  numberOfKids: 2,
  kidsAges: [9, 6],
  kidsGenders: ['girl'],
};

describe('the draft', () => {
  it('starts from the profile, a kid row per kid', () => {
    const draft = draftFromProfile(profile, ['Sports', 'Technology']);
    expect(draft.interests).toEqual(['Sports', 'Technology']);
    expect(draft.numberOfKids).toBe('2');
    expect(draft.kids).toEqual([
      { age: '9', gender: 'girl' },
      { age: '6', gender: '' },
    ]);
    expect(draft.lastName).toBe('');
  });

  it('follows the number of kids typed, keeping rows filled in', () => {
    const draft = draftFromProfile(profile, []);
    expect(withNumberOfKids(draft, '3').kids).toEqual([...draft.kids, { age: '', gender: '' }]);
    expect(withNumberOfKids(draft, '1').kids).toEqual([{ age: '9', gender: 'girl' }]);
    expect(withNumberOfKids(draft, '').kids).toEqual([]);
    expect(withNumberOfKids(draft, '99').kids).toHaveLength(20);
  });
});

describe('list entries', () => {
  it('toggle a checkbox entry ignoring case', () => {
    expect(toggleEntry(['Camping'], 'Fishing')).toEqual(['Camping', 'Fishing']);
    expect(toggleEntry(['Camping', 'Fishing'], 'camping')).toEqual(['Fishing']);
  });

  it('add a typed entry trimmed, never empty or twice', () => {
    expect(addEntry(['Texas Longhorns'], '  Dallas   Cowboys ')).toEqual(['Texas Longhorns', 'Dallas Cowboys']);
    expect(addEntry(['Texas Longhorns'], 'texas longhorns')).toEqual(['Texas Longhorns']);
    expect(addEntry(['Texas Longhorns'], '   ')).toEqual(['Texas Longhorns']);
  });

  it("tell the member's own entries from the checkboxes'", () => {
    expect(customEntries(['Football', 'Curling', 'golf'], ['Football', 'Golf'])).toEqual(['Curling']);
  });
});

describe('the password block', () => {
  const filled = { currentPassword: 'old-password', newPassword: 'new-password', confirmPassword: 'new-password' };

  it('changes nothing unless current and new are both filled', () => {
    expect(passwordChange({ currentPassword: '', newPassword: 'new-password', confirmPassword: 'x' })).toEqual({
      change: null,
      problem: null,
    });
    expect(passwordChange({ currentPassword: 'old', newPassword: '', confirmPassword: 'new-password' })).toEqual({
      change: null,
      problem: null,
    });
  });

  it('refuses a confirmation that differs, then a new password under 8 characters', () => {
    expect(passwordChange({ ...filled, confirmPassword: 'new-passw0rd' }).problem).toBe(PASSWORDS_DO_NOT_MATCH);
    expect(passwordChange({ ...filled, newPassword: 'short', confirmPassword: 'short' }).problem).toBe(
      PASSWORD_TOO_SHORT,
    );
    expect(PASSWORD_TOO_SHORT).toBe('New password must be at least 8 characters long');
  });

  it('asks for the change when the rules hold', () => {
    expect(passwordChange(filled)).toEqual({
      change: { currentPassword: 'old-password', newPassword: 'new-password' },
      problem: null,
    });
  });
});

describe('the updateProfile input', () => {
  it('trims, clears blank optional text and sends the kids as filled in', () => {
    const draft = {
      ...draftFromProfile(profile, ['Sports']),
      firstName: '  Samuel ',
      bio: '   ',
      location: ' Dallas, TX ',
    };
    const input = profileInput(draft);
    expect(input).toMatchObject({
      firstName: 'Samuel',
      lastName: null,
      bio: null,
      location: 'Dallas, TX',
      dadType: 'experienced',
    });
    expect(input).toMatchObject({ numberOfKids: 2, kidsAges: [9, 6], kidsGenders: ['girl'] });
    expect(input.sportsWatchPreferences).toEqual(['Football', 'Curling']);
  });

  it('sends no sports without the Sports interest, and no number of kids when blank', () => {
    const draft = withNumberOfKids({ ...draftFromProfile(profile, ['Sports']), interests: ['Technology'] }, '');
    const input = profileInput(draft);
    expect(input.sportsWatchPreferences).toEqual([]);
    expect(input.sportsFavoriteTeams).toEqual([]);
    expect(input).toMatchObject({ numberOfKids: null, kidsAges: [], kidsGenders: [] });
  });
});
