import { describe, expect, it } from 'vitest';
import { grantAllows, isTokenScope, missingScopes, sessionOnly, TOKENS_NOT_ALLOWED_MESSAGE } from './scopes.js';

describe('token scopes', () => {
  it('let a session do anything, a token only what its scopes name, and never a session-only call', () => {
    const grant = { id: 't', scopes: ['read', 'write:posts'] };
    expect(grantAllows(undefined, 'write:messages')).toBe(true);
    expect(grantAllows(undefined, 'session')).toBe(true);
    expect(grantAllows(grant, 'write:posts')).toBe(true);
    expect(grantAllows(grant, 'read')).toBe(true);
    expect(grantAllows(grant, 'write:messages')).toBe(false);
    expect(grantAllows(grant, 'session')).toBe(false);
  });

  it('know the scopes there are', () => {
    expect(isTokenScope('write:profile')).toBe(true);
    expect(isTokenScope('admin')).toBe(false);
  });

  it('refuse a token lacking scopes as FORBIDDEN, naming them', () => {
    expect(missingScopes(['write:posts'])).toMatchObject({
      code: 'FORBIDDEN',
      message: 'This access token lacks the `write:posts` scope: make a token with it on the Developer settings page.',
      extensions: { code: 'FORBIDDEN', requiredScopes: ['write:posts'] },
    });
    expect(missingScopes(['read', 'write:groups']).message).toBe(
      'This access token lacks the `read`, `write:groups` scopes: ' +
        'make a token with them on the Developer settings page.',
    );
    expect(sessionOnly()).toMatchObject({ code: 'FORBIDDEN', message: TOKENS_NOT_ALLOWED_MESSAGE });
  });
});
