import { describe, expect, it } from 'vitest';
import { parseInput } from '../validation.js';
import { MAX_INVITES_PER_REQUEST, NO_VALID_EMAILS, normalizeInviteEmails, sendInvitesInput } from './rules.js';

const refusal = (emails: string[]) => {
  try {
    normalizeInviteEmails(emails);
  } catch (error) {
    return { code: (error as { code: string }).code, message: (error as Error).message };
  }
  throw new Error('accepted');
};

describe('invite addresses', () => {
  it('are trimmed, lower-cased and de-duplicated, blank entries dropped', () => {
    expect(normalizeInviteEmails([' Sam@Example.com', 'sam@example.COM', '', '  ', 'lee@dads.co.uk'])).toEqual([
      'sam@example.com',
      'lee@dads.co.uk',
    ]);
  });

  it('need at least one address', () => {
    expect(refusal(['', ' '])).toEqual({ code: 'BAD_USER_INPUT', message: NO_VALID_EMAILS });
  });

  it('are refused together, each invalid one named', () => {
    expect(refusal(['ok@example.com', 'no-at-sign.com', 'sp ace@example.com', 'a@b'])).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'These e-mail addresses are not valid: no-at-sign.com, sp ace@example.com, a@b.',
    });
  });

  it('are at most 20 different ones a request, counted after de-duplication', () => {
    const twenty = Array.from({ length: MAX_INVITES_PER_REQUEST }, (_, i) => `dad${i}@example.com`);
    expect(normalizeInviteEmails([...twenty, ...twenty.map((e) => e.toUpperCase())])).toHaveLength(20);
    expect(refusal([...twenty, 'one.more@example.com']).message).toBe('You can invite at most 20 addresses at a time.');
  });

  it('come with an optional referral code, upper-cased', () => {
    expect(parseInput(sendInvitesInput, { emails: ['a@b.co'], referralCode: ' abc123 ' })).toEqual({
      emails: ['a@b.co'],
      referralCode: 'ABC123',
    });
    expect(parseInput(sendInvitesInput, { emails: ['a@b.co'], referralCode: '' }).referralCode).toBeUndefined();
    expect(() => parseInput(sendInvitesInput, { emails: 'a@b.co' })).toThrow(
      expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    );
  });
});
