/** A group's banner or photo picker: the recommended size and the 5 MB hint, a preview, Remove. */
import { X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/Button';
import { ImagePickButton } from '../../components/ImagePickButton';
import { SafeImage } from '../../components/SafeImage';
import { useObjectUrl } from '../../components/useObjectUrl';
import { BANNER_HINT, PHOTO_HINT } from '../../lib/groups';

interface Props {
  kind: 'banner' | 'photo';
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

export function GroupImageField({ kind, file, onChange, disabled }: Props) {
  const preview = useObjectUrl(file);
  const hintId = useId();
  const label = kind === 'banner' ? 'Banner Image' : 'Group Photo';
  return (
    <div className="grid gap-1.5" role="group" aria-label={label} aria-describedby={hintId}>
      <span className="text-sm font-semibold text-ink">{label}</span>
      <p id={hintId} className="text-xs text-stone-600">
        {kind === 'banner' ? BANNER_HINT : PHOTO_HINT}
      </p>
      {preview && (
        <div className="flex items-center gap-2">
          <SafeImage src={preview} alt={`${label} preview`} className={kind === 'banner' ? 'h-16 w-48 rounded object-cover' : 'size-16 rounded-full object-cover'} />
          <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
            <X aria-hidden />
            Remove
          </Button>
        </div>
      )}
      <div>
        <ImagePickButton form="post" inputLabel={`${label} file`} disabled={disabled} onPick={onChange}>
          {file ? `Change ${kind}` : `Choose ${kind}`}
        </ImagePickButton>
      </div>
    </div>
  );
}
