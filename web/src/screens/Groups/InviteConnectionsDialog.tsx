/**
 * Inviting connections to a private group: the viewer's connections, ticked, then inviteToGroup. The server
 * skips those already members or invited; each invitee gets a group_invitation notification.
 */
import { Suspense, useId, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { InviteConnectionsDialogQuery } from '../../__generated__/InviteConnectionsDialogQuery.graphql';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/Dialog';
import { Label } from '../../components/Label';
import { Skeleton } from '../../components/Skeleton';
import { toast } from '../../components/toast/toast-store';
import { dadCardName } from '../../lib/display-name';
import { useInviteToGroup } from './useInviteToGroup';

interface Props {
  groupId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function InviteConnectionsDialog({ groupId, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Invite Connections</DialogTitle>
          <DialogDescription>Invite dads from your network to this private group.</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Skeleton className="h-32" />}>
          <ConnectionPicker groupId={groupId} onDone={() => onOpenChange(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}

function ConnectionPicker({ groupId, onDone }: { groupId: string; onDone: () => void }) {
  const data = useLazyLoadQuery<InviteConnectionsDialogQuery>(
    graphql`
      query InviteConnectionsDialogQuery {
        connections(first: 100) {
          edges {
            node {
              otherMember {
                id
                firstName
                lastName
                username
                email
                profileImageUrl
              }
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [invite, isInviting] = useInviteToGroup();
  const idPrefix = useId();
  const friends = (data.connections?.edges ?? []).map((edge) => edge.node.otherMember);

  function toggle(id: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  }

  async function send() {
    try {
      await invite(groupId, [...chosen]);
      toast({ title: 'Invitations sent' });
      onDone();
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
    }
  }

  if (friends.length === 0) return <p className="text-sm text-stone-600">Connect with other dads first, then invite them here.</p>;
  return (
    <>
      <ul aria-label="Your connections" className="grid max-h-72 gap-2 overflow-y-auto">
        {friends.map((friend) => (
          <li key={friend.id} className="flex items-center gap-3">
            <Checkbox id={`${idPrefix}${friend.id}`} checked={chosen.has(friend.id)} onCheckedChange={(value) => toggle(friend.id, value === true)} />
            <Avatar user={friend} src={friend.profileImageUrl} size="sm" alt="" />
            <Label htmlFor={`${idPrefix}${friend.id}`} className="font-medium">
              {dadCardName(friend)}
            </Label>
          </li>
        ))}
      </ul>
      <DialogFooter>
        <Button disabled={chosen.size === 0} loading={isInviting} onClick={() => void send()}>
          Send Invitations
        </Button>
      </DialogFooter>
    </>
  );
}
