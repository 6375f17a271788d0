import { describe, expect, it } from 'vitest';
import {
  createGroupFailure,
  GROUP_CATEGORIES,
  groupActivityLabel,
  groupCategoryLabel,
  isAlreadyMemberError,
  isGroupNameTaken,
  maxMembersToSend,
  parseGroupHashtags,
} from './groups';

describe('group categories', () => {
  it('are the 21, in their order', () => {
    expect(GROUP_CATEGORIES.map((c) => c.id)).toEqual([
      'general',
      'parenting',
      'sports',
      'tech',
      'cooking',
      'diy',
      'gaming',
      'outdoors',
      'music',
      'books',
      'investing',
      'crypto',
      'entertainment',
      'travel',
      'career',
      'health',
      'education',
      'hobbies',
      'local',
      'support',
      'other',
    ]);
  });

  it('label DIY in capitals and fall back to the id', () => {
    expect(groupCategoryLabel('diy')).toBe('DIY');
    expect(groupCategoryLabel('mystery')).toBe('mystery');
  });
});

describe('isGroupNameTaken', () => {
  it('matches a loaded name ignoring case and spaces around', () => {
    expect(isGroupNameTaken('  grill DADS ', ['Grill Dads', 'Runners'])).toBe(true);
  });

  it('lets a new name and an empty one through', () => {
    expect(isGroupNameTaken('Grill Dads 2', ['Grill Dads'])).toBe(false);
    expect(isGroupNameTaken('   ', [''])).toBe(false);
  });
});

describe('maxMembersToSend', () => {
  it('sends a whole number', () => {
    expect(maxMembersToSend(' 25 ')).toBe(25);
  });

  it('sends nothing for text, decimals, zero or an empty field', () => {
    for (const text of ['', 'ten', '2.5', '0', '-3']) expect(maxMembersToSend(text)).toBeUndefined();
  });
});

describe('parseGroupHashtags', () => {
  it('splits on commas, trims and drops empty ones', () => {
    expect(parseGroupHashtags(' bbq, , grilling ,#weekend,')).toEqual(['bbq', 'grilling', 'weekend']);
  });

  it('gives an empty list for blank text', () => {
    expect(parseGroupHashtags(' , ')).toEqual([]);
  });
});

describe('groupActivityLabel', () => {
  it('follows the week’s posts', () => {
    expect(groupActivityLabel(0)).toBe('Quiet');
    expect(groupActivityLabel(1)).toBe('Active');
    expect(groupActivityLabel(9)).toBe('Active');
    expect(groupActivityLabel(10)).toBe('Very Active');
  });
});

describe('createGroupFailure', () => {
  it('names a taken name (GROUP_NAME_TAKEN) with the create form’s words', () => {
    expect(createGroupFailure({ code: 'GROUP_NAME_TAKEN', message: 'Group/Team name already taken' })).toEqual({
      title: 'Group/Team name already taken',
      description: 'Please choose a different name for your group or team.',
    });
    expect(createGroupFailure({ code: 'GROUP_NAME_TAKEN' }).title).toBe('Group/Team name already taken');
  });

  it('shows the server’s message, else the fallback', () => {
    expect(createGroupFailure({ code: 'BAD_USER_INPUT', message: 'Name is too long' })).toEqual({
      title: 'Error',
      description: 'Name is too long',
    });
    expect(createGroupFailure({}).description).toBe('Failed to create group. Please try again.');
  });

  it('goes by the code, not the wording', () => {
    expect(createGroupFailure({ code: 'CONFLICT', message: 'Group/Team name already taken' })).toEqual({
      title: 'Error',
      description: 'Group/Team name already taken',
    });
  });
});

describe('isAlreadyMemberError', () => {
  it('recognises the server’s ALREADY_MEMBER, not a full group', () => {
    expect(isAlreadyMemberError('ALREADY_MEMBER')).toBe(true);
    expect(isAlreadyMemberError('CONFLICT')).toBe(false);
    expect(isAlreadyMemberError(undefined)).toBe(false);
  });
});
