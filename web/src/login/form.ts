/**
 * Submitting the page's forms as JSON (so answers show in place, without a page load), and showing the server's
 * errors: the message in the form's alert, field messages beside their fields. A form marked
 * `data-success="notice"` (asking for a reset link, verifying an address) shows the answer's message in its notice;
 * the others sign the visitor in and go on to the app, unless the account asks for a second step (two-factor).
 */
import { normalizeTwoFactorCode } from '../lib/two-factor';
import { appPath, type FieldError } from './state';

interface AnswerBody {
  message?: unknown;
  code?: unknown;
  errors?: unknown;
  challenge?: unknown;
}

export interface FormOptions {
  /** The mailed link no longer works (LINK_INVALID); without this the error shows on the form, which stops offering to send. */
  onLinkRefused?: (message: string) => void;
  /**
   * The password was right (signing in: 401) or is changed (a reset: 200), and the account has two-factor on: the
   * next step needs this challenge with a code. `message` is the server's words.
   */
  onSecondFactor?: (challenge: string, message?: string) => void;
}

const NETWORK_ERROR = 'We could not reach the server. Check your connection and try again.';

/**
 * The form's fields as the JSON API wants them: the checkbox as a boolean, empty optional fields left out, a
 * two-factor code without the spaces an app shows ("123 456").
 */
function formJson(form: HTMLFormElement): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && value !== '') body[name] = name === 'code' ? normalizeTwoFactorCode(value) : value;
  }
  const adult = form.elements.namedItem('confirmAdult');
  if (adult instanceof HTMLInputElement) body.confirmAdult = adult.checked;
  return body;
}

function fieldErrorsOf(body: AnswerBody | null): FieldError[] {
  if (!Array.isArray(body?.errors)) return [];
  return body.errors.filter((e): e is FieldError => typeof e?.field === 'string' && typeof e?.message === 'string');
}

/** The challenge of an answer that asks for the second sign-in step, whatever its status. */
function secondFactorChallenge(body: AnswerBody | null): string | undefined {
  if (body?.code !== 'SECOND_FACTOR_REQUIRED' || typeof body.challenge !== 'string') return undefined;
  return body.challenge || undefined;
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

function noticeOf(form: HTMLFormElement) {
  return form.querySelector<HTMLElement>('.form-notice');
}

/** Shows a success in the form's notice paragraph (role=status). */
export function showNotice(form: HTMLFormElement, message: string) {
  const notice = noticeOf(form);
  if (!notice) return;
  notice.textContent = message;
  notice.hidden = false;
}

export function clearNotice(form: HTMLFormElement) {
  const notice = noticeOf(form);
  if (!notice) return;
  notice.hidden = true;
  notice.textContent = '';
}

function submitButton(form: HTMLFormElement) {
  return form.querySelector<HTMLButtonElement>('button[type=submit]')!;
}

/**
 * A mailed link works once: after it was used, or refused, its form has nothing left to send. When the visitor
 * had pressed the button, the words that replace it (`said`) take the focus, so it is not lost to the page.
 */
export function endLinkForm(form: HTMLFormElement, said?: HTMLElement | null) {
  submitButton(form).hidden = true;
  if (!said) return;
  said.tabIndex = -1;
  said.focus();
}

function setBusy(form: HTMLFormElement, busy: boolean) {
  const button = submitButton(form);
  button.dataset.label ??= button.textContent ?? '';
  button.disabled = busy;
  button.setAttribute('aria-busy', String(busy));
  button.textContent = busy ? (button.dataset.busyLabel ?? button.dataset.label) : button.dataset.label;
}

/** A success of a `data-success="notice"` form: its message shows; a request form empties for another try. */
function succeed(form: HTMLFormElement, body: AnswerBody | null) {
  showNotice(form, typeof body?.message === 'string' ? body.message : 'Done.');
  if (form.elements.namedItem('token')) return endLinkForm(form, noticeOf(form));
  for (const input of form.querySelectorAll<HTMLInputElement>('input:not([type=hidden])')) input.value = '';
}

export function wireForm(form: HTMLFormElement, { onLinkRefused, onSecondFactor }: FormOptions = {}) {
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    clearErrors(form);
    clearNotice(form);
    setBusy(form, true);
    try {
      const response = await fetch(form.action, {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(formJson(form)),
      });
      const body = (await response.json().catch(() => null)) as AnswerBody | null;
      const challenge = secondFactorChallenge(body);
      if (challenge && onSecondFactor) {
        setBusy(form, false);
        onSecondFactor(challenge, typeof body?.message === 'string' ? body.message : undefined);
        return;
      }
      if (response.ok && form.dataset.success === 'notice') {
        succeed(form, body);
      } else if (response.ok) {
        // Sign-in returns to the page the visitor wanted (a hidden field); a new account starts at onboarding.
        const returnTo = form.elements.namedItem('returnTo');
        window.location.assign((returnTo instanceof HTMLInputElement && appPath(returnTo.value)) || '/');
        return; // the button stays disabled while the app loads
      } else {
        const message = typeof body?.message === 'string' ? body.message : `Something went wrong (${response.status}).`;
        const linkRefused = body?.code === 'LINK_INVALID';
        if (linkRefused && onLinkRefused) onLinkRefused(message);
        else {
          showErrors(form, message, fieldErrorsOf(body));
          if (linkRefused) endLinkForm(form, form.querySelector<HTMLElement>('[role=alert]'));
        }
      }
    } catch {
      showErrors(form, NETWORK_ERROR);
    }
    setBusy(form, false);
  });
}
