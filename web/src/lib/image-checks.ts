/**
 * The client-side image checks (spec part 1 sections 5 and 8): image types only, under 5 MB, with the spec's
 * toast texts; and recognising the server's refusal of an image's content, which opens the image-blocked modal.
 */
import { ApiError } from '../api/api-error';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export type ImageForm = 'post' | 'comment';

export interface ImageProblem {
  title: string;
  description: string;
}

/** Why a chosen file cannot be used, or null when it can. The comment form's text ends with a full stop. */
export function imageFileProblem(file: Pick<File, 'size' | 'type'>, form: ImageForm = 'post'): ImageProblem | null {
  if (!file.type.startsWith('image/')) return { title: 'Invalid file', description: 'Please select an image file.' };
  if (file.size >= IMAGE_MAX_BYTES) {
    return { title: 'File too large', description: form === 'comment' ? 'Please select an image under 5MB.' : 'Please select an image under 5MB' };
  }
  return null;
}

/** The server refused the image's content (adult content, the terms of service, or 'Content blocked'). */
export function imageBlockedMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const message = error.serverMessage;
  return /adult content|terms of service|content blocked/i.test(message) ? message : null;
}
