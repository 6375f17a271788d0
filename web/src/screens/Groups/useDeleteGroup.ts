/** Deleting a group (managers only; its posts, members and invitations go with it). */
import { graphql } from 'react-relay/hooks';
import type { useDeleteGroupMutation } from '../../__generated__/useDeleteGroupMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const deleteGroupMutation = graphql`
  mutation useDeleteGroupMutation($groupId: ID!) {
    deleteGroup(groupId: $groupId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationDeleteGroupSuccess {
        data {
          deletedGroupId @deleteRecord
        }
      }
    }
  }
`;

/** Throws a MutationError with the server's message when it refuses. */
export function useDeleteGroup() {
  const [commit, isInFlight] = usePromiseMutation<useDeleteGroupMutation>(deleteGroupMutation);
  const remove = async (groupId: string) => {
    successOf((await commit({ variables: { groupId } })).deleteGroup);
  };
  return [remove, isInFlight] as const;
}
