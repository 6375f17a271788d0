/**
 * Accept / Decline on a group_invitation notification (the bell's list and /notifications), while its invitation
 * waits for an answer (`Notification.groupInvitation`). Answered with the group page's own mutations (their
 * artifacts only: the group screens' code stays in its chunk).
 */
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { useGroupMembershipAcceptMutation } from '../../__generated__/useGroupMembershipAcceptMutation.graphql';
import acceptMutation from '../../__generated__/useGroupMembershipAcceptMutation.graphql';
import type { useGroupMembershipDeclineMutation } from '../../__generated__/useGroupMembershipDeclineMutation.graphql';
import declineMutation from '../../__generated__/useGroupMembershipDeclineMutation.graphql';
import { Button } from '../../components/Button';
import { toast } from '../../components/toast/toast-store';
import { commitAsPromise, successOf } from '../../relay/mutation';

type Answer = 'accepted' | 'declined';

/** `invitationId`: the pending invitation's global id. */
export function GroupInvitationAnswer({ invitationId }: { invitationId: string }) {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const [answered, setAnswered] = useState<Answer | null>(null);

  async function answer(choice: Answer) {
    setBusy(true);
    try {
      const variables = { invitationId };
      if (choice === 'accepted') {
        successOf((await commitAsPromise<useGroupMembershipAcceptMutation>(environment, acceptMutation, { variables })).acceptGroupInvitation);
      } else {
        successOf((await commitAsPromise<useGroupMembershipDeclineMutation>(environment, declineMutation, { variables })).declineGroupInvitation);
      }
      setAnswered(choice);
      toast({ title: choice === 'accepted' ? 'Invitation accepted!' : 'Invitation declined' });
    } catch {
      const verb = choice === 'accepted' ? 'accept' : 'decline';
      toast({ title: 'Error', description: `Failed to ${verb} invitation. Please try again.`, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  if (answered) return <p className="text-xs font-semibold text-stone-600">{answered === 'accepted' ? 'Accepted' : 'Declined'}</p>;
  return (
    <div className="flex gap-2">
      <Button size="sm" disabled={busy} onClick={() => void answer('accepted')}>
        Accept
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => void answer('declined')}>
        Decline
      </Button>
    </div>
  );
}
