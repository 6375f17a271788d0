import { describe, expect, it } from 'vitest';
import { dadCardName, displayName, groupMemberName, postAuthorName } from './display-name';

const everything = { username: 'grillmaster', firstName: 'Sam', lastName: 'Hill', email: 'sam@example.com' };

describe('displayName', () => {
  it('prefers the username', () => {
    expect(displayName(everything)).toBe('grillmaster');
  });

  it('uses first and last name when there is no username', () => {
    expect(displayName({ ...everything, username: null })).toBe('Sam Hill');
  });

  it('uses the first name alone when there is no last name', () => {
    expect(displayName({ firstName: 'Sam', lastName: null, email: 'sam@example.com' })).toBe('Sam');
  });

  it('uses the part of the e-mail before the @ when there is no name', () => {
    expect(displayName({ lastName: 'Hill', email: 'sam.hill@example.com' })).toBe('sam.hill');
  });

  it("falls back to 'Dad' for a user with nothing to show", () => {
    expect(displayName({})).toBe('Dad');
    expect(displayName({ email: '@example.com' })).toBe('Dad');
  });

  it("reads 'Anonymous' with no user at all", () => {
    expect(displayName(null)).toBe('Anonymous');
    expect(displayName(undefined)).toBe('Anonymous');
  });

  it('treats empty and whitespace-only values as absent', () => {
    expect(displayName({ username: '  ', firstName: ' Sam ', lastName: '' })).toBe('Sam');
  });
});

describe('postAuthorName', () => {
  it("uses the author's username", () => {
    expect(postAuthorName(everything, 'user-123456')).toBe('grillmaster');
  });

  it("reads 'Dad' plus the last 4 characters of the author id without a username", () => {
    expect(postAuthorName({ firstName: 'Sam', username: ' ' }, 'user-123456')).toBe('Dad3456');
    expect(postAuthorName(null, 'abcdef')).toBe('Dadcdef');
  });
});

describe('dadCardName', () => {
  it('shows first plus last name, even when there is a username', () => {
    expect(dadCardName(everything)).toBe('Sam Hill');
  });

  it('shows whichever of first or last name exists', () => {
    expect(dadCardName({ firstName: 'Sam', email: 'sam@example.com' })).toBe('Sam');
    expect(dadCardName({ lastName: 'Hill', email: 'sam@example.com' })).toBe('Hill');
  });

  it('shows the whole e-mail without a name', () => {
    expect(dadCardName({ username: 'grillmaster', email: 'sam@example.com' })).toBe('sam@example.com');
  });

  it("falls back to 'Dad User'", () => {
    expect(dadCardName({ firstName: ' ' })).toBe('Dad User');
    expect(dadCardName(null)).toBe('Dad User');
  });
});

describe('groupMemberName', () => {
  it('prefers the real name, then the username', () => {
    expect(groupMemberName(everything, 'user-1234')).toBe('Sam Hill');
    expect(groupMemberName({ username: 'grillmaster' }, 'user-1234')).toBe('grillmaster');
  });

  it('is Dad # and the last 4 characters of the id without any name', () => {
    expect(groupMemberName({ firstName: ' ', username: null }, 'cm9x8abcd1234')).toBe('Dad #1234');
    expect(groupMemberName(null, 'ab12')).toBe('Dad #ab12');
  });
});
