import { X } from 'lucide-react';
import { Suspense } from 'react';
import { Button } from '../../components/Button';
import { lazyComponent } from '../../components/lazy-component';
import type { PhotoAttachment } from './usePhotoAttachment';

// Shown only when the server refuses a photo: its code loads then.
const ImageBlockedModal = lazyComponent(
  () => import('../ImageBlockedModal'),
  (m) => m.ImageBlockedModal,
);

/**
 * The attached photo: a preview with a Remove button and, while it uploads, a progress bar. Also renders the
 * 'Image Cannot Be Posted' modal, which stays up after the refused photo has been dropped.
 */
export function PhotoPreview({ photo, disabled = false }: { photo: PhotoAttachment; disabled?: boolean }) {
  const percent = photo.progress === null ? null : Math.round(photo.progress * 100);
  return (
    <>
      {photo.previewUrl && (
        <figure className="grid gap-2">
          <div className="relative justify-self-start">
            <img
              src={photo.previewUrl}
              // biome-ignore lint/a11y/noRedundantAlt: "Photo to post" names the attachment being posted (not the element kind), and is the text tests and users know it by
              alt="Photo to post"
              className="max-h-64 rounded-xl border border-stone-200 object-contain"
            />
            <Button
              variant="secondary"
              size="icon"
              aria-label="Remove photo"
              disabled={disabled || percent !== null}
              onClick={photo.remove}
              className="absolute top-2 right-2 size-8 bg-white/90"
            >
              <X aria-hidden />
            </Button>
          </div>
          {percent !== null && (
            <div className="grid gap-1">
              <div
                role="progressbar"
                aria-label="Uploading photo"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2 overflow-hidden rounded-full bg-stone-200"
              >
                <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
              </div>
              <figcaption className="text-xs text-stone-600">Uploading photo… {percent}%</figcaption>
            </div>
          )}
        </figure>
      )}
      {photo.blockedMessage !== null && (
        <Suspense fallback={null}>
          <ImageBlockedModal message={photo.blockedMessage} onClose={photo.dismissBlocked} />
        </Suspense>
      )}
    </>
  );
}
