/**
 * A channel's profile and banner images: the upload dialog's hints and the
 * checks made before an upload, with their toast texts.
 */
import { IMAGE_MAX_BYTES, type ImageProblem } from './image-checks';

export type ChannelImageKind = 'profile' | 'banner';

export const RECOMMENDED_SIZE: Record<ChannelImageKind, string> = {
  banner: 'Recommended size: 1200x400px',
  profile: 'Recommended size: 400x400px',
};

export const MAX_SIZE_HINT = 'Maximum file size: 5MB';

export const NO_FILE_SELECTED: ImageProblem = {
  title: 'No file selected',
  description: 'Please choose an image to upload.',
};
export const INVALID_FILE_TYPE: ImageProblem = {
  title: 'Invalid file type',
  description: 'Please select an image file.',
};
export const FILE_TOO_LARGE: ImageProblem = {
  title: 'File too large',
  description: 'Please select an image smaller than 5MB.',
};

/** Why the chosen file cannot be uploaded (none chosen, not an image, over 5MB), or null when it can. */
export function channelImageProblem(file: Pick<File, 'size' | 'type'> | null | undefined): ImageProblem | null {
  if (!file) return NO_FILE_SELECTED;
  if (!file.type.startsWith('image/')) return INVALID_FILE_TYPE;
  if (file.size > IMAGE_MAX_BYTES) return FILE_TOO_LARGE;
  return null;
}
