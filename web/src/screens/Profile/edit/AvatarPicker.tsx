import { Avatar } from '../../../components/Avatar';
import { ImagePickButton } from '../../../components/ImagePickButton';
import { useObjectUrl } from '../../../components/useObjectUrl';
import type { NamedUser } from '../../../lib/display-name';

interface Props {
  user: NamedUser;
  currentUrl: string | null | undefined;
  /** The image chosen and not saved yet. */
  pending: File | null;
  onPick: (file: File) => void;
}

/** The profile photo: the current one, or the one chosen to replace it on Save. */
export function AvatarPicker({ user, currentUrl, pending, onPick }: Props) {
  const preview = useObjectUrl(pending);
  return (
    <div className="flex items-center gap-4">
      <Avatar user={user} src={preview ?? currentUrl} size="xl" alt={pending ? 'New profile photo' : 'Profile photo'} />
      <div className="grid gap-1">
        <ImagePickButton form="post" inputLabel="Profile photo file" onPick={onPick}>
          Change Photo
        </ImagePickButton>
        <p className="text-xs text-stone-600">
          {pending ? `${pending.name} will be your new photo once you save.` : 'An image up to 5MB.'}
        </p>
      </div>
    </div>
  );
}
