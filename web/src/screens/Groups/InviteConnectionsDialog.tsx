/**
 * Inviting connections to a private group: the viewer's connections, ticked, then inviteToGroup. The server
 * skips those already members or invited; each invitee gets a group_invitation notification.
 */
import { Suspense, useState } from 'react';
import { Button } from '../../components/Button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/Dialog';
import { Skeleton } from '../../components/Skeleton';
import { toast } from '../../components/toast/toast-store';
import { ConnectionChecklist } from '../../people/ConnectionChecklist';
import { useInviteToGroup } from './useInviteToGroup';

interface Props {
  groupId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function InviteConnectionsDialog({ groupId, open, onOpenChange }: Props) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [invite, isInviting] = useInviteToGroup();

  async function send() {
    try {
      await invite(groupId, [...chosen]);
      toast({ title: 'Invitations sent' });
      onOpenChange(false);
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Invite Connections</DialogTitle>
          <DialogDescription>Invite dads from your network to this private group.</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Skeleton className="h-32" />}>
          <ConnectionChecklist chosen={chosen} onChange={setChosen} emptyText="Connect with other dads first, then invite them here." />
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
