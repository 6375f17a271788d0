/**
 * The sign-in page's script. Plain DOM code, not React: this is what every signed-out visitor downloads, and
 * the page is static HTML whose forms already work without JavaScript; the script only adds in-place
 * errors, a busy button and instant switching, for about 2 kB gzipped instead of React's ~70 kB.
 */
import { clearErrors, clearNotice, endLinkForm, showErrors, showNotice, wireForm, type FormOptions } from './form';
import { panel, rememberMode, showMode, switchMode, wireModeLinks } from './mode';
import { wirePasskeySignIn } from './passkey';
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

/** Sets a field of a form, if it has one (hidden ones: the link's token, the challenge, where to go after signing in). */
function setValue(form: HTMLFormElement, name: string, value: string) {
  const input = form.elements.namedItem(name);
  if (input instanceof HTMLInputElement) input.value = value;
}

/**
 * The right (or just changed) password of an account with two-factor on: the second step shows in place, the code
 * field focused; after a reset, with the server's words that the password is changed.
 */
function askSecondFactor(from: HTMLFormElement, challenge: string, notice?: string) {
  const next = forms['second-factor'];
  setValue(next, 'challenge', challenge);
  setValue(next, 'returnTo', (forms.signin.elements.namedItem('returnTo') as HTMLInputElement | null)?.value ?? '');
  setValue(next, 'code', '');
  clearErrors(next);
  clearNotice(next);
  if (notice) showNotice(next, notice);
  // The password has done its part; it does not stay in the page.
  setValue(from, 'password', '');
  switchMode('second-factor');
}

const options: Partial<Record<LoginMode, FormOptions>> = {
  signin: { onSecondFactor: (challenge) => askSecondFactor(forms.signin, challenge) },
  // A refused reset link gets what the server shows without JavaScript: the form that asks for a new one.
  reset: {
    onLinkRefused: (message) => {
      switchMode('forgot');
      showErrors(forms.forgot, message);
    },
    onSecondFactor: (challenge, message) => askSecondFactor(forms.reset, challenge, message),
  },
  // A challenge that expired or was used starts the sign-in again, saying why.
  'second-factor': {
    onLinkRefused: (message) => {
      switchMode('signin');
      showErrors(forms.signin, message);
    },
  },
};
for (const mode of LOGIN_MODES) wireForm(forms[mode], options[mode]);
wirePasskeySignIn(forms.signin);

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
  setValue(forms.signin, 'returnTo', state.returnTo);
  setValue(forms['second-factor'], 'returnTo', state.returnTo);
}
setValue(form, 'token', state.token ?? '');
setValue(form, 'challenge', state.challenge ?? '');
if (state.error) showErrors(form, state.error, state.fieldErrors);
if (state.notice) showNotice(form, state.notice);
if (state.mode === 'second-factor') form.querySelector<HTMLInputElement>('input[name=code]')?.focus();
// A verification link that was refused, or is used up, leaves nothing to send: the words and Continue remain.
if (state.mode === 'verify' && (!state.token || state.notice)) endLinkForm(form);
