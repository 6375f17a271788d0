/**
 * Submitting a sign-in or create-account form as JSON (so errors show in place, without a page load),
 * and showing the server's errors: the message in the form's alert, field messages beside their fields.
 */
import { appPath, type FieldError } from './state';

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

const NETWORK_ERROR = 'We could not reach the server. Check your connection and try again.';

/** The form's fields as the JSON API wants them: the checkbox as a boolean, empty optional fields left out. */
function formJson(form: HTMLFormElement): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '') body[name] = value;
  }
  const adult = form.elements.namedItem('confirmAdult');
  if (adult instanceof HTMLInputElement) body.confirmAdult = adult.checked;
  return body;
}

function fieldErrorsOf(body: ErrorBody | null): FieldError[] {
  if (!Array.isArray(body?.errors)) return [];
  return body.errors.filter((e): e is FieldError => typeof e?.field === 'string' && typeof e?.message === 'string');
}

export function clearErrors(form: HTMLFormElement) {
  const alert = form.querySelector<HTMLElement>('[role=alert]')!;
  alert.hidden = true;
  alert.textContent = '';
  for (const note of form.querySelectorAll('.field-error')) note.remove();
  for (const input of form.querySelectorAll('[aria-invalid]')) {
    input.removeAttribute('aria-invalid');
    const help = input.getAttribute('aria-describedby')?.replace(/\s*\S+-error$/, '');
    if (help) input.setAttribute('aria-describedby', help);
    else input.removeAttribute('aria-describedby');
  }
}

export function showErrors(form: HTMLFormElement, message: string, fieldErrors: FieldError[] = []) {
  const alert = form.querySelector<HTMLElement>('[role=alert]')!;
  alert.textContent = message;
  alert.hidden = false;
  let firstInvalid: HTMLInputElement | undefined;
  for (const { field, message: text } of fieldErrors) {
    const input = form.elements.namedItem(field);
    const wrapper = form.querySelector<HTMLElement>(`.field[data-field="${CSS.escape(field)}"]`);
    if (!(input instanceof HTMLInputElement) || !wrapper || input.getAttribute('aria-invalid')) continue;
    const note = document.createElement('p');
    note.className = 'field-error';
    note.id = `${input.id || `${form.id}-${field}`}-error`;
    note.textContent = text;
    wrapper.append(note);
    input.setAttribute('aria-invalid', 'true');
    input.setAttribute('aria-describedby', [input.getAttribute('aria-describedby'), note.id].filter(Boolean).join(' '));
    firstInvalid ??= input;
  }
  firstInvalid?.focus();
}

function setBusy(form: HTMLFormElement, busy: boolean) {
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  button.dataset.label ??= button.textContent ?? '';
  button.disabled = busy;
  button.setAttribute('aria-busy', String(busy));
  button.textContent = busy ? (button.dataset.busyLabel ?? button.dataset.label) : button.dataset.label;
}

export function wireForm(form: HTMLFormElement) {
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearErrors(form);
    setBusy(form, true);
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(formJson(form)),
      });
      if (response.ok) {
        // Sign-in returns to the page the visitor wanted (a hidden field); a new account starts at onboarding.
        const returnTo = form.elements.namedItem('returnTo');
        window.location.assign((returnTo instanceof HTMLInputElement && appPath(returnTo.value)) || '/');
        return; // the button stays disabled while the app loads
      }
      const body = (await response.json().catch(() => null)) as ErrorBody | null;
      const message = typeof body?.message === 'string' ? body.message : `Something went wrong (${response.status}).`;
      showErrors(form, message, fieldErrorsOf(body));
    } catch {
      showErrors(form, NETWORK_ERROR);
    }
    setBusy(form, false);
  });
}
