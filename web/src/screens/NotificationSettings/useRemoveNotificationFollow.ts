/**
 * Clears a mute or a follow (setNotificationFollow with level null): the category settings decide again, and
 * the row leaves the list. A follow has no id of its own, so its edge is found by its target's.
 */
import { graphql } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { useRemoveNotificationFollowMutation } from '../../__generated__/useRemoveNotificationFollowMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const removeNotificationFollowMutation = graphql`
  mutation useRemoveNotificationFollowMutation($input: SetNotificationFollowInput!) {
    setNotificationFollow(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationSetNotificationFollowSuccess {
        data {
          targetId
          level
        }
      }
    }
  }
`;

/** Throws a MutationError with the server's message when it refuses. */
export function useRemoveNotificationFollow(connectionId: string) {
  const [commit, isInFlight] = usePromiseMutation<useRemoveNotificationFollowMutation>(
    removeNotificationFollowMutation,
  );
  const removeFollow = async (targetId: string) => {
    const response = await commit({
      variables: { input: { targetId, level: null } },
      updater: (store, data) => {
        if (data?.setNotificationFollow.__typename !== 'MutationSetNotificationFollowSuccess') return;
        const list = store.get(connectionId);
        const edge = list
          ?.getLinkedRecords('edges')
          ?.find(
            (candidate) => candidate?.getLinkedRecord('node')?.getLinkedRecord('target')?.getDataID() === targetId,
          );
        const follow = edge?.getLinkedRecord('node');
        if (list && follow) ConnectionHandler.deleteNode(list, follow.getDataID());
      },
    });
    successOf(response.setNotificationFollow);
  };
  return [removeFollow, isInFlight] as const;
}
