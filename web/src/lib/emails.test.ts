import { describe, expect, it } from 'vitest';
import { isValidEmail, parseInviteEmails } from './emails';

describe('parseInviteEmails', () => {
  it('splits on commas and new lines and trims each entry', () => {
    expect(parseInviteEmails(' a@x.com,b@y.org \n c@z.net\r\nd@w.io ').valid).toEqual([
      'a@x.com',
      'b@y.org',
      'c@z.net',
      'd@w.io',
    ]);
  });

  it('drops empty entries', () => {
    expect(parseInviteEmails('a@x.com,, \n\n,')).toEqual({ valid: ['a@x.com'], invalid: [] });
    expect(parseInviteEmails('')).toEqual({ valid: [], invalid: [] });
  });

  it('sorts entries into valid and invalid', () => {
    expect(parseInviteEmails('a@x.com, bob, c@d, e f@g.com')).toEqual({
      valid: ['a@x.com'],
      invalid: ['bob', 'c@d', 'e f@g.com'],
    });
  });

  it('keeps an address once, whatever its case', () => {
    expect(parseInviteEmails('Sam@Example.com\nsam@example.com, oops, OOPS')).toEqual({
      valid: ['Sam@Example.com'],
      invalid: ['oops'],
    });
  });
});

describe('isValidEmail', () => {
  it('accepts text@text.text', () => {
    expect(isValidEmail('sam.hill+dads@mail.example.co.uk')).toBe(true);
  });

  it('rejects a missing @, a missing dot after it, spaces or a second @', () => {
    for (const bad of [
      'sam.example.com',
      'sam@example',
      'sam @example.com',
      'sam@exa mple.com',
      'a@b@c.com',
      '@x.com',
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });
});
