import { describe, expect, it } from 'vitest';
import { memberActions } from './member-actions';

describe('memberActions', () => {
  it('offers promote, remove and ban on a plain member', () => {
    expect(memberActions({ role: 'member', userId: 'b' }, 'a', true)).toEqual({ promote: true, demote: false, remove: true, ban: true });
  });

  it('offers demote instead of promote on a moderator', () => {
    expect(memberActions({ role: 'moderator', userId: 'b' }, 'a', true)).toEqual({ promote: false, demote: true, remove: true, ban: true });
  });

  it('offers nothing on the creator, an admin, oneself, or to a non-manager', () => {
    const none = { promote: false, demote: false, remove: false, ban: false };
    expect(memberActions({ role: 'creator', userId: 'b' }, 'a', true)).toEqual(none);
    expect(memberActions({ role: 'admin', userId: 'b' }, 'a', true)).toEqual(none);
    expect(memberActions({ role: 'member', userId: 'a' }, 'a', true)).toEqual(none);
    expect(memberActions({ role: 'member', userId: 'b' }, 'a', false)).toEqual(none);
  });
});
