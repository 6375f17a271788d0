/**
 * "Sign in with a passkey" on the Sign in panel (docs/security.md#passkeys). The button is hidden in the markup and
 * shown here only where the browser has WebAuthn, so a page without JavaScript never offers it (its forms work as
 * before). A click asks the server for options, lets the browser offer the site's passkeys (startAuthentication),
 * and sends the signed answer; signed in, the page goes where a password's sign-in goes (the form's returnTo).
 * Refusals show in the Sign in form's alert, in the server's words.
 */
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import { clearErrors, showErrors } from './form';
import { appPath } from './state';

const NETWORK_ERROR = 'We could not reach the server. Check your connection and try again.';
const CANCELLED = 'No passkey was used. Try again, or sign in with your password.';

async function post(path: string, body: unknown): Promise<{ ok: boolean; body: Record<string, unknown> | null }> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  return { ok: response.ok, body: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

const messageOf = (body: Record<string, unknown> | null, fallback: string) =>
  typeof body?.message === 'string' ? body.message : fallback;

/** The browser's own refusal (the member closed its dialog, or it timed out), by its WebAuthn error name. */
const wasCancelled = (error: unknown) =>
  ['NotAllowedError', 'AbortError'].includes((error as { name?: string })?.name ?? '');

export function wirePasskeySignIn(form: HTMLFormElement) {
  const block = document.querySelector<HTMLElement>('[data-passkey-sign-in]');
  const button = block?.querySelector<HTMLButtonElement>('button');
  if (!block || !button || !browserSupportsWebAuthn()) return;
  block.hidden = false;
  const label = button.textContent ?? '';

  const busy = (on: boolean) => {
    button.disabled = on;
    button.setAttribute('aria-busy', String(on));
    button.textContent = on ? (button.dataset.busyLabel ?? label) : label;
  };

  button.addEventListener('click', async () => {
    clearErrors(form);
    busy(true);
    let leaving = false;
    try {
      const started = await post('/api/login/passkey/options', {});
      if (!started.ok) return showErrors(form, messageOf(started.body, 'Something went wrong. Try again.'));
      const options = started.body?.options as Parameters<typeof startAuthentication>[0]['optionsJSON'];
      const response = await startAuthentication({ optionsJSON: options });
      const done = await post('/api/login/passkey', { key: started.body?.key, response });
      if (!done.ok) return showErrors(form, messageOf(done.body, 'Something went wrong. Try again.'));
      const returnTo = form.elements.namedItem('returnTo');
      // The button stays busy while the app loads.
      leaving = true;
      window.location.assign((returnTo instanceof HTMLInputElement && appPath(returnTo.value)) || '/');
    } catch (error) {
      showErrors(form, wasCancelled(error) ? CANCELLED : NETWORK_ERROR);
    } finally {
      if (!leaving) busy(false);
    }
  });
}
