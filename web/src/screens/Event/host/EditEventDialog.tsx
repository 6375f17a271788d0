/**
 * Edit Event (the host): the create form's fields as the event has them, the meeting link of a virtual event, and a
 * new image or banner (uploaded, then set). Success 'Event updated'; a refusal reads 'Failed to update event' with
 * the server's reason, and the form keeps what was typed.
 */
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EditEventDialog_event$key } from '../../../__generated__/EditEventDialog_event.graphql';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { FormDialogFooter } from '../../../components/FormDialogFooter';
import { ImageFileField } from '../../../components/ImageFileField';
import { Input } from '../../../components/Input';
import { Label } from '../../../components/Label';
import { toast } from '../../../components/toast/toast-store';
import { ApiError } from '../../../api/api-error';
import { draftOf, draftProblem, updateInput } from '../../../events/event-draft';
import { EventFields } from '../../../events/EventFields';
import { BANNER_HINT, PHOTO_HINT } from '../../../lib/groups';
import { MutationError } from '../../../relay/mutation';
import { useUpdateEvent } from './useUpdateEvent';

interface Props {
  event: EditEventDialog_event$key;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}

export function EditEventDialog({ event, open, onOpenChange, onSaved }: Props) {
  const data = useFragment(
    graphql`
      fragment EditEventDialog_event on Event {
        id
        title
        description
        location
        startDate
        endDate
        maxAttendees
        category
        isPublic
        isVirtual
        meetingUrl
      }
    `,
    event,
  );
  const [draft, setDraft] = useState(() => draftOf(data));
  const [image, setImage] = useState<File | null>(null);
  const [banner, setBanner] = useState<File | null>(null);
  const [update, isSaving] = useUpdateEvent();
  const meetingId = useId();

  async function submit(formEvent: FormEvent) {
    formEvent.preventDefault();
    const problem = draftProblem(draft);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    try {
      await update(data.id, updateInput(draft), { image, banner });
      toast({ title: 'Event updated' });
      onOpenChange(false);
      onSaved();
    } catch (error) {
      if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
      if (error instanceof ApiError && error.status === 401) return;
      const message = error instanceof ApiError ? error.serverMessage : (error as Error).message;
      toast({ title: 'Failed to update event', description: message, variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Edit Event">
          <DialogHeader>
            <DialogTitle>Edit Event</DialogTitle>
            <DialogDescription>
              Attendees are told when the title, time, place or meeting link change.
            </DialogDescription>
          </DialogHeader>
          <EventFields draft={draft} onChange={setDraft} disabled={isSaving}>
            {draft.isVirtual && (
              <div className="grid gap-1.5">
                <Label htmlFor={meetingId}>Meeting link (optional)</Label>
                <Input
                  id={meetingId}
                  type="url"
                  inputMode="url"
                  placeholder="https://meet.example.com/your-room"
                  value={draft.meetingUrl}
                  disabled={isSaving}
                  onChange={(changeEvent) => setDraft({ ...draft, meetingUrl: changeEvent.target.value })}
                />
              </div>
            )}
            <ImageFileField
              label="Event Image"
              hint={PHOTO_HINT}
              shape="photo"
              file={image}
              onChange={setImage}
              disabled={isSaving}
            />
            <ImageFileField
              label="Event Banner"
              hint={BANNER_HINT}
              shape="banner"
              file={banner}
              onChange={setBanner}
              disabled={isSaving}
            />
          </EventFields>
          <FormDialogFooter onCancel={() => onOpenChange(false)} loading={isSaving}>
            Save Changes
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
