/** A banner or photo picker for a form (groups, events): its label, the size hint, a preview and Remove. */
import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { ImageProblem } from '../lib/image-checks';
import { Button } from './Button';
import { ImagePickButton } from './ImagePickButton';
import { SafeImage } from './SafeImage';
import { useObjectUrl } from './useObjectUrl';

interface Props {
  /** 'Banner Image': also names the file field ('Banner Image file') and the preview. */
  label: string;
  /** The recommended size and the 5 MB limit. */
  hint: ReactNode;
  shape: 'banner' | 'photo';
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** Another screen's checks and texts in place of the post form's (ImagePickButton). */
  check?: (file: File) => ImageProblem | null;
}

export function ImageFileField({ label, hint, shape, file, onChange, disabled, check }: Props) {
  const preview = useObjectUrl(file);
  const hintId = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a <fieldset> would bring its own UA layout (min-inline-size: min-content, border, padding, legend); the div keeps the layout with the same group role and name
    <div className="grid gap-1.5" role="group" aria-label={label} aria-describedby={hintId}>
      <span className="text-sm font-semibold text-ink">{label}</span>
      <div id={hintId} className="text-xs text-stone-600">
        {hint}
      </div>
      {preview && (
        <div className="flex items-center gap-2">
          <SafeImage
            src={preview}
            alt={`${label} preview`}
            className={shape === 'banner' ? 'h-16 w-48 rounded object-cover' : 'size-16 rounded-full object-cover'}
          />
          <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
            <X aria-hidden />
            Remove
          </Button>
        </div>
      )}
      <div>
        <ImagePickButton form="post" check={check} inputLabel={`${label} file`} disabled={disabled} onPick={onChange}>
          {file ? `Change ${shape}` : `Choose ${shape}`}
        </ImagePickButton>
      </div>
    </div>
  );
}
