/**
 * Switching between the page's panels (Sign in, Create account, Forgot password, a mailed link's Choose a new
 * password and Verify, and the second sign-in step), keeping the address shareable (?mode=register, ?mode=forgot).
 */
import { isLoginMode, LOGIN_MODES, type LoginMode } from './state';

const TITLES: Record<LoginMode, string> = {
  signin: 'Sign in',
  register: 'Create account',
  forgot: 'Forgot password',
  reset: 'Choose a new password',
  verify: 'Verify your e-mail address',
  'second-factor': 'Two-step verification',
};

export function panel(mode: LoginMode): HTMLElement {
  return document.getElementById(mode)!;
}

/** The top switch marks Sign in or Create account as current; in the other modes neither is. */
export function showMode(mode: LoginMode) {
  for (const each of LOGIN_MODES) panel(each).hidden = each !== mode;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.mode-link')) {
    if (link.dataset.modeLink === mode) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  document.title = `${TITLES[mode]} · ${__PRODUCT_NAME__}`;
}

/**
 * Keeps the address on the mode, so a reload or a shared link shows the same form. After a failed form post
 * the page sits on /api/register or /api/login (POST); reloading the former would be a 404. A mailed link's page
 * (reset, verify) keeps its address: the token is in it, and the server sends it with a same-origin referrer policy. The second step
 * is not put in the address: its challenge lives in the page only, so a reload starts again at Sign in.
 */
export function rememberMode(mode: LoginMode) {
  if (mode === 'reset' || mode === 'verify') return;
  const url = new URL(window.location.href);
  // A provider's answer (single sign-on's return: ?code=...&state=...) is used up: it leaves the address.
  if (url.pathname.startsWith('/api/auth/')) url.search = '';
  if (url.pathname.startsWith('/api/')) url.pathname = '/api/login';
  url.hash = '';
  url.searchParams.delete('token');
  if (mode === 'signin' || mode === 'second-factor') url.searchParams.delete('mode');
  else url.searchParams.set('mode', mode);
  window.history.replaceState(null, '', url);
}

/** Shows another panel, as its link does, with the focus on its first field. */
export function switchMode(mode: LoginMode) {
  showMode(mode);
  rememberMode(mode);
  panel(mode).querySelector<HTMLInputElement>('input:not([type=hidden])')?.focus();
}

/** The mode links become in-page switches (without JavaScript they are #anchors that CSS follows). */
export function wireModeLinks() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-mode-link]')) {
    link.addEventListener('click', (event) => {
      const mode = link.dataset.modeLink;
      if (!isLoginMode(mode)) return;
      event.preventDefault();
      switchMode(mode);
    });
  }
}
