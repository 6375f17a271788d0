/**
 * The sign-in page's state, written into login.html by GET /api/login, by a mailed link's page (password reset,
 * e-mail verification) and by a form post's answer: which form to show, the error or notice, the link's token,
 * the second sign-in step's challenge, and what the visitor had typed. Parsed defensively: it is page input.
 */

export const LOGIN_MODES = ['signin', 'register', 'forgot', 'reset', 'verify', 'second-factor'] as const;
export type LoginMode = (typeof LOGIN_MODES)[number];

/**
 * The modes an address may ask for; reset and verify need a mailed link's token, and second-factor a right password's
 * challenge, which only the server gives.
 */
const ADDRESS_MODES: readonly LoginMode[] = ['signin', 'register', 'forgot'];

export interface FieldError {
  field: string;
  message: string;
}

export interface LoginPageState {
  mode: LoginMode;
  error?: string;
  /** A success to show on the mode's panel ("we sent you a link"). */
  notice?: string;
  /** The mailed link's token, for the reset and verify forms. */
  token?: string;
  /** What the right password earned for an account with two-factor on: the second-factor form sends it with the code. */
  challenge?: string;
  fieldErrors: FieldError[];
  values: Partial<Record<'email' | 'username' | 'firstName' | 'lastName', string>>;
  ref?: string;
  /** The app's path to land on after signing in (the server checked it; checked again here). */
  returnTo?: string;
}

const VALUE_FIELDS = ['email', 'username', 'firstName', 'lastName'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export const isLoginMode = (value: unknown): value is LoginMode => LOGIN_MODES.includes(value as LoginMode);

const isAddressMode = (value: unknown): value is LoginMode => ADDRESS_MODES.includes(value as LoginMode);

/** The mode a visitor asked for in the address (`#register`, then `?mode=register`), if any. */
export function modeFromLocation(search: string, hash: string): LoginMode | undefined {
  const target = hash.replace(/^#/, '');
  if (isAddressMode(target)) return target;
  const mode = new URLSearchParams(search).get('mode');
  return isAddressMode(mode) ? mode : undefined;
}

/**
 * The server's mode. A reset page without a token could not save a password, so it asks for a link instead; a
 * second step without its challenge could not sign anyone in, so it starts again at Sign in.
 */
function serverModeOf(mode: unknown, token: string | undefined, challenge: string | undefined): LoginMode | undefined {
  if (!isLoginMode(mode)) return undefined;
  if (mode === 'reset' && !token) return 'forgot';
  if (mode === 'second-factor' && !challenge) return 'signin';
  return mode;
}

/**
 * When the server answered something (a form post's error or notice, a mailed link's page), its mode shows where
 * that belongs. Otherwise the address decides (the server only saw `?mode=`, not a `#register` anchor); the
 * server's mode, then Sign in, are the fallbacks.
 */
export function parseLoginState(
  json: string | null | undefined,
  location: { search: string; hash: string },
): LoginPageState {
  let raw: unknown = null;
  try {
    raw = json ? JSON.parse(json) : null;
  } catch {
    raw = null;
  }
  const given = isRecord(raw) ? raw : {};
  const values = isRecord(given.values) ? given.values : {};
  const fieldErrors = Array.isArray(given.fieldErrors)
    ? given.fieldErrors.filter(
        (e): e is FieldError => isRecord(e) && typeof e.field === 'string' && typeof e.message === 'string',
      )
    : [];
  const error = text(given.error);
  const notice = text(given.notice);
  const token = text(given.token);
  const challenge = text(given.challenge);
  const ref = text(given.ref);
  const serverMode = serverModeOf(given.mode, token, challenge);
  const serverAnswered = Boolean(
    error || notice || serverMode === 'reset' || serverMode === 'verify' || serverMode === 'second-factor',
  );
  const addressMode = modeFromLocation(location.search, location.hash);
  const state: LoginPageState = {
    mode: (serverAnswered ? (serverMode ?? addressMode) : (addressMode ?? serverMode)) ?? 'signin',
    fieldErrors,
    values: Object.fromEntries(VALUE_FIELDS.flatMap((k) => (text(values[k]) ? [[k, text(values[k])!]] : []))),
  };
  if (error) state.error = error;
  if (notice) state.notice = notice;
  if (token) state.token = token;
  if (challenge && state.mode === 'second-factor') state.challenge = challenge;
  if (ref) state.ref = ref;
  const returnTo = appPath(given.returnTo);
  if (returnTo) state.returnTo = returnTo;
  return state;
}

/**
 * A path of the app to go to after signing in, or undefined: never another site ('//x', '/\\x', 'https://x')
 * nor the API. The server applies the same rule (api/src/http/return-to.ts).
 */
export function appPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the check exists to refuse control characters (and spaces) in a return path
  if (value.length > 2000 || /[\u0000-\u0020\u007f]/.test(value)) return undefined;
  if (value === '/api' || value.startsWith('/api/') || value.startsWith('/api?') || value.startsWith('/api#'))
    return undefined;
  return value;
}
