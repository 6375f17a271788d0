/** Leaving a group, and answering an invitation to one (accept joins it; decline drops the invitation). */
import { graphql } from 'react-relay/hooks';
import type { useGroupMembershipAcceptMutation } from '../../__generated__/useGroupMembershipAcceptMutation.graphql';
import type { useGroupMembershipDeclineMutation } from '../../__generated__/useGroupMembershipDeclineMutation.graphql';
import type { useGroupMembershipLeaveMutation } from '../../__generated__/useGroupMembershipLeaveMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const leaveMutation = graphql`
  mutation useGroupMembershipLeaveMutation($groupId: ID!) {
    leaveGroup(groupId: $groupId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationLeaveGroupSuccess {
        data {
          id
          memberCount
          viewerRole
          viewerCanJoin
          viewerCanPost
        }
      }
    }
  }
`;

const acceptMutation = graphql`
  mutation useGroupMembershipAcceptMutation($invitationId: ID!) {
    acceptGroupInvitation(invitationId: $invitationId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationAcceptGroupInvitationSuccess {
        data {
          id
          memberCount
          viewerRole
          viewerCanPost
          viewerInvitation {
            id
          }
        }
      }
    }
  }
`;

const declineMutation = graphql`
  mutation useGroupMembershipDeclineMutation($invitationId: ID!) {
    declineGroupInvitation(invitationId: $invitationId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationDeclineGroupInvitationSuccess {
        data {
          declinedInvitationId @deleteRecord
        }
      }
    }
  }
`;

/** Each throws a MutationError when the server refuses. */
export function useGroupMembership() {
  const [commitLeave, isLeaving] = usePromiseMutation<useGroupMembershipLeaveMutation>(leaveMutation);
  const [commitAccept, isAccepting] = usePromiseMutation<useGroupMembershipAcceptMutation>(acceptMutation);
  const [commitDecline, isDeclining] = usePromiseMutation<useGroupMembershipDeclineMutation>(declineMutation);
  return {
    leave: async (groupId: string) => {
      // No result at all: the member left a private group he can no longer see.
      const result = (await commitLeave({ variables: { groupId } })).leaveGroup;
      if (result) successOf(result);
    },
    accept: async (invitationId: string) => {
      successOf((await commitAccept({ variables: { invitationId } })).acceptGroupInvitation);
    },
    decline: async (invitationId: string) => {
      successOf((await commitDecline({ variables: { invitationId } })).declineGroupInvitation);
    },
    busy: isLeaving || isAccepting || isDeclining,
  };
}
