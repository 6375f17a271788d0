/**
 * Accept / Decline on a group_invitation notification (the bell's list and /notifications). The notification names
 * the group; its pending invitation is looked up first, then answered with the group page's own mutations (their
 * artifacts only: the group screens' code stays in its chunk).
 */
import { useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { GroupInvitationAnswerQuery } from '../../__generated__/GroupInvitationAnswerQuery.graphql';
import type { useGroupMembershipAcceptMutation } from '../../__generated__/useGroupMembershipAcceptMutation.graphql';
import acceptMutation from '../../__generated__/useGroupMembershipAcceptMutation.graphql';
import type { useGroupMembershipDeclineMutation } from '../../__generated__/useGroupMembershipDeclineMutation.graphql';
import declineMutation from '../../__generated__/useGroupMembershipDeclineMutation.graphql';
import { Button } from '../../components/Button';
import { toast } from '../../components/toast/toast-store';
import { commitAsPromise, successOf } from '../../relay/mutation';

const invitationQuery = graphql`
  query GroupInvitationAnswerQuery($databaseId: String!) {
    group(databaseId: $databaseId) {
      viewerInvitation {
        id
      }
    }
  }
`;

type Answer = 'accepted' | 'declined';

/** `groupId` is the notification's target: the group's raw id. */
export function GroupInvitationAnswer({ groupId }: { groupId: string }) {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const [answered, setAnswered] = useState<Answer | null>(null);

  async function answer(choice: Answer) {
    setBusy(true);
    try {
      const found = await fetchQuery<GroupInvitationAnswerQuery>(environment, invitationQuery, { databaseId: groupId }, { fetchPolicy: 'network-only' }).toPromise();
      const invitationId = found?.group?.viewerInvitation?.id;
      if (!invitationId) throw new Error('No pending invitation');
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
