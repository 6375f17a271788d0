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
  it('are the spec’s 21, in its order', () => {
    expect(GROUP_CATEGORIES.map((c) => c.id)).toEqual([
      'general', 'parenting', 'sports', 'tech', 'cooking', 'diy', 'gaming', 'outdoors', 'music', 'books', 'investing',
      'crypto', 'entertainment', 'travel', 'career', 'health', 'education', 'hobbies', 'local', 'support', 'other',
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
  it('names a taken name with the spec’s words', () => {
    expect(createGroupFailure('Group/Team name already taken')).toEqual({
      title: 'Group/Team name already taken',
      description: 'Please choose a different name for your group or team.',
    });
  });

  it('shows the server’s message, else the fallback', () => {
    expect(createGroupFailure('Name is too long')).toEqual({ title: 'Error', description: 'Name is too long' });
    expect(createGroupFailure(undefined).description).toBe('Failed to create group. Please try again.');
  });
});

describe('isAlreadyMemberError', () => {
  it('recognises the server’s message, not a full group', () => {
    expect(isAlreadyMemberError('You are already a member of this group.')).toBe(true);
    expect(isAlreadyMemberError('This group is full (25 members).')).toBe(false);
  });
});
