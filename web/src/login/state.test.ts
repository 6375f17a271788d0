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

describe('the mailed links: forgot, reset and verify', () => {
  it('opens Forgot password from the address, as the link under the password does', () => {
    expect(parseLoginState(null, { search: '', hash: '#forgot' }).mode).toBe('forgot');
    expect(parseLoginState('{"mode":"signin"}', { search: '?mode=forgot', hash: '' }).mode).toBe('forgot');
    expect(parseLoginState('{"mode":"forgot"}', nowhere).mode).toBe('forgot');
  });

  it('never takes reset or verify from the address: they need a link the server checked', () => {
    expect(parseLoginState(null, { search: '', hash: '#reset' }).mode).toBe('signin');
    expect(parseLoginState(null, { search: '?mode=verify', hash: '' }).mode).toBe('signin');
    expect(parseLoginState('{"mode":"register"}', { search: '?mode=reset', hash: '#verify' }).mode).toBe('register');
  });

  it("shows the server's reset page with its token, whatever the address says", () => {
    const state = parseLoginState(JSON.stringify({ mode: 'reset', token: 'tok_123' }), {
      search: '?token=tok_123&mode=register',
      hash: '#signin',
    });
    expect(state).toEqual({ mode: 'reset', token: 'tok_123', fieldErrors: [], values: {} });
  });

  it('asks for a new link rather than showing a reset form that has no token', () => {
    expect(parseLoginState('{"mode":"reset"}', nowhere).mode).toBe('forgot');
    expect(parseLoginState('{"mode":"reset","token":""}', nowhere).mode).toBe('forgot');
  });

  it("shows a refused verification link's error on the verify panel, without a token", () => {
    const refused = JSON.stringify({ mode: 'verify', error: 'This verification link has expired.' });
    expect(parseLoginState(refused, { search: '?token=old', hash: '' })).toEqual({
      mode: 'verify',
      error: 'This verification link has expired.',
      fieldErrors: [],
      values: {},
    });
  });

  it("reads the server's notice, and shows it on its panel even when the address names another", () => {
    const sent = JSON.stringify({
      mode: 'forgot',
      notice: 'If an account uses that e-mail address, we have sent it a link.',
    });
    expect(parseLoginState(sent, { search: '', hash: '#register' })).toEqual({
      mode: 'forgot',
      notice: 'If an account uses that e-mail address, we have sent it a link.',
      fieldErrors: [],
      values: {},
    });
    const verified = parseLoginState(JSON.stringify({ mode: 'verify', notice: 'Verified.' }), nowhere);
    expect(verified).toMatchObject({ mode: 'verify', notice: 'Verified.' });
    expect(verified.token).toBeUndefined();
  });

  it('ignores a notice or token that is not text', () => {
    const odd = parseLoginState(JSON.stringify({ mode: 'verify', notice: 7, token: { value: 'x' } }), nowhere);
    expect(odd).toEqual({ mode: 'verify', fieldErrors: [], values: {} });
  });
});

describe('the second sign-in step: two-factor', () => {
  it("shows the server's second step with its challenge and where to go next, whatever the address says", () => {
    const json = JSON.stringify({ mode: 'second-factor', challenge: 'ch_abc', returnTo: '/groups' });
    expect(parseLoginState(json, { search: '?mode=register', hash: '#register' })).toEqual({
      mode: 'second-factor',
      challenge: 'ch_abc',
      returnTo: '/groups',
      fieldErrors: [],
      values: {},
    });
  });

  it("shows a wrong code's error on the second step", () => {
    const json = JSON.stringify({
      mode: 'second-factor',
      challenge: 'ch_abc',
      error: 'That code is not right.',
      fieldErrors: [{ field: 'code', message: 'That code is not right.' }],
    });
    expect(parseLoginState(json, nowhere)).toMatchObject({
      mode: 'second-factor',
      challenge: 'ch_abc',
      error: 'That code is not right.',
      fieldErrors: [{ field: 'code', message: 'That code is not right.' }],
    });
  });

  it('starts again at Sign in when the second step has no challenge to send', () => {
    for (const challenge of [undefined, '', 42, { value: 'x' }]) {
      const state = parseLoginState(JSON.stringify({ mode: 'second-factor', challenge }), nowhere);
      expect(state).toEqual({ mode: 'signin', fieldErrors: [], values: {} });
    }
    expect(parseLoginState('{"mode":"second-factor"}', { search: '', hash: '#register' }).mode).toBe('register');
  });

  it('never takes the second step from the address', () => {
    expect(parseLoginState(null, { search: '?mode=second-factor', hash: '' }).mode).toBe('signin');
    expect(parseLoginState(null, { search: '', hash: '#second-factor' }).mode).toBe('signin');
    expect(modeFromLocation('?mode=second-factor', '#second-factor')).toBeUndefined();
  });

  it('keeps a challenge only for the second step', () => {
    const state = parseLoginState(JSON.stringify({ mode: 'signin', challenge: 'ch_abc' }), nowhere);
    expect(state.challenge).toBeUndefined();
  });
});

describe('modeFromLocation', () => {
  it('knows only the modes an address may ask for', () => {
    expect(modeFromLocation('?mode=signin', '')).toBe('signin');
    expect(modeFromLocation('?mode=forgot', '')).toBe('forgot');
    expect(modeFromLocation('?mode=other', '#nothing')).toBeUndefined();
    expect(modeFromLocation('?mode=reset', '#verify')).toBeUndefined();
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
