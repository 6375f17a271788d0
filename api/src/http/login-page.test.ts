import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLoginPage } from './login-page.js';

// The web app's login.html source has the same markup hooks as its build.
const webDir = path.resolve(import.meta.dirname, '../../../web');
const render = createLoginPage(webDir, 'Dadhood');

function section(html: string, action: string): string {
  const start = html.indexOf(`action="${action}"`);
  return html.slice(start, html.indexOf('</form>', start));
}

describe('the sign-in page', () => {
  it('carries its state for the script', () => {
    const html = render({ mode: 'signin' });
    expect(html).toContain('<script type="application/json" id="login-state">{"mode":"signin"}</script>');
    expect(html).not.toContain('data-mode="register"');
  });

  it('shows a failed sign-in without JavaScript: the error and what was typed, never the password', () => {
    const html = render({
      mode: 'signin',
      error: 'Invalid e-mail, username or password.',
      values: { email: 'ray@example.com' },
    });
    const form = section(html, '/api/login');
    expect(form).toContain('<p class="form-alert" role="alert">Invalid e-mail, username or password.</p>');
    expect(form).toMatch(/name="email" value="ray@example.com"/);
    expect(form).not.toMatch(/name="password" value=/);
    expect(section(html, '/api/register')).toContain('<p class="form-alert" role="alert" hidden></p>');
  });

  it('shows a failed account creation on the create-account form, escaped', () => {
    const html = render({
      mode: 'register',
      error: 'That username is already taken.',
      values: { username: '<b>dad</b>', email: 'a"b@example.com' },
      ref: 'GRILL42',
    });
    expect(html).toMatch(/<html data-mode="register"/);
    const form = section(html, '/api/register');
    expect(form).toContain('role="alert">That username is already taken.</p>');
    expect(form).toContain('name="username" value="&lt;b&gt;dad&lt;/b&gt;"');
    expect(form).toContain('name="email" value="a&quot;b@example.com"');
    expect(form).toContain('name="ref" value="GRILL42"');
    expect(html).not.toContain('<b>dad</b>');
    expect(html).toContain('\\u003cb>dad\\u003c/b>'); // in the JSON state too, harmless
  });
});

describe('the sign-in page’s single sign-on buttons', () => {
  const withProviders = createLoginPage(webDir, 'Dadhood', [
    { id: 'acme', label: 'Acme & Co' },
    { id: 'globex', label: 'Globex' },
  ]);

  it('offers one link per provider, which works without JavaScript and comes back to the page asked for', () => {
    const html = withProviders({ mode: 'signin', returnTo: '/groups?tab=mine' });
    expect(html).not.toContain('<div class="single-sign-on" hidden></div>');
    expect(html).toContain(
      '<a class="single-sign-on-button" href="/api/auth/oidc/acme?returnTo=%2Fgroups%3Ftab%3Dmine">Sign in with Acme &amp; Co</a>',
    );
    expect(html).toContain('href="/api/auth/oidc/globex?returnTo=%2Fgroups%3Ftab%3Dmine">Sign in with Globex</a>');
    expect(render({ mode: 'signin' })).toContain('<div class="single-sign-on" hidden></div>');
  });

  it('shows the request to sign in with the password to link a provider, the address filled in', () => {
    const html = withProviders({
      mode: 'signin',
      notice: 'An account with this address exists. Sign in with your password to link Acme to it.',
      values: { email: 'ray@example.com' },
    });
    const form = section(html, '/api/login');
    expect(form).toContain('<p class="form-notice" role="status">An account with this address exists.');
    expect(form).toMatch(/name="email" value="ray@example.com"/);
  });
});
