/**
 * Session loss: when any call answers 401 the member is told and sent to sign in again after a short pause.
 * Many calls can fail at once; the member sees one toast and one redirect. The pause is
 * the notice's time on screen, counted from when it shows (the Toaster's code may still be loading); should it
 * never show, the member leaves anyway.
 */
import { holdToasts, toast, toastShown } from '../components/toast/toast-store';
import { leaveApp } from '../router/history';

export const SESSION_REDIRECT_DELAY_MS = 500;
const NOTICE_WAIT_LIMIT_MS = 5000;
export const LOGIN_PATH = '/api/login';

let redirecting = false;

export function handleSessionLoss(): void {
  if (redirecting) return;
  redirecting = true;
  const { id } = toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  holdToasts();
  let left = false;
  const leave = () => {
    if (left) return;
    left = true;
    leaveApp(LOGIN_PATH);
  };
  const unseen = window.setTimeout(leave, NOTICE_WAIT_LIMIT_MS);
  void toastShown(id).then(() => {
    window.clearTimeout(unseen);
    window.setTimeout(leave, SESSION_REDIRECT_DELAY_MS);
  });
}
