/**
 * Personal access tokens on the Developer settings page (docs/integrations.md): the new-token form's draft and its checks
 * (the server's rules and words, api/src/domain/access-tokens), the expiry choices, and how a token's dates read.
 */
import { addDays, isValid } from 'date-fns';
import { ageLabel } from './age-label';
import { formatDate } from './dates';

export const TOKEN_NAME_MAX = 80;
export const TOKEN_NAME_REQUIRED = 'Give the token a name.';
export const TOKEN_NAME_TOO_LONG = `The name can be at most ${TOKEN_NAME_MAX} characters.`;
export const TOKEN_SCOPES_REQUIRED = 'Choose at least one scope.';

export const EXPIRY_CHOICES = [
  { id: '30', label: '30 days' },
  { id: '90', label: '90 days' },
  { id: '365', label: '365 days' },
  { id: 'never', label: 'No expiration' },
] as const;

export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]['id'];

export interface TokenDraft {
  name: string;
  expiry: ExpiryChoice;
  /** Scope names as Query.accessTokenScopes gives them. */
  scopes: string[];
}

export const NEW_TOKEN: TokenDraft = { name: '', expiry: '30', scopes: [] };

/** Messages by field; `form` holds a refusal that names no field (too many tokens). */
export interface TokenDraftErrors {
  name?: string;
  expiry?: string;
  scopes?: string;
  form?: string;
}

export function tokenDraftErrors(draft: TokenDraft): TokenDraftErrors {
  const errors: TokenDraftErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = TOKEN_NAME_REQUIRED;
  else if (name.length > TOKEN_NAME_MAX) errors.name = TOKEN_NAME_TOO_LONG;
  if (draft.scopes.length === 0) errors.scopes = TOKEN_SCOPES_REQUIRED;
  return errors;
}

export const hasErrors = (errors: TokenDraftErrors) => Object.values(errors).some(Boolean);

/** What createAccessToken takes. */
export function tokenInput(draft: TokenDraft): { name: string; expiresInDays: number | null; scopes: string[] } {
  return {
    name: draft.name.trim(),
    expiresInDays: draft.expiry === 'never' ? null : Number(draft.expiry),
    scopes: draft.scopes,
  };
}

const FIELD_OF_INPUT: Record<string, keyof TokenDraftErrors> = {
  name: 'name',
  expiresInDays: 'expiry',
  scopes: 'scopes',
};

/** The server's refusal beside the fields it names (`scopes.1` is the scopes'); the first message of each field. */
export function errorsOfRefusal(
  message: string,
  fieldErrors: readonly { field: string; message: string }[],
): TokenDraftErrors {
  const errors: TokenDraftErrors = {};
  for (const { field, message: text } of fieldErrors) {
    const key = FIELD_OF_INPUT[field.split('.')[0] ?? ''] ?? 'form';
    errors[key] ??= text;
  }
  return hasErrors(errors) ? errors : { form: message };
}

/** Ticking a scope adds it, ticking it again takes it out. */
export function toggleScope(scopes: readonly string[], name: string): string[] {
  return scopes.includes(name) ? scopes.filter((scope) => scope !== name) : [...scopes, name];
}

/** The day a token made now with this choice would expire, or null for none. */
export function expiryDate(choice: ExpiryChoice, now: Date = new Date()): Date | null {
  return choice === 'never' ? null : addDays(now, Number(choice));
}

const dateOf = (value: unknown): Date | null => {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const date = new Date(value);
  return isValid(date) ? date : null;
};

/** 'Never' without an expiry, 'Expired' once past it, else its date ('Mar 3, 2026'). */
export function expiresLabel(expiresAt: unknown, now: Date = new Date()): string {
  const date = dateOf(expiresAt);
  if (!date) return 'Never';
  return date.getTime() <= now.getTime() ? 'Expired' : formatDate(date, 'date');
}

/** 'Never used', or how long ago ('Just now', '3h ago', '2d ago', then the date). */
export function lastUsedLabel(lastUsedAt: unknown, now: Date = new Date()): string {
  const date = dateOf(lastUsedAt);
  return date ? ageLabel(date, now) : 'Never used';
}

/** The day it was made ('Mar 3, 2026'). */
export function createdLabel(createdAt: unknown): string {
  const date = dateOf(createdAt);
  return date ? formatDate(date, 'date') : '';
}
