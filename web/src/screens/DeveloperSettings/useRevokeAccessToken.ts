/** Revoking a personal access token: the server refuses its next request, and it leaves Your tokens and its count. */
import { graphql } from 'react-relay/hooks';
import type { useRevokeAccessTokenMutation } from '../../__generated__/useRevokeAccessTokenMutation.graphql';
import { removeFromConnections } from '../../relay/connection-count';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const revokeAccessTokenMutation = graphql`
  mutation useRevokeAccessTokenMutation($id: ID!) {
    revokeAccessToken(id: $id) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationRevokeAccessTokenSuccess {
        data
      }
    }
  }
`;

/** Throws a MutationError with the server's message when it refuses. */
export function useRevokeAccessToken(connectionId: string) {
  const [commit, isInFlight] = usePromiseMutation<useRevokeAccessTokenMutation>(revokeAccessTokenMutation);
  const revoke = async (id: string) => {
    const response = await commit({
      variables: { id },
      updater: (store, data) => {
        if (data?.revokeAccessToken.__typename === 'MutationRevokeAccessTokenSuccess')
          removeFromConnections(store, [connectionId], id);
      },
    });
    successOf(response.revokeAccessToken);
  };
  return [revoke, isInFlight] as const;
}
