/**
 * The sign-in page's script. Plain DOM code, not React: this is what every signed-out visitor downloads, and
 * the page is static HTML whose forms already work without JavaScript; the script only adds in-place
 * errors, a busy button and instant switching, for about 2 kB gzipped instead of React's ~70 kB.
 */
import { showErrors, wireForm } from './form';
import { panel, rememberMode, showMode, wireModeLinks } from './mode';
import { parseLoginState } from './state';

const state = parseLoginState(document.getElementById('login-state')?.textContent, window.location);
document.documentElement.dataset.js = '';

showMode(state.mode);
rememberMode(state.mode);
wireModeLinks();

const forms = { signin: panel('signin'), register: panel('register') };
for (const section of Object.values(forms)) wireForm(section.querySelector('form')!);

const form = forms[state.mode].querySelector('form')!;
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
if (state.error) showErrors(form, state.error, state.fieldErrors);
