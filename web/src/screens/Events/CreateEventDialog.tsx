/**
 * Create Event: the title and the start date are required (each with its toast),
 * maxAttendees is an integer or empty; the connections ticked are invited. A refusal shows the server's message
 * under 'Error creating event'. One of the viewer's groups may be chosen (a group event). Opened by the listing's
 * button, or by /events/create (`?group=` with a group's id: a group page's Create Event).
 */
import { Suspense, useState, type FormEvent } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/Dialog';
import { FormDialogFooter } from '../../components/FormDialogFooter';
import { Skeleton } from '../../components/Skeleton';
import { toast } from '../../components/toast/toast-store';
import { draftProblem, eventInput, NEW_EVENT } from '../../events/event-draft';
import { EventFields } from '../../events/EventFields';
import { ConnectionChecklist } from '../../people/ConnectionChecklist';
import { MutationError } from '../../relay/mutation';
import { GroupChoice } from './GroupChoice';
import { useCreateEvent } from './useCreateEvent';

interface Props {
  /** The group chosen when the dialog opens (its global id), if any. */
  initialGroupId?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}

export function CreateEventDialog({ initialGroupId = '', open, onOpenChange, onCreated }: Props) {
  const [draft, setDraft] = useState(NEW_EVENT);
  const [groupId, setGroupId] = useState(initialGroupId);
  const [invitees, setInvitees] = useState<ReadonlySet<string>>(new Set());
  const [create, isCreating] = useCreateEvent();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = draftProblem(draft);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    try {
      await create({ ...eventInput(draft), inviteList: [...invitees], ...(groupId ? { groupId } : {}) });
      toast({ title: 'Event created!' });
      onOpenChange(false);
      setDraft(NEW_EVENT);
      setInvitees(new Set());
      setGroupId('');
      onCreated();
    } catch (error) {
      if (error instanceof MutationError && error.code === 'UNAUTHENTICATED') return;
      toast({ title: 'Error creating event', description: (error as Error).message, variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <form className="grid gap-4" onSubmit={submit} noValidate aria-label="Create Event">
          <DialogHeader>
            <DialogTitle>Create Event</DialogTitle>
            <DialogDescription>Plan a meetup, in person or virtual, and invite your connections.</DialogDescription>
          </DialogHeader>
          <EventFields draft={draft} onChange={setDraft} disabled={isCreating}>
            <Suspense fallback={<Skeleton className="h-16" />}>
              <GroupChoice value={groupId} onChange={setGroupId} disabled={isCreating} />
            </Suspense>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-semibold text-ink">Invite connections (optional)</legend>
              <Suspense fallback={<Skeleton className="h-16" />}>
                <ConnectionChecklist
                  chosen={invitees}
                  onChange={setInvitees}
                  disabled={isCreating}
                  emptyText="Connect with other dads to invite them to your events."
                />
              </Suspense>
            </fieldset>
          </EventFields>
          <FormDialogFooter onCancel={() => onOpenChange(false)} loading={isCreating}>
            Create Event
          </FormDialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
