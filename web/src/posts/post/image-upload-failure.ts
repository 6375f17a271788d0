/** Telling why a comment's or an edited post's image did not go up. */
import { toast } from '../../components/toast/toast-store';
import { imageBlockedMessage } from '../../lib/image-checks';

/** The server's refusal of the image's content opens the blocked modal (`showBlocked`); any other failure is a toast. */
export function reportImageUploadFailure(error: unknown, showBlocked: (message: string) => void): void {
  const message = imageBlockedMessage(error);
  if (message) showBlocked(message);
  else
    toast({
      title: 'Image upload failed',
      description: 'Failed to upload image. Please try again.',
      variant: 'destructive',
    });
}
