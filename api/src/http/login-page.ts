/**
 * The sign-in / create-account page at GET /api/login: the web app's `login.html` entry with the page's
 * state (mode, error, what was typed) written into it, so a form post without JavaScript still gets its
 * answer, with the right status code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FieldError } from '../domain/errors.js';

export interface LoginPageState {
  mode: 'signin' | 'register';
  error?: string;
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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Used when the web app has not been built (API-only runs): plain forms with the same fields. */
function fallbackPage(productName: string, state: LoginPageState): string {
  const error = state.error ? `<p role="alert">${escapeHtml(state.error)}</p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in · ${productName}</title>
<script type="application/json" id="login-state">${serializeForHtml(state)}</script></head>
<body><h1>${productName}</h1>${error}
<form method="post" action="/api/login"><h2>Sign in</h2>
<label>E-mail or username <input name="email" autocomplete="username" required></label>
<label>Password <input name="password" type="password" autocomplete="current-password" required></label>
<input type="hidden" name="returnTo" value="${escapeHtml(state.returnTo ?? '')}">
<button type="submit">Sign in</button></form>
<form method="post" action="/api/register"><h2>Create account</h2>
<label>E-mail <input name="email" type="email" required></label>
<label>Username <input name="username" required></label>
<label>Password <input name="password" type="password" minlength="8" required></label>
<label><input name="confirmAdult" type="checkbox" required> I am 18 or older</label>
<input type="hidden" name="ref" value="${escapeHtml(state.ref ?? '')}">
<button type="submit">Create account</button></form></body></html>`;
}

/**
 * Writes the state into the page's markup as well, so a browser without JavaScript shows the right form, the
 * error and what was typed. The markup hooks are the login.html entry's: the form's `action`, its
 * `.form-alert` paragraph, the inputs' `name`s, and `data-mode` on <html>.
 */
function fillForms(html: string, state: LoginPageState): string {
  const action = state.mode === 'register' ? '/api/register' : '/api/login';
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
  const values = {
    ...state.values,
    ...(state.ref ? { ref: state.ref } : {}),
    ...(state.returnTo ? { returnTo: state.returnTo } : {}),
  };
  for (const [name, value] of Object.entries(values)) {
    form = form.replace(new RegExp(`name="${name}"(?: value="[^"]*")?`), `name="${name}" value="${escapeHtml(value)}"`);
  }
  const page = html.slice(0, start) + form + html.slice(end);
  return state.mode === 'register' ? page.replace(/<html\b/, '<html data-mode="register"') : page;
}

export function createLoginPage(webDistDir: string, productName: string) {
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
    if (!html || !STATE_ELEMENT.test(html)) return fallbackPage(productName, state);
    return fillForms(html, state).replace(
      STATE_ELEMENT,
      `<script type="application/json" id="login-state">${serializeForHtml(state)}</script>`,
    );
  };
}

export type LoginPage = ReturnType<typeof createLoginPage>;
