import { describe, expect, it } from 'vitest';
import { endingConfirmation, memberActions } from './member-actions';

describe('memberActions', () => {
  it('offers promote, remove and ban on a plain member', () => {
    expect(memberActions({ role: 'member', userId: 'b' }, 'a', true)).toEqual({
      promote: true,
      demote: false,
      remove: true,
      ban: true,
    });
  });

  it('offers demote instead of promote on a moderator', () => {
    expect(memberActions({ role: 'moderator', userId: 'b' }, 'a', true)).toEqual({
      promote: false,
      demote: true,
      remove: true,
      ban: true,
    });
  });

  it('offers nothing on the creator, an admin, oneself, or to a non-manager', () => {
    const none = { promote: false, demote: false, remove: false, ban: false };
    expect(memberActions({ role: 'creator', userId: 'b' }, 'a', true)).toEqual(none);
    expect(memberActions({ role: 'admin', userId: 'b' }, 'a', true)).toEqual(none);
    expect(memberActions({ role: 'member', userId: 'a' }, 'a', true)).toEqual(none);
    expect(memberActions({ role: 'member', userId: 'b' }, 'a', false)).toEqual(none);
  });
});

describe('endingConfirmation', () => {
  it('names the member, the group and what follows', () => {
    expect(endingConfirmation('remove', 'Sam Lee', 'Hoops')).toEqual({
      title: 'Remove Member',
      description: 'Remove Sam Lee from Hoops? He can join again later.',
      confirmLabel: 'Remove',
    });
    expect(endingConfirmation('ban', 'Sam Lee', 'Hoops')).toMatchObject({ title: 'Ban Member', confirmLabel: 'Ban' });
    expect(endingConfirmation('ban', 'Sam Lee', 'Hoops').description).toContain(
      'cannot join again until you lift the ban',
    );
  });
});
