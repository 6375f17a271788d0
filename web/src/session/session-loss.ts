/**
 * Session loss: when any call answers 401 the member is told and sent to sign in again after a short pause
 * (spec part 1 section 4). Many calls can fail at once; the member sees one toast and one redirect.
 */
import { holdToasts, toast } from '../components/toast/toast-store';
import { leaveApp } from '../router/history';

export const SESSION_REDIRECT_DELAY_MS = 500;
export const LOGIN_PATH = '/api/login';

let redirecting = false;

export function handleSessionLoss(): void {
  if (redirecting) return;
  redirecting = true;
  toast({ title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' });
  holdToasts();
  window.setTimeout(() => leaveApp(LOGIN_PATH), SESSION_REDIRECT_DELAY_MS);
}
