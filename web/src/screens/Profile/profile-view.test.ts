import { describe, expect, it } from 'vitest';
import {
  characteristicFacts,
  contactFacts,
  familyFacts,
  hasInterest,
  profileInterests,
  profileName,
  type ShownFields,
} from './profile-view';

const OPTIONS = ['Sports', 'DIY', 'Technology', 'Outdoor Activities', 'Collectibles'];

const everythingShown: ShownFields = {
  email: 'sam@example.com',
  location: 'Austin, TX',
  showEmail: true,
  showLocation: true,
  familyStructure: 'co_parenting',
  showFamilyStructure: true,
  numberOfKids: 2,
  kidsAges: [9, 6],
  kidsGenders: ['girl', 'boy'],
  showKidsInfo: true,
  dadBodType: 'dad_bod_bear',
  showDadBodType: true,
  hairline: 'receding',
  showHairline: true,
};

describe('the profile name', () => {
  it('is the full name, else the display name', () => {
    expect(profileName({ firstName: 'Sam', lastName: 'Diaz', username: 'sam_d' })).toBe('Sam Diaz');
    expect(profileName({ firstName: ' Sam ', lastName: '', username: 'sam_d' })).toBe('Sam');
    expect(profileName({ firstName: null, lastName: null, username: 'sam_d' })).toBe('sam_d');
  });
});

describe('the interests', () => {
  it("are spelled as the profile's list does, onboarding's ids included, each once", () => {
    expect(profileInterests(['sports', 'diy', 'outdoors', 'tech', 'Sports', 'Knitting'], OPTIONS)).toEqual([
      'Sports',
      'DIY',
      'Outdoor Activities',
      'Technology',
      'Knitting',
    ]);
  });

  it('are matched ignoring case', () => {
    expect(hasInterest(['sports'], 'Sports')).toBe(true);
    expect(hasInterest(['Collectibles'], 'Sports')).toBe(false);
  });
});

describe('the facts a profile shows', () => {
  it('shows contact information only where its show flag is on', () => {
    expect(contactFacts(everythingShown)).toEqual([
      { label: 'Email', value: 'sam@example.com' },
      { label: 'Location', value: 'Austin, TX' },
    ]);
    expect(contactFacts({ ...everythingShown, showEmail: false })).toEqual([
      { label: 'Location', value: 'Austin, TX' },
    ]);
    // Nothing to show: the page says 'Contact information is private'.
    expect(contactFacts({ ...everythingShown, showEmail: false, location: null })).toEqual([]);
  });

  it('shows the family structure and the kids under their own flags', () => {
    expect(familyFacts(everythingShown)).toEqual([
      { label: 'Family structure', value: 'Co-parenting' },
      { label: 'Number of kids', value: '2' },
      { label: 'Kids ages', value: '9, 6' },
      { label: 'Kids genders', value: 'Girl, Boy' },
    ]);
    expect(familyFacts({ ...everythingShown, showKidsInfo: false }).map((f) => f.label)).toEqual(['Family structure']);
    expect(
      familyFacts({ ...everythingShown, showFamilyStructure: false, numberOfKids: 0, kidsAges: [], kidsGenders: [] }),
    ).toEqual([{ label: 'Number of kids', value: '0' }]);
  });

  it('shows the dad bod and the hairline under their flags', () => {
    expect(characteristicFacts(everythingShown)).toEqual([
      { label: 'Dad bod', value: 'Bear dad bod' },
      { label: 'Hairline', value: 'Receding hairline' },
    ]);
    expect(characteristicFacts({ ...everythingShown, showDadBodType: false, hairline: null })).toEqual([]);
  });
});
