import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of first and last name, upper-cased', () => {
    expect(initials({ firstName: 'sam', lastName: 'hill', username: 'grillmaster' })).toBe('SH');
  });

  it('takes the first two letters of the username without both names', () => {
    expect(initials({ firstName: 'sam', username: 'grillmaster' })).toBe('GR');
  });

  it('takes the first letter of the first name without a username', () => {
    expect(initials({ firstName: 'sam', lastName: ' ', email: 'x@example.com' })).toBe('S');
  });

  it('takes the first letter of the e-mail without a name', () => {
    expect(initials({ lastName: 'hill', email: 'pat@example.com' })).toBe('P');
  });

  it("falls back to 'D'", () => {
    expect(initials({})).toBe('D');
    expect(initials(null)).toBe('D');
  });
});
