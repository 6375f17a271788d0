/** Joining a public group (or one the viewer is invited to); the group's viewer fields update in the store. */
import { graphql } from 'react-relay/hooks';
import type { useJoinGroupMutation } from '../../__generated__/useJoinGroupMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const joinGroupMutation = graphql`
  mutation useJoinGroupMutation($groupId: ID!) {
    joinGroup(groupId: $groupId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationJoinGroupSuccess {
        data {
          id
          memberCount
          viewerRole
          viewerCanJoin
          viewerCanPost
          viewerInvitation {
            id
          }
        }
      }
    }
  }
`;

/** Throws a MutationError when the server refuses (already a member, banned, private, full). */
export function useJoinGroup() {
  const [commit, isInFlight] = usePromiseMutation<useJoinGroupMutation>(joinGroupMutation);
  const join = async (groupId: string) => {
    successOf((await commit({ variables: { groupId } })).joinGroup);
  };
  return [join, isInFlight] as const;
}
