/** A group or channel composer's bottom row: add a photo, 'Share to my personal feed' (groups only), and Post. */
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Label } from '../../components/Label';
import { PhotoButton } from './PhotoButton';
import type { GroupPostForm } from './useGroupPostForm';

interface Props {
  form: GroupPostForm;
  canPost: boolean;
  disabled?: boolean;
  /** A channel post has no personal-feed copy: it reaches the followers' Dadfeeds by itself. */
  showShare?: boolean;
}

export function GroupPostControls({ form, canPost, disabled = false, showShare = true }: Props) {
  const shareId = useId();
  const { photo, posting, share, setShare } = form;
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-stone-100 pt-3">
      <PhotoButton photo={photo} disabled={disabled || posting} />
      {showShare && (
        <>
          <Checkbox
            id={shareId}
            checked={share}
            disabled={disabled || posting}
            onCheckedChange={(value) => setShare(value === true)}
          />
          <Label htmlFor={shareId} className="font-medium">
            Share to my personal feed
          </Label>
        </>
      )}
      <Button type="submit" size="sm" className="ml-auto" disabled={!canPost} loading={posting}>
        {!posting && <Send aria-hidden />}
        Post
      </Button>
    </div>
  );
}
