/**
 * The sign-in page's script. Plain DOM code, not React: this is what every signed-out visitor downloads, and
 * the page is static HTML whose forms already work without JavaScript; the script only adds in-place
 * errors, a busy button and instant switching, for about 2 kB gzipped instead of React's ~70 kB.
 */
import { endLinkForm, showErrors, showNotice, wireForm } from './form';
import { panel, rememberMode, showMode, switchMode, wireModeLinks } from './mode';
import { LOGIN_MODES, parseLoginState, type LoginMode } from './state';

const state = parseLoginState(document.getElementById('login-state')?.textContent, window.location);
document.documentElement.dataset.js = '';

showMode(state.mode);
rememberMode(state.mode);
wireModeLinks();

const forms = Object.fromEntries(LOGIN_MODES.map((mode) => [mode, panel(mode).querySelector('form')!])) as Record<
  LoginMode,
  HTMLFormElement
>;
for (const mode of LOGIN_MODES) {
  // A refused reset link gets what the server shows without JavaScript: the form that asks for a new one.
  const onLinkRefused =
    mode === 'reset'
      ? (message: string) => {
          switchMode('forgot');
          showErrors(forms.forgot, message);
        }
      : undefined;
  wireForm(forms[mode], { onLinkRefused });
}

const form = forms[state.mode];
for (const [name, value] of Object.entries(state.values)) {
  const input = form.elements.namedItem(name);
  if (input instanceof HTMLInputElement) input.value = value;
}
if (state.ref) {
  const ref = forms.register.querySelector<HTMLInputElement>('input[name=ref]')!;
  ref.value = state.ref;
}
if (state.returnTo) {
  const returnTo = forms.signin.querySelector<HTMLInputElement>('input[name=returnTo]');
  if (returnTo) returnTo.value = state.returnTo;
}
const token = form.elements.namedItem('token');
if (token instanceof HTMLInputElement) token.value = state.token ?? '';
if (state.error) showErrors(form, state.error, state.fieldErrors);
if (state.notice) showNotice(form, state.notice);
// A verification link that was refused, or is used up, leaves nothing to send: the words and Continue remain.
if (state.mode === 'verify' && (!state.token || state.notice)) endLinkForm(form);
