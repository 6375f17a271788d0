/** Leaving a group, and answering an invitation to one (accept joins it; decline drops the invitation). */
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useGroupMembershipAcceptMutation } from '../../__generated__/useGroupMembershipAcceptMutation.graphql';
import type { useGroupMembershipDeclineMutation } from '../../__generated__/useGroupMembershipDeclineMutation.graphql';
import type { useGroupMembershipLeaveMutation } from '../../__generated__/useGroupMembershipLeaveMutation.graphql';
import { deletedNodeUpdater } from '../../relay/deleted-node';
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
          declinedInvitationId
        }
      }
    }
  }
`;

/** Each throws a MutationError when the server refuses. */
export function useGroupMembership() {
  const environment = useRelayEnvironment();
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
      // Out of every list, and the group's `viewerInvitation` reads null.
      const removeInvitation = deletedNodeUpdater(environment, invitationId);
      const response = await commitDecline({
        variables: { invitationId },
        updater: (store, data) => {
          if (data?.declineGroupInvitation.__typename === 'MutationDeclineGroupInvitationSuccess')
            removeInvitation(store);
        },
      });
      successOf(response.declineGroupInvitation);
    },
    busy: isLeaving || isAccepting || isDeclining,
  };
}
