/** Recognising the server's refusal of a photo's content, from an /api upload or a GraphQL mutation. */
import { imageBlockedMessage } from '../../lib/image-checks';

const BLOCKED_TEXT = /adult content|terms of service|content blocked/i;

/**
 * The server's message when `error` refuses the image's content (it opens the image-blocked modal), else null.
 * A mutation's AppError arrives as a MutationError, recognised by name so that this module stays free of the
 * relay layer (which needs a browser to load).
 */
export function photoRefusalMessage(error: unknown): string | null {
  if (error instanceof Error && error.name === 'MutationError' && BLOCKED_TEXT.test(error.message)) return error.message;
  return imageBlockedMessage(error);
}
