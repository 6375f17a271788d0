/** A group's banner or photo picker: the recommended size and the 5 MB hint, a preview, Remove. */
import { ImageFileField } from '../../components/ImageFileField';
import { BANNER_HINT, PHOTO_HINT } from '../../lib/groups';

interface Props {
  kind: 'banner' | 'photo';
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

export function GroupImageField({ kind, file, onChange, disabled }: Props) {
  return (
    <ImageFileField
      label={kind === 'banner' ? 'Banner Image' : 'Group Photo'}
      hint={kind === 'banner' ? BANNER_HINT : PHOTO_HINT}
      shape={kind}
      file={file}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
