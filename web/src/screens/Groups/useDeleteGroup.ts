/** Deleting a group (managers only; its posts, members and invitations go with it). */
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useDeleteGroupMutation } from '../../__generated__/useDeleteGroupMutation.graphql';
import { deletedNodeUpdater } from '../../relay/deleted-node';
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
          deletedGroupId
        }
      }
    }
  }
`;

/**
 * The group leaves every list it is in, with the memberships and posts that belong to it (their `group`).
 * Throws a MutationError with the server's message when it refuses.
 */
export function useDeleteGroup() {
  const environment = useRelayEnvironment();
  const [commit, isInFlight] = usePromiseMutation<useDeleteGroupMutation>(deleteGroupMutation);
  const remove = async (groupId: string) => {
    const removeGroup = deletedNodeUpdater(environment, groupId, ['group']);
    const response = await commit({
      variables: { groupId },
      updater: (store, data) => {
        if (data?.deleteGroup.__typename === 'MutationDeleteGroupSuccess') removeGroup(store);
      },
    });
    successOf(response.deleteGroup);
  };
  return [remove, isInFlight] as const;
}
