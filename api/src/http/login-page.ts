/**
 * The sign-in / create-account page at GET /api/login: the web app's `login.html` entry with the page's
 * state (mode, error, what was typed) written into it, so a form post without JavaScript still gets its
 * answer, with the right status code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SignInProvider } from '../domain/accounts/single-sign-on-providers.js';
import type { FieldError } from '../domain/errors.js';
import { escapeHtml } from '../domain/html.js';

/** The page's panels: signing in, creating an account, asking for a reset link, choosing a new password, verifying an address. */
export type LoginPageMode = 'signin' | 'register' | 'forgot' | 'reset' | 'verify' | 'second-factor';

/** The form each mode posts to. */
export const FORM_ACTIONS: Record<LoginPageMode, string> = {
  signin: '/api/login',
  register: '/api/register',
  forgot: '/api/password/forgot',
  reset: '/api/password/reset',
  verify: '/api/email/verify',
  'second-factor': '/api/login/second-factor',
};

export interface LoginPageState {
  mode: LoginPageMode;
  error?: string;
  /** A success to show on the mode's panel ("we sent you a link"). */
  notice?: string;
  /** The mailed link's token, for the reset and verify forms. */
  token?: string;
  /** The second step's challenge, for the code form (domain/accounts/second-factor-sign-in.ts). */
  challenge?: string;
  fieldErrors?: FieldError[];
  values?: Record<string, string>;
  ref?: string;
  /** The app's path to land on after signing in (./return-to.ts). */
  returnTo?: string;
}

const STATE_ELEMENT = /<script type="application\/json" id="login-state">[^<]*<\/script>/;

function serializeForHtml(state: LoginPageState): string {
  return JSON.stringify(state)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** Where the sign-in page's single sign-on buttons go in login.html (docs/security.md#single-sign-on). */
const SINGLE_SIGN_ON_SLOT = '<div class="single-sign-on" hidden></div>';

/**
 * One "Sign in with <label>" link per configured provider: links, so they work without JavaScript, carrying the
 * path to come back to. None configured: nothing.
 */
function singleSignOnButtons(providers: readonly SignInProvider[], state: LoginPageState): string {
  if (!providers.length) return '';
  const back = state.returnTo ? `?returnTo=${encodeURIComponent(state.returnTo)}` : '';
  const links = providers.map(
    (p) =>
      `<a class="single-sign-on-button" href="/api/auth/oidc/${p.id}${back}">Sign in with ${escapeHtml(p.label)}</a>`,
  );
  return `<div class="single-sign-on"><p class="single-sign-on-divider">or</p>${links.join('')}</div>`;
}

/** The fallback's forms that only a mailed link or a right password lead to. */
function stepForms(state: LoginPageState): string {
  const hidden = (name: string, value: string | undefined) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value ?? '')}">`;
  switch (state.mode) {
    case 'reset':
      return `<form method="post" action="/api/password/reset"><h2>Choose a new password</h2>${hidden('token', state.token)}
<label>New password <input name="password" type="password" minlength="8" autocomplete="new-password" required></label>
<button type="submit">Save password and sign in</button></form>`;
    case 'verify':
      return state.token
        ? `<form method="post" action="/api/email/verify"><h2>Verify your e-mail address</h2>${hidden('token', state.token)}
<button type="submit">Verify my e-mail address</button></form>`
        : '';
    case 'second-factor':
      return `<form method="post" action="/api/login/second-factor"><h2>Two-step verification</h2>
${hidden('challenge', state.challenge)}${hidden('returnTo', state.returnTo)}
<label>Code <input name="code" autocomplete="one-time-code" required></label>
<button type="submit">Verify and sign in</button></form>`;
    default:
      return '';
  }
}

/** Used when the web app has not been built (API-only runs): plain forms with the same fields. */
function fallbackPage(productName: string, state: LoginPageState, sso: string): string {
  const error = state.error ? `<p role="alert">${escapeHtml(state.error)}</p>` : '';
  const notice = state.notice ? `<p role="status">${escapeHtml(state.notice)}</p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in · ${productName}</title>
<script type="application/json" id="login-state">${serializeForHtml(state)}</script></head>
<body><h1>${productName}</h1>${error}${notice}
<form method="post" action="/api/login"><h2>Sign in</h2>
<label>E-mail or username <input name="email" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<input type="hidden" name="returnTo" value="${escapeHtml(state.returnTo ?? '')}">
<button type="submit">Sign in</button></form>${sso}
<form method="post" action="/api/register"><h2>Create account</h2>
<label>E-mail <input name="email" type="email" required></label>
<label>Username <input name="username" required></label>
<label>Password <input name="password" type="password" minlength="8" required></label>
<label><input name="confirmAdult" type="checkbox" required> I am 18 or older</label>
<input type="hidden" name="ref" value="${escapeHtml(state.ref ?? '')}">
<button type="submit">Create account</button></form>
<form method="post" action="/api/password/forgot"><h2>Forgot password?</h2>
<label>E-mail <input name="email" type="email" required></label>
<button type="submit">Send me a link</button></form>
${stepForms(state)}</body></html>`;
}

/**
 * Writes the state into the page's markup as well, so a browser without JavaScript shows the right form, the
 * error and what was typed. The markup hooks are the login.html entry's: the form's `action`, its
 * `.form-alert` and `.form-notice` paragraphs, the inputs' `name`s, and `data-mode` on <html>.
 */
function fillForms(html: string, state: LoginPageState): string {
  const action = FORM_ACTIONS[state.mode];
  const start = html.indexOf(`action="${action}"`);
  const end = start < 0 ? -1 : html.indexOf('</form>', start);
  if (end < 0) return html;
  let form = html.slice(start, end);
  if (state.error) {
    form = form.replace(
      '<p class="form-alert" role="alert" hidden></p>',
      `<p class="form-alert" role="alert">${escapeHtml(state.error)}</p>`,
    );
  }
  if (state.notice) {
    form = form.replace(
      '<p class="form-notice" role="status" hidden></p>',
      `<p class="form-notice" role="status">${escapeHtml(state.notice)}</p>`,
    );
  }
  const values = {
    ...state.values,
    ...(state.ref ? { ref: state.ref } : {}),
    ...(state.returnTo ? { returnTo: state.returnTo } : {}),
    ...(state.token ? { token: state.token } : {}),
    ...(state.challenge ? { challenge: state.challenge } : {}),
  };
  for (const [name, value] of Object.entries(values)) {
    form = form.replace(new RegExp(`name="${name}"(?: value="[^"]*")?`), `name="${name}" value="${escapeHtml(value)}"`);
  }
  const page = html.slice(0, start) + form + html.slice(end);
  return state.mode === 'signin' ? page : page.replace(/<html\b/, `<html data-mode="${state.mode}"`);
}

export function createLoginPage(webDistDir: string, productName: string, providers: readonly SignInProvider[] = []) {
  let template: string | null | undefined;
  const load = () => {
    if (template === undefined) {
      try {
        template = readFileSync(path.join(webDistDir, 'login.html'), 'utf8');
      } catch {
        template = null;
      }
    }
    return template;
  };
  return (state: LoginPageState): string => {
    const html = load();
    const sso = singleSignOnButtons(providers, state);
    if (!html || !STATE_ELEMENT.test(html)) return fallbackPage(productName, state, sso);
    return fillForms(html, state)
      .replace(SINGLE_SIGN_ON_SLOT, sso || SINGLE_SIGN_ON_SLOT)
      .replace(STATE_ELEMENT, `<script type="application/json" id="login-state">${serializeForHtml(state)}</script>`);
  };
}

export type LoginPage = ReturnType<typeof createLoginPage>;
