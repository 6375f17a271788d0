import { describe, expect, it } from 'vitest';
import { interestsPreview, visibleProfileFields, type ProfileCardUser } from './profile-card-fields';

const everythingShown: ProfileCardUser = {
  email: 'sam@example.com',
  location: 'Austin, TX',
  familyStructure: 'blended',
  dadBodType: 'dad_bod_classic',
  hairline: 'receding',
  showEmail: true,
  showLocation: true,
  showFamilyStructure: true,
  showDadBodType: true,
  showHairline: true,
};

describe('the profile card fields', () => {
  it('shows every field whose show flag is on, in order, with readable values', () => {
    expect(visibleProfileFields(everythingShown).map((field) => [field.key, field.value])).toEqual([
      ['email', 'sam@example.com'],
      ['location', 'Austin, TX'],
      ['familyStructure', 'Blended family'],
      ['dadBodType', 'Classic dad bod'],
      ['hairline', 'Receding hairline'],
    ]);
  });

  it('hides a field whose show flag is off, even with a value', () => {
    const fields = visibleProfileFields({ ...everythingShown, showEmail: false, showHairline: false });
    expect(fields.map((field) => field.key)).toEqual(['location', 'familyStructure', 'dadBodType']);
  });

  it('hides a shown field without a value', () => {
    const fields = visibleProfileFields({ ...everythingShown, email: null, location: '  ', dadBodType: null });
    expect(fields.map((field) => field.key)).toEqual(['familyStructure', 'hairline']);
  });
});

describe('the interests preview', () => {
  it('shows up to 3 interests, labelled, plus how many more', () => {
    expect(interestsPreview(['diy', 'sports', 'cooking', 'cars', 'tech'])).toEqual({
      shown: ['DIY', 'Sports', 'Cooking'],
      more: 2,
    });
    expect(interestsPreview(['sports'])).toEqual({ shown: ['Sports'], more: 0 });
    expect(interestsPreview(['woodworking'])).toEqual({ shown: ['woodworking'], more: 0 });
  });
});
