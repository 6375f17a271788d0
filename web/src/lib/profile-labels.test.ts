import { describe, expect, it } from 'vitest';
import { dadBodTypeLabel, dadTypeLabel, familyStructureLabel, hairlineLabel, visibilityLabel } from './profile-labels';

describe('the dad type line', () => {
  it('is the dad type followed by " Dad", or the profile option\'s own label', () => {
    expect(dadTypeLabel('experienced')).toBe('Experienced Dad');
    expect(dadTypeLabel('new')).toBe('New Dad');
    expect(dadTypeLabel('stay_at_home')).toBe('Stay-at-Home Dad');
    expect(dadTypeLabel('stay-at-home')).toBe('Stay-at-Home Dad');
    expect(dadTypeLabel('all')).toBe('All of the Above Dad');
    expect(dadTypeLabel('granddad')).toBe('Granddad');
    expect(dadTypeLabel('friend')).toBe('Friend of Dad');
  });

  it('is absent without a dad type, and readable for a type it does not know', () => {
    expect(dadTypeLabel(null)).toBeNull();
    expect(dadTypeLabel('')).toBeNull();
    expect(dadTypeLabel('night_shift')).toBe('Night Shift Dad');
  });
});

describe('the profile choices', () => {
  it('read as words in either spelling', () => {
    expect(familyStructureLabel('co_parenting')).toBe('Co-parenting');
    expect(familyStructureLabel('co-parenting')).toBe('Co-parenting');
    expect(dadBodTypeLabel('dad-bod-bear')).toBe('Bear dad bod');
    expect(hairlineLabel('hat_guy')).toBe('Hat guy');
    expect(visibilityLabel('connections')).toBe('Connections Only');
  });

  it('show a value no table knows as its words', () => {
    expect(hairlineLabel('mohawk_style')).toBe('mohawk style');
  });
});
