/**
 * Invite Friends (the host): his connections, ticked, then inviteToEvent; each invitee gets an event_invitation
 * notification. A refusal reads 'Failed to send invitations' with the server's reason.
 */
import { Suspense, useState } from 'react';
import { Button } from '../../../components/Button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/Dialog';
import { Skeleton } from '../../../components/Skeleton';
import { toast } from '../../../components/toast/toast-store';
import { ConnectionChecklist } from '../../../people/ConnectionChecklist';
import { useInviteToEvent } from './useInviteToEvent';

interface Props {
  eventId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function InviteFriendsDialog({ eventId, open, onOpenChange }: Props) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [invite, isInviting] = useInviteToEvent();

  async function send() {
    try {
      await invite(eventId, [...chosen]);
      toast({ title: 'Invitations sent' });
      onOpenChange(false);
    } catch (error) {
      toast({ title: 'Failed to send invitations', description: (error as Error).message, variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Invite Friends</DialogTitle>
          <DialogDescription>Invite dads from your network to this event.</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Skeleton className="h-32" />}>
          <ConnectionChecklist chosen={chosen} onChange={setChosen} disabled={isInviting} emptyText="Connect with other dads first, then invite them here." />
        </Suspense>
        <DialogFooter>
          <Button disabled={chosen.size === 0} loading={isInviting} onClick={() => void send()}>
            Send Invitations
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
