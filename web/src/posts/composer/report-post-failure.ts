/**
 * After a composer's post failed (the Dadfeed's, the Groupfeed's): the photo's own failures are already told
 * (the blocked modal or 'Image upload failed'), a refusal of the image by the post itself opens the blocked modal,
 * a lost session is the session-loss flow's; anything else is the 'Failed to create post' toast.
 */
import { toast } from '../../components/toast/toast-store';
import { MutationError } from '../../relay/mutation';
import { isPhotoAlreadyReported, type PhotoAttachment } from './usePhotoAttachment';

export function reportPostFailure(error: unknown, photo: PhotoAttachment): void {
  if (isPhotoAlreadyReported(error) || photo.reportBlocked(error)) return;
  if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
  toast({ title: 'Error', description: 'Failed to create post. Please try again.', variant: 'destructive' });
}
