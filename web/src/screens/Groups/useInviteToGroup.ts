/** Inviting connections to a group (only the viewer's accepted connections; members and invitees are skipped). */
import { graphql } from 'react-relay/hooks';
import type { useInviteToGroupMutation } from '../../__generated__/useInviteToGroupMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const inviteToGroupMutation = graphql`
  mutation useInviteToGroupMutation($groupId: ID!, $userIds: [ID!]!) {
    inviteToGroup(groupId: $groupId, userIds: $userIds) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationInviteToGroupSuccess {
        data {
          id
        }
      }
    }
  }
`;

export function useInviteToGroup() {
  const [commit, isInFlight] = usePromiseMutation<useInviteToGroupMutation>(inviteToGroupMutation);
  const invite = async (groupId: string, userIds: string[]) => {
    successOf((await commit({ variables: { groupId, userIds } })).inviteToGroup);
  };
  return [invite, isInFlight] as const;
}
