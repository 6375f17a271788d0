/** Switching between the Sign in and Create account panels, keeping the address shareable (?mode=register). */
import { isLoginMode, type LoginMode } from './state';

const TITLES: Record<LoginMode, string> = { signin: 'Sign in', register: 'Create account' };

export function panel(mode: LoginMode): HTMLElement {
  return document.getElementById(mode)!;
}

export function showMode(mode: LoginMode) {
  for (const each of ['signin', 'register'] as const) panel(each).hidden = each !== mode;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.mode-link')) {
    if (link.dataset.modeLink === mode) link.setAttribute('aria-current', 'page');
    else link.removeAttribute('aria-current');
  }
  document.title = `${TITLES[mode]} · ${__PRODUCT_NAME__}`;
}

/**
 * Keeps the address on the mode, so a reload or a shared link shows the same form. After a failed form post
 * the page sits on /api/register or /api/login (POST); reloading the former would be a 404.
 */
export function rememberMode(mode: LoginMode) {
  const url = new URL(window.location.href);
  if (url.pathname.startsWith('/api/')) url.pathname = '/api/login';
  url.hash = '';
  if (mode === 'register') url.searchParams.set('mode', 'register');
  else url.searchParams.delete('mode');
  window.history.replaceState(null, '', url);
}

/** The mode links become in-page switches (without JavaScript they are #anchors that CSS follows). */
export function wireModeLinks() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-mode-link]')) {
    link.addEventListener('click', (event) => {
      const mode = link.dataset.modeLink;
      if (!isLoginMode(mode)) return;
      event.preventDefault();
      showMode(mode);
      rememberMode(mode);
      panel(mode).querySelector<HTMLInputElement>('input:not([type=hidden])')?.focus();
    });
  }
}
