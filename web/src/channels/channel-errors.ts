/**
 * A refused channel call as a toast with the server's message. A lost session is already told
 * by the session-loss flow, so it shows nothing more.
 */
import { ApiError } from '../api/api-error';
import { toast } from '../components/toast/toast-store';
import { MutationError } from '../relay/mutation';

const UNEXPECTED = 'Something went wrong. Please try again.';

/** `failure` is a message of our own (a form check) or what a call threw. */
export function showChannelError(failure: unknown, title = 'Error'): void {
  if (failure instanceof MutationError && failure.code === 'UNAUTHENTICATED') return;
  if (failure instanceof ApiError && failure.status === 401) return;
  const description =
    typeof failure === 'string'
      ? failure
      : failure instanceof ApiError
        ? failure.serverMessage || UNEXPECTED
        : failure instanceof MutationError
          ? failure.message
          : UNEXPECTED;
  toast({ title, description, variant: 'destructive' });
}
