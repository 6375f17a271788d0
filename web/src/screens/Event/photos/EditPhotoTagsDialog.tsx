/** Edit Photo Tags (the uploader or the host): the host and attendees, ticked as tagged; Save replaces the tags. */
import { Suspense, useState } from 'react';
import { Button } from '../../../components/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/Dialog';
import { Skeleton } from '../../../components/Skeleton';
import { toast } from '../../../components/toast/toast-store';
import { MutationError } from '../../../relay/mutation';
import { TagPicker } from './TagPicker';
import { useUpdatePhotoTags } from './useEventPhotos';

interface Props {
  photoId: string;
  eventDatabaseId: string;
  /** The global ids of the people tagged now. */
  tagged: readonly string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function EditPhotoTagsDialog({ photoId, eventDatabaseId, tagged, open, onOpenChange }: Props) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(tagged));
  const [updateTags, isSaving] = useUpdatePhotoTags();

  async function save() {
    try {
      await updateTags(photoId, [...chosen]);
      toast({ title: 'Photo tags updated' });
      onOpenChange(false);
    } catch (error) {
      if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
      toast({ title: 'Error', description: 'Failed to update photo tags.', variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Edit Photo Tags</DialogTitle>
          <DialogDescription>
            Tick the people in this photo: the host and the attendees can be tagged.
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Skeleton className="h-24" />}>
          <TagPicker eventDatabaseId={eventDatabaseId} chosen={chosen} onChange={setChosen} disabled={isSaving} />
        </Suspense>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button loading={isSaving} onClick={() => void save()}>
            Save Tags
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
