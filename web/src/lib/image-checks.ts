/**
 * The client-side image checks: image types only, under 5 MB, with their
 * toast texts; and recognising the server's refusal of an image's content (IMAGE_BLOCKED), which opens the
 * image-blocked modal.
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
    return {
      title: 'File too large',
      description: form === 'comment' ? 'Please select an image under 5MB.' : 'Please select an image under 5MB',
    };
  }
  return null;
}

/** The server's message when it refused the image's content (an upload's IMAGE_BLOCKED), else null. */
export function imageBlockedMessage(error: unknown): string | null {
  return error instanceof ApiError && error.code === 'IMAGE_BLOCKED' ? error.serverMessage : null;
}
