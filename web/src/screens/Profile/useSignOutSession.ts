/** Signing out one of the member's browsers: its next request is refused, and it leaves Where you're signed in. */
import { graphql } from 'react-relay/hooks';
import type { useSignOutSessionMutation } from '../../__generated__/useSignOutSessionMutation.graphql';
import { removeFromConnections } from '../../relay/connection-count';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const signOutSessionMutation = graphql`
  mutation useSignOutSessionMutation($id: ID!) {
    signOutSession(id: $id) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationSignOutSessionSuccess {
        data {
          endedId
        }
      }
    }
  }
`;

/** Throws a MutationError with the server's message when it refuses. */
export function useSignOutSession(connectionId: string) {
  const [commit, isInFlight] = usePromiseMutation<useSignOutSessionMutation>(signOutSessionMutation);
  const signOut = async (id: string) => {
    const response = await commit({
      variables: { id },
      updater: (store, data) => {
        if (data?.signOutSession.__typename === 'MutationSignOutSessionSuccess')
          removeFromConnections(store, [connectionId], data.signOutSession.data.endedId);
      },
    });
    successOf(response.signOutSession);
  };
  return [signOut, isInFlight] as const;
}
