/**
 * The host's tools: Edit Event, Invite Friends, Generate Link ('Event Link Generated') and
 * Delete (confirmed). Inviting closes once the event is over (the server refuses it).
 */
import { Link2, Pencil, Trash2, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { EventHostTools_event$key } from '../../../__generated__/EventHostTools_event.graphql';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { preloadOverlays } from '../../../components/Dialog';
import { toast } from '../../../components/toast/toast-store';
import { navigate } from '../../../router/history';
import { EditEventDialog } from './EditEventDialog';
import { EventLinkDialog } from './EventLinkDialog';
import { InviteFriendsDialog } from './InviteFriendsDialog';
import { useDeleteEvent } from './useDeleteEvent';
import { useGenerateEventLink } from './useGenerateEventLink';

type Open = 'edit' | 'invite' | 'link' | 'delete' | null;

export function EventHostTools({ event, onChanged }: { event: EventHostTools_event$key; onChanged: () => void }) {
  const data = useFragment(
    graphql`
      fragment EventHostTools_event on Event {
        id
        title
        hasEnded
        ...EditEventDialog_event
      }
    `,
    event,
  );
  const [open, setOpen] = useState<Open>(null);
  const [link, setLink] = useState<string | null>(null);
  const [generate, isGenerating] = useGenerateEventLink();
  const [remove, isDeleting] = useDeleteEvent();
  const onOpenChange = (next: boolean) => !next && setOpen(null);
  const preload = { onPointerEnter: preloadOverlays, onFocus: preloadOverlays };

  async function generateLink() {
    try {
      setLink(await generate(data.id));
      setOpen('link');
    } catch (error) {
      toast({ title: 'Failed to generate link', description: (error as Error).message, variant: 'destructive' });
    }
  }

  async function confirmDelete() {
    try {
      await remove(data.id);
      toast({ title: 'Event deleted' });
      navigate('/events');
    } catch (error) {
      toast({ title: 'Failed to delete event', description: (error as Error).message, variant: 'destructive' });
    }
  }

  return (
    <>
      <Button variant="outline" {...preload} onClick={() => setOpen('edit')}>
        <Pencil aria-hidden />
        Edit Event
      </Button>
      <Button variant="outline" {...preload} disabled={data.hasEnded} onClick={() => setOpen('invite')}>
        <UserPlus aria-hidden />
        Invite Friends
      </Button>
      <Button variant="outline" {...preload} loading={isGenerating} onClick={() => void generateLink()}>
        {!isGenerating && <Link2 aria-hidden />}
        Generate Link
      </Button>
      <Button variant="ghost" {...preload} onClick={() => setOpen('delete')}>
        <Trash2 aria-hidden />
        Delete Event
      </Button>
      {open === 'edit' && <EditEventDialog event={data} open onOpenChange={onOpenChange} onSaved={onChanged} />}
      {open === 'invite' && <InviteFriendsDialog eventId={data.id} open onOpenChange={onOpenChange} />}
      {open === 'link' && link && <EventLinkDialog link={link} open onOpenChange={onOpenChange} />}
      <ConfirmDialog
        open={open === 'delete'}
        onOpenChange={onOpenChange}
        title="Delete Event"
        description={`Are you sure you want to delete ${data.title}? Attendees and invitees are told it was cancelled; its photos and discussion go with it. This cannot be undone.`}
        confirmLabel="Delete Event"
        onConfirm={() => void confirmDelete()}
        busy={isDeleting}
      />
    </>
  );
}
