/** What the unverified member's banner says and shows; the banner itself is EmailVerificationBanner. */
import type { ToastInput } from '../../components/toast/toast-store';

/** Only the viewer's own address is known to be unverified: null (not the viewer, not known) shows nothing. */
export const needsVerification = (emailVerified: boolean | null | undefined) => emailVerified === false;

export const RESEND_FAILED = 'Failed to send a new link. Please try again.';

export function resentToast(message: string): ToastInput {
  return { title: 'Link sent', description: message };
}

/**
 * The server's refusal in its words (too many links this hour, verified already); a failure (the network, an
 * unexpected server error) a plain sentence.
 * None for a lost session: its own toast shows. A MutationError is recognised by name, so that this module stays
 * free of the relay layer (which needs a browser to load).
 */
export function resendFailedToast(error: unknown): ToastInput | null {
  const refused = error instanceof Error && error.name === 'MutationError' && 'code' in error;
  if (!refused || error.code === 'INTERNAL_SERVER_ERROR') {
    return { variant: 'destructive', title: 'Error', description: RESEND_FAILED };
  }
  if (error.code === 'UNAUTHENTICATED') return null;
  if (error.code === 'CONFLICT') return { title: 'Already verified', description: error.message };
  return { variant: 'destructive', title: 'Error', description: error.message };
}
