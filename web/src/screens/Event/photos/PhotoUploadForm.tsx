/**
 * Sharing a photo of the event: the photo ('No photo selected' without one), a caption and the people in it (its
 * host and attendees). A refusal reads 'Failed to upload photo. Please try again.'; the form keeps what was chosen.
 */
import { Upload, X } from 'lucide-react';
import { Suspense, useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { ImagePickButton } from '../../../components/ImagePickButton';
import { Input } from '../../../components/Input';
import { Label } from '../../../components/Label';
import { SafeImage } from '../../../components/SafeImage';
import { Skeleton } from '../../../components/Skeleton';
import { toast } from '../../../components/toast/toast-store';
import { useObjectUrl } from '../../../components/useObjectUrl';
import { ApiError } from '../../../api/api-error';
import { MutationError } from '../../../relay/mutation';
import { TagPicker } from './TagPicker';
import { useAddEventPhoto } from './useEventPhotos';

interface Props {
  eventId: string;
  eventDatabaseId: string;
  /** Event Photos' list, which the new photo joins at the top. */
  connectionId: string;
}

export function PhotoUploadForm({ eventId, eventDatabaseId, connectionId }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [tagged, setTagged] = useState<ReadonlySet<string>>(new Set());
  const [add, isAdding] = useAddEventPhoto(eventId, connectionId);
  const preview = useObjectUrl(file);
  const captionId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      toast({ title: 'No photo selected', description: 'Choose a photo to share first.', variant: 'destructive' });
      return;
    }
    try {
      await add({ file, caption, taggedPeople: [...tagged] });
      setFile(null);
      setCaption('');
      setTagged(new Set());
      toast({ title: 'Photo uploaded' });
    } catch (error) {
      // A lost session is already being reported (toast and redirect).
      if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
      if (error instanceof ApiError && error.status === 401) return;
      toast({ title: 'Error', description: 'Failed to upload photo. Please try again.', variant: 'destructive' });
    }
  }

  return (
    <form
      aria-label="Share a photo"
      className="grid gap-3 rounded-lg border border-stone-200 p-3"
      onSubmit={submit}
      noValidate
    >
      <div className="flex flex-wrap items-center gap-3">
        {preview ? (
          <>
            <SafeImage src={preview} alt="Chosen photo preview" className="h-20 w-28 rounded object-cover" />
            <Button variant="ghost" size="sm" disabled={isAdding} onClick={() => setFile(null)}>
              <X aria-hidden />
              Remove
            </Button>
          </>
        ) : (
          <p className="text-sm text-stone-600">No photo chosen yet.</p>
        )}
        <ImagePickButton form="post" inputLabel="Event photo file" disabled={isAdding} onPick={setFile}>
          {file ? 'Change photo' : 'Choose photo'}
        </ImagePickButton>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={captionId}>Caption (optional)</Label>
        <Input
          id={captionId}
          value={caption}
          maxLength={500}
          disabled={isAdding}
          onChange={(event) => setCaption(event.target.value)}
        />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">Tag people (optional)</legend>
        <Suspense fallback={<Skeleton className="h-10" />}>
          <TagPicker eventDatabaseId={eventDatabaseId} chosen={tagged} onChange={setTagged} disabled={isAdding} />
        </Suspense>
      </fieldset>
      <Button type="submit" size="sm" className="justify-self-end" loading={isAdding}>
        {!isAdding && <Upload aria-hidden />}
        Upload Photo
      </Button>
    </form>
  );
}
