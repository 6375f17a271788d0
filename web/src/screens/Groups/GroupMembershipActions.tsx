/**
 * What a dad can do about belonging to the group: Join Group, Leave Group (confirmed in a dialog), or Accept /
 * Decline his invitation to a private group. A banned dad is told so; the creator does not leave his own group.
 */
import { Check, LogOut, X } from 'lucide-react';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { GroupMembershipActions_group$key } from '../../__generated__/GroupMembershipActions_group.graphql';
import { Button } from '../../components/Button';
import { toast } from '../../components/toast/toast-store';
import { navigate } from '../../router/history';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { JoinGroupButton } from './JoinGroupButton';
import { useGroupMembership } from './useGroupMembership';

interface Props {
  group: GroupMembershipActions_group$key;
  onChanged: () => void;
}

export function GroupMembershipActions({ group, onChanged }: Props) {
  const data = useFragment(
    graphql`
      fragment GroupMembershipActions_group on Group {
        id
        name
        isPublic
        viewerRole
        viewerCanJoin
        viewerIsBanned
        viewerInvitation {
          id
        }
      }
    `,
    group,
  );
  const [confirming, setConfirming] = useState(false);
  const { leave, accept, decline, busy } = useGroupMembership();

  async function confirmLeave() {
    try {
      await leave(data.id);
      setConfirming(false);
      toast({ title: 'Left group' });
      // A private group is hidden from non-members: back to the listing rather than 'Group not found'.
      if (data.isPublic) onChanged();
      else navigate('/groups');
    } catch {
      toast({ title: 'Error', description: 'Failed to leave group. Please try again.', variant: 'destructive' });
    }
  }

  async function answer(invitationId: string, accepted: boolean) {
    try {
      await (accepted ? accept(invitationId) : decline(invitationId));
      toast({ title: accepted ? 'Invitation accepted!' : 'Invitation declined' });
      onChanged();
    } catch {
      const verb = accepted ? 'accept' : 'decline';
      toast({ title: 'Error', description: `Failed to ${verb} invitation. Please try again.`, variant: 'destructive' });
    }
  }

  if (data.viewerRole) {
    if (data.viewerRole === 'creator') return null;
    return (
      <>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <LogOut aria-hidden />
          Leave Group
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Leave Group"
          description={`Are you sure you want to leave ${data.name}? You can join again later if the group is public.`}
          confirmLabel="Leave Group"
          onConfirm={() => void confirmLeave()}
          busy={busy}
        />
      </>
    );
  }
  const invitation = data.viewerInvitation;
  if (invitation) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-medium text-stone-700">You are invited to this group.</p>
        <Button loading={busy} onClick={() => void answer(invitation.id, true)}>
          <Check aria-hidden />
          Accept
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => void answer(invitation.id, false)}>
          <X aria-hidden />
          Decline
        </Button>
      </div>
    );
  }
  if (data.viewerIsBanned)
    return <p className="text-sm font-medium text-red-700">You have been banned from this group.</p>;
  if (data.viewerCanJoin)
    return <JoinGroupButton groupId={data.id} groupName={data.name} from="page" onJoined={onChanged} />;
  return null;
}
