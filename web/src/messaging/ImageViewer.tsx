import { Dialog, DialogContent, DialogTitle } from '../components/Dialog';
import type { Attachment } from './MessageAttachment';

/** A message's image, large, in the app's dialog; closing it (Escape, the corner button, outside) hands back. */
export function ImageViewer({ image, onClose }: { image: Attachment | null; onClose: () => void }) {
  return (
    <Dialog open={image !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-4xl" aria-describedby={undefined}>
        <DialogTitle className="truncate pr-8 text-base font-semibold" title={image?.name ?? undefined}>
          {image?.name ?? 'Image'}
        </DialogTitle>
        {image && (
          <img
            src={image.url}
            alt={image.name ?? 'Image attachment'}
            className="max-h-[75dvh] w-full rounded-lg object-contain"
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
