/**
 * The sign-in history (docs/security.md#sign-in-history), as the profile's "Recent sign-ins" and the admins'
 * Account help show it: how each sign-in or failed attempt reads. Where from is worded as "Where you're signed in"
 * words a session (./sessions.ts).
 */
import { formatDate } from './dates';
import { sessionPlace, sessionTitle } from './sessions';

const METHODS: Record<string, string> = {
  password: 'Password',
  second_factor: 'Password and app code',
  recovery_code: 'Password and recovery code',
  password_reset: 'Password reset link',
  passkey: 'Passkey',
  single_sign_on: 'Single sign-on',
  registration: 'New account',
};

/** 'Password', 'Passkey'... for the way a member signed in (or the step that failed). */
export const signInMethodLabel = (method: string): string => METHODS[method] ?? 'Other';

export interface SignInEventShape {
  readonly method: string;
  readonly succeeded: boolean;
  readonly browser: string | null | undefined;
  readonly os: string | null | undefined;
  readonly device: string | null | undefined;
  readonly ipAddress: string | null | undefined;
  readonly createdAt: unknown;
}

/** 'Signed in with Password', 'Failed: Password and app code'; 'Signed up' for the session an account starts with. */
export function signInOutcome(event: Pick<SignInEventShape, 'method' | 'succeeded'>): string {
  const method = signInMethodLabel(event.method);
  if (!event.succeeded) return `Failed: ${method}`;
  return event.method === 'registration' ? 'Signed up' : `Signed in with ${method}`;
}

/** 'Chrome 120 on macOS · Desktop · 198.51.100.x'. */
export function signInSource(event: SignInEventShape): string {
  const place = sessionPlace(event.device, event.ipAddress);
  return [sessionTitle(event), place].filter(Boolean).join(' · ');
}

/** 'Jun 8, 2025 • 2:05 PM'; '' when the date cannot be read. */
export function signInWhen(createdAt: unknown): string {
  const date = typeof createdAt === 'string' ? new Date(createdAt) : null;
  return date && !Number.isNaN(date.getTime()) ? formatDate(date, 'dateTime') : '';
}
