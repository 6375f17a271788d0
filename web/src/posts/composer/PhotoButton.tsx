import { ImagePlus } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../components/Button';
import type { PhotoAttachment } from './usePhotoAttachment';

/** The composer toolbar's "Add photo" button; it holds the (hidden) file input, which accepts images only. */
export function PhotoButton({ photo, disabled = false }: { photo: PhotoAttachment; disabled?: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={photo.file ? 'Change photo' : 'Add photo'}
        title="Add photo"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      >
        <ImagePlus aria-hidden />
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        aria-label="Photo"
        hidden
        disabled={disabled}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          // Cleared so that choosing the same file again (after Remove) fires a change.
          event.target.value = '';
          if (chosen) photo.choose(chosen);
        }}
      />
    </>
  );
}
