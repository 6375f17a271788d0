import { MutationError } from '../../../relay/mutation';
import { browserRefusal } from './passkey-labels';

/**
 * What the Passkeys card says when a step fails: the server's words for a refusal it meant (the limit, a passkey
 * already added, a ceremony that took too long), ours for the browser's (cancelled, already on this device), else
 * the fallback (no connection, an unexpected error).
 */
export function passkeyProblem(error: unknown, fallback: string): string {
  if (error instanceof MutationError) {
    return error.code !== 'INTERNAL_SERVER_ERROR' && error.message ? error.message : fallback;
  }
  return browserRefusal(error) ?? fallback;
}
