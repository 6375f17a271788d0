import { describe, expect, it } from 'vitest';
import { appPath, modeFromLocation, parseLoginState } from './state';

const nowhere = { search: '', hash: '' };

describe('parseLoginState', () => {
  it('reads what the server wrote after a failed form post', () => {
    const json = JSON.stringify({
      mode: 'register',
      error: 'That username is taken.',
      fieldErrors: [{ field: 'username', message: 'That username is taken.' }],
      values: { email: 'sam@example.com', username: 'sam', password: 'never-sent-back' },
      ref: 'ABC123',
    });
    expect(parseLoginState(json, nowhere)).toEqual({
      mode: 'register',
      error: 'That username is taken.',
      fieldErrors: [{ field: 'username', message: 'That username is taken.' }],
      values: { email: 'sam@example.com', username: 'sam' },
      ref: 'ABC123',
    });
  });

  it('falls back to the address when the page was served without state', () => {
    expect(parseLoginState('null', { search: '?mode=register', hash: '' }).mode).toBe('register');
    expect(parseLoginState(null, { search: '', hash: '#register' }).mode).toBe('register');
    expect(parseLoginState(null, nowhere)).toEqual({ mode: 'signin', fieldErrors: [], values: {} });
  });

  it('follows a #register anchor the server could not see', () => {
    expect(parseLoginState('{"mode":"signin"}', { search: '', hash: '#register' }).mode).toBe('register');
  });

  it('shows the form that failed after a form post, whatever the address says', () => {
    const failed = JSON.stringify({ mode: 'register', error: 'Choose a username.' });
    expect(parseLoginState(failed, { search: '', hash: '#signin' }).mode).toBe('register');
  });

  it('ignores malformed state instead of breaking the page', () => {
    expect(parseLoginState('{not json', nowhere).mode).toBe('signin');
    const odd = parseLoginState(
      JSON.stringify({ mode: 'admin', fieldErrors: [{ field: 1 }], values: [1], error: 5 }),
      nowhere,
    );
    expect(odd).toEqual({ mode: 'signin', fieldErrors: [], values: {} });
  });
});

describe('modeFromLocation', () => {
  it('knows only the two modes', () => {
    expect(modeFromLocation('?mode=signin', '')).toBe('signin');
    expect(modeFromLocation('?mode=other', '#nothing')).toBeUndefined();
    expect(modeFromLocation('?mode=signin', '#register')).toBe('register');
  });
});

describe('appPath', () => {
  it('keeps a path of the app', () => {
    expect(appPath('/posts/42')).toBe('/posts/42');
    expect(appPath('/inbox?c=7')).toBe('/inbox?c=7');
  });

  it('refuses other sites and the API', () => {
    for (const value of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      '/\t/evil.example',
      '/api/logout',
      '',
      null,
    ]) {
      expect(appPath(value)).toBeUndefined();
    }
  });

  it('is read from the page state', () => {
    expect(parseLoginState(JSON.stringify({ mode: 'signin', returnTo: '/groups' }), nowhere).returnTo).toBe('/groups');
    expect(
      parseLoginState(JSON.stringify({ mode: 'signin', returnTo: '//evil.example' }), nowhere).returnTo,
    ).toBeUndefined();
  });
});
