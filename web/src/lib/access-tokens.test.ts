import { describe, expect, it } from 'vitest';
import {
  NEW_TOKEN,
  TOKEN_NAME_REQUIRED,
  TOKEN_NAME_TOO_LONG,
  TOKEN_SCOPES_REQUIRED,
  createdLabel,
  errorsOfRefusal,
  expiresLabel,
  expiryDate,
  lastUsedLabel,
  tokenDraftErrors,
  tokenInput,
  toggleScope,
} from './access-tokens';

const now = new Date(2026, 2, 10, 12, 0, 0);

describe('tokenDraftErrors', () => {
  it('accepts a name and one scope', () => {
    expect(tokenDraftErrors({ ...NEW_TOKEN, name: 'Grill bot', scopes: ['read'] })).toEqual({});
  });

  it('needs a name (blank counts as missing) and at least one scope, in the server’s words', () => {
    expect(tokenDraftErrors({ ...NEW_TOKEN, name: '   ' })).toEqual({
      name: TOKEN_NAME_REQUIRED,
      scopes: TOKEN_SCOPES_REQUIRED,
    });
  });

  it('allows 80 characters of name, spaces around it not counted', () => {
    expect(tokenDraftErrors({ ...NEW_TOKEN, name: ` ${'a'.repeat(80)} `, scopes: ['read'] })).toEqual({});
    expect(tokenDraftErrors({ ...NEW_TOKEN, name: 'a'.repeat(81), scopes: ['read'] })).toEqual({
      name: TOKEN_NAME_TOO_LONG,
    });
  });
});

describe('tokenInput', () => {
  it('sends the trimmed name, the days as a number and the scopes', () => {
    expect(tokenInput({ name: ' Dashboard ', expiry: '90', scopes: ['read', 'write:posts'] })).toEqual({
      name: 'Dashboard',
      expiresInDays: 90,
      scopes: ['read', 'write:posts'],
    });
  });

  it('sends null for no expiration', () => {
    expect(tokenInput({ name: 'Forever', expiry: 'never', scopes: ['read'] }).expiresInDays).toBeNull();
  });
});

describe('errorsOfRefusal', () => {
  it('puts each field’s first message beside it, a scope’s index belonging to the scopes', () => {
    const errors = errorsOfRefusal('Give the token a name.', [
      { field: 'name', message: 'Give the token a name.' },
      { field: 'name', message: 'second' },
      { field: 'scopes.1', message: 'Each scope must be one of read, write:posts.' },
      { field: 'expiresInDays', message: 'Expiry must be 30, 90 or 365 days, or none.' },
    ]);
    expect(errors).toEqual({
      name: 'Give the token a name.',
      scopes: 'Each scope must be one of read, write:posts.',
      expiry: 'Expiry must be 30, 90 or 365 days, or none.',
    });
  });

  it('shows a refusal that names no field on the form', () => {
    expect(errorsOfRefusal('You have 50 tokens.', [])).toEqual({ form: 'You have 50 tokens.' });
    expect(errorsOfRefusal('Invalid input.', [{ field: 'input', message: 'Invalid input.' }])).toEqual({
      form: 'Invalid input.',
    });
  });
});

describe('toggleScope', () => {
  it('adds a scope, and takes it out when ticked again', () => {
    expect(toggleScope(['read'], 'write:posts')).toEqual(['read', 'write:posts']);
    expect(toggleScope(['read', 'write:posts'], 'read')).toEqual(['write:posts']);
  });
});

describe('expiryDate', () => {
  it('is the chosen number of days ahead, or none', () => {
    expect(expiryDate('30', now)).toEqual(new Date(2026, 3, 9, 12, 0, 0));
    expect(expiryDate('never', now)).toBeNull();
  });
});

describe('the list’s dates', () => {
  it("reads 'Never' without an expiry, 'Expired' once past it, else the date", () => {
    expect(expiresLabel(null, now)).toBe('Never');
    expect(expiresLabel(new Date(2026, 2, 10, 11, 59).toISOString(), now)).toBe('Expired');
    expect(expiresLabel(new Date(2026, 5, 8, 9, 0).toISOString(), now)).toBe('Jun 8, 2026');
  });

  it("reads 'Never used' until a request uses the token, then how long ago", () => {
    expect(lastUsedLabel(null, now)).toBe('Never used');
    expect(lastUsedLabel(new Date(2026, 2, 10, 11, 30).toISOString(), now)).toBe('Just now');
    expect(lastUsedLabel(new Date(2026, 2, 8, 12, 0).toISOString(), now)).toBe('2d ago');
    expect(lastUsedLabel(new Date(2026, 0, 3, 9, 0).toISOString(), now)).toBe('Jan 3, 2026');
  });

  it('shows the day a token was made, and nothing for a date it cannot read', () => {
    expect(createdLabel(new Date(2026, 2, 1, 8, 0).toISOString())).toBe('Mar 1, 2026');
    expect(createdLabel('not a date')).toBe('');
  });
});
