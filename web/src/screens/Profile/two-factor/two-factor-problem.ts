import { MutationError } from '../../../relay/mutation';

/**
 * What a dialog shows when a two-factor call fails: the server's words for a refusal it meant (a wrong code or
 * password, too many tries), else the fallback (no connection, an unexpected error).
 */
export function twoFactorProblem(error: unknown, fallback: string): string {
  return error instanceof MutationError && error.code !== 'INTERNAL_SERVER_ERROR' && error.message
    ? error.message
    : fallback;
}
