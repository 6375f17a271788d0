/** Removing one of the member's passkeys: it signs in no more, and leaves the list. */
import { graphql } from 'react-relay/hooks';
import type { useRemovePasskeyMutation } from '../../../__generated__/useRemovePasskeyMutation.graphql';
import { removeFromConnections } from '../../../relay/connection-count';
import { successOf, usePromiseMutation } from '../../../relay/mutation';

const removeMutation = graphql`
  mutation useRemovePasskeyMutation($id: ID!) {
    removePasskey(id: $id) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationRemovePasskeySuccess {
        data
      }
    }
  }
`;

/** Throws a MutationError with the server's message when it refuses. */
export function useRemovePasskey(connectionId: string) {
  const [commit, isInFlight] = usePromiseMutation<useRemovePasskeyMutation>(removeMutation);
  const remove = async (id: string) => {
    const response = await commit({
      variables: { id },
      updater: (store, data) => {
        if (data?.removePasskey.__typename === 'MutationRemovePasskeySuccess')
          removeFromConnections(store, [connectionId], data.removePasskey.data);
      },
    });
    successOf(response.removePasskey);
  };
  return [remove, isInFlight] as const;
}
