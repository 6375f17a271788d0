/**
 * Accept / Decline on a group_invitation or event_invitation notification (the bell's list and /notifications),
 * while its invitation waits for an answer (`Notification.groupInvitation`, `Notification.eventInvitation`).
 * Answered with the group and event screens' own mutations (their artifacts only: those screens' code stays in
 * its chunk), with their toasts.
 */
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { IEnvironment } from 'relay-runtime';
import type { useAnswerEventInvitationAcceptMutation } from '../../__generated__/useAnswerEventInvitationAcceptMutation.graphql';
import eventAcceptMutation from '../../__generated__/useAnswerEventInvitationAcceptMutation.graphql';
import type { useAnswerEventInvitationDeclineMutation } from '../../__generated__/useAnswerEventInvitationDeclineMutation.graphql';
import eventDeclineMutation from '../../__generated__/useAnswerEventInvitationDeclineMutation.graphql';
import type { useGroupMembershipAcceptMutation } from '../../__generated__/useGroupMembershipAcceptMutation.graphql';
import groupAcceptMutation from '../../__generated__/useGroupMembershipAcceptMutation.graphql';
import type { useGroupMembershipDeclineMutation } from '../../__generated__/useGroupMembershipDeclineMutation.graphql';
import groupDeclineMutation from '../../__generated__/useGroupMembershipDeclineMutation.graphql';
import { Button } from '../../components/Button';
import { toast } from '../../components/toast/toast-store';
import { waitlistLabel } from '../../lib/events';
import { deletedNodeUpdater } from '../../relay/deleted-node';
import { commitAsPromise, successOf } from '../../relay/mutation';

type Answer = 'accepted' | 'declined';
export type InvitationKind = 'group' | 'event';

/** Sends the answer; resolves to the success toast's description, if it has one. */
type Send = (environment: IEnvironment, invitationId: string) => Promise<string | undefined>;

const SEND: Record<InvitationKind, Record<Answer, Send>> = {
  group: {
    accepted: async (environment, invitationId) => {
      successOf(
        (
          await commitAsPromise<useGroupMembershipAcceptMutation>(environment, groupAcceptMutation, {
            variables: { invitationId },
          })
        ).acceptGroupInvitation,
      );
      return undefined;
    },
    declined: async (environment, invitationId) => {
      const removeInvitation = deletedNodeUpdater(environment, invitationId);
      const response = await commitAsPromise<useGroupMembershipDeclineMutation>(environment, groupDeclineMutation, {
        variables: { invitationId },
        updater: (store, data) => {
          if (data?.declineGroupInvitation.__typename === 'MutationDeclineGroupInvitationSuccess')
            removeInvitation(store);
        },
      });
      successOf(response.declineGroupInvitation);
      return undefined;
    },
  },
  event: {
    // A full event puts the invitee on its waiting list: the toast says where (as on the Invited Events cards).
    accepted: async (environment, invitationId) => {
      const response = await commitAsPromise<useAnswerEventInvitationAcceptMutation>(environment, eventAcceptMutation, {
        variables: { invitationId },
      });
      const event = successOf(response.acceptEventInvitation).data;
      return event.viewerStatus === 'WAITING' && event.waitlistPosition != null
        ? `The event is full. ${waitlistLabel(event.waitlistPosition)}.`
        : undefined;
    },
    declined: async (environment, invitationId) => {
      const variables = { invitationId, connections: [] };
      successOf(
        (
          await commitAsPromise<useAnswerEventInvitationDeclineMutation>(environment, eventDeclineMutation, {
            variables,
          })
        ).declineEventInvitation,
      );
      return undefined;
    },
  },
};

/** `invitationId`: the pending invitation's global id. */
export function InvitationAnswer({ kind, invitationId }: { kind: InvitationKind; invitationId: string }) {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const [answered, setAnswered] = useState<Answer | null>(null);

  async function answer(choice: Answer) {
    setBusy(true);
    try {
      const description = await SEND[kind][choice](environment, invitationId);
      setAnswered(choice);
      toast({
        title: choice === 'accepted' ? 'Invitation accepted!' : 'Invitation declined',
        ...(description ? { description } : {}),
      });
    } catch {
      const verb = choice === 'accepted' ? 'accept' : 'decline';
      toast({ title: 'Error', description: `Failed to ${verb} invitation. Please try again.`, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  if (answered)
    return <p className="text-xs font-semibold text-stone-600">{answered === 'accepted' ? 'Accepted' : 'Declined'}</p>;
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

/** The notification's pending invitation, whichever kind it is. */
export function pendingInvitationOf(notification: {
  readonly groupInvitation: { readonly id: string } | null | undefined;
  readonly eventInvitation: { readonly id: string } | null | undefined;
}): { kind: InvitationKind; invitationId: string } | null {
  if (notification.groupInvitation) return { kind: 'group', invitationId: notification.groupInvitation.id };
  if (notification.eventInvitation) return { kind: 'event', invitationId: notification.eventInvitation.id };
  return null;
}
