/**
 * Accepting or declining an event invitation (the Invited Events cards, the event page): accept makes the viewer
 * attend (or wait, when the event is full); either takes the invitation out of the given Invited Events lists.
 * Each answer has its toast, success or failure.
 */
import { graphql } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { useAnswerEventInvitationAcceptMutation } from '../__generated__/useAnswerEventInvitationAcceptMutation.graphql';
import type { useAnswerEventInvitationDeclineMutation } from '../__generated__/useAnswerEventInvitationDeclineMutation.graphql';
import { toast } from '../components/toast/toast-store';
import { waitlistLabel } from '../lib/events';
import { MutationError, successOf, usePromiseMutation } from '../relay/mutation';

const acceptMutation = graphql`
  mutation useAnswerEventInvitationAcceptMutation($invitationId: ID!) {
    acceptEventInvitation(invitationId: $invitationId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationAcceptEventInvitationSuccess {
        data {
          id
          viewerStatus
          isAttending
          attendeeCount
          isFull
          waitlistCount
          waitlistPosition
          viewerInvitation {
            id
          }
        }
      }
    }
  }
`;

const declineMutation = graphql`
  mutation useAnswerEventInvitationDeclineMutation($invitationId: ID!, $connections: [ID!]!) {
    declineEventInvitation(invitationId: $invitationId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationDeclineEventInvitationSuccess {
        data {
          declinedInvitationId @deleteEdge(connections: $connections)
        }
      }
    }
  }
`;

/** `connections`: the Invited Events lists (Relay connection ids) the answered invitation leaves. */
export function useAnswerEventInvitation(connections: readonly string[] = []) {
  const [commitAccept, isAccepting] = usePromiseMutation<useAnswerEventInvitationAcceptMutation>(acceptMutation);
  const [commitDecline, isDeclining] = usePromiseMutation<useAnswerEventInvitationDeclineMutation>(declineMutation);

  /** Resolves true once answered (and told); false after a failure (told too). */
  async function answer(invitationId: string, accepted: boolean): Promise<boolean> {
    try {
      if (accepted) {
        const response = await commitAccept({
          variables: { invitationId },
          updater: (store) => {
            for (const id of connections) {
              const connection = store.get(id);
              if (connection) ConnectionHandler.deleteNode(connection, invitationId);
            }
          },
        });
        const event = successOf(response.acceptEventInvitation).data;
        const waiting = event.viewerStatus === 'WAITING' && event.waitlistPosition != null;
        toast({
          title: 'Invitation accepted!',
          ...(waiting ? { description: `The event is full. ${waitlistLabel(event.waitlistPosition!)}.` } : {}),
        });
      } else {
        successOf(
          (await commitDecline({ variables: { invitationId, connections: [...connections] } })).declineEventInvitation,
        );
        toast({ title: 'Invitation declined' });
      }
      return true;
    } catch (error) {
      if (!(error instanceof MutationError && error.code === 'UNAUTHENTICATED')) {
        const verb = accepted ? 'accept' : 'decline';
        toast({
          title: 'Error',
          description: `Failed to ${verb} invitation. Please try again.`,
          variant: 'destructive',
        });
      }
      return false;
    }
  }
  return { answer, busy: isAccepting || isDeclining };
}
