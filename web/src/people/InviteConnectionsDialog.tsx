/**
 * Inviting the viewer's connections to something (a private group, an event): they are ticked, then sent with
 * the screen's own mutation. 'Invitations sent' on success; a refusal shows `failureTitle` with the server's reason.
 */
import { Suspense, useState } from 'react';
import { Button } from '../components/Button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../components/Dialog';
import { Skeleton } from '../components/Skeleton';
import { toast } from '../components/toast/toast-store';
import { ConnectionChecklist } from './ConnectionChecklist';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  failureTitle: string;
  /** Sends the invitations to these users (global ids); rejects with the server's reason. */
  invite: (userIds: string[]) => Promise<unknown>;
  isInviting: boolean;
}

export function InviteConnectionsDialog({
  open,
  onOpenChange,
  title,
  description,
  failureTitle,
  invite,
  isInviting,
}: Props) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());

  async function send() {
    try {
      await invite([...chosen]);
      toast({ title: 'Invitations sent' });
      onOpenChange(false);
    } catch (error) {
      toast({ title: failureTitle, description: (error as Error).message, variant: 'destructive' });
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Skeleton className="h-32" />}>
          <ConnectionChecklist
            chosen={chosen}
            onChange={setChosen}
            disabled={isInviting}
            emptyText="Connect with other dads first, then invite them here."
          />
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
