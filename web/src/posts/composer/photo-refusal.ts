/** Recognising the server's refusal of a photo's content, from an /api upload or a GraphQL mutation. */
import { imageBlockedMessage } from '../../lib/image-checks';

/**
 * The server's message when `error` refuses the image's content (IMAGE_BLOCKED: it opens the image-blocked modal),
 * else null. A mutation's AppError arrives as a MutationError, recognised by name so that this module stays free of
 * the relay layer (which needs a browser to load).
 */
export function photoRefusalMessage(error: unknown): string | null {
  if (error instanceof Error && error.name === 'MutationError' && 'code' in error && error.code === 'IMAGE_BLOCKED') {
    return error.message;
  }
  return imageBlockedMessage(error);
}
