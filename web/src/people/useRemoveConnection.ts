/**
 * Removing an accepted connection (spec part 3 sections 2 and 8): 'Connection removed', or 'Failed to remove
 * connection. Please try again.'. It leaves the lists named in `connections` (Relay connection ids; their
 * totalCount drops by one) and the other member's card goes back to Connect.
 */
import { graphql } from 'react-relay/hooks';
import type { useRemoveConnectionMutation } from '../__generated__/useRemoveConnectionMutation.graphql';
import { toast } from '../components/toast/toast-store';
import { removeFromConnections } from '../relay/connection-count';
import { successOf, usePromiseMutation } from '../relay/mutation';

const removeMutation = graphql`
  mutation useRemoveConnectionMutation($id: ID!) {
    removeConnection(id: $id) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationRemoveConnectionSuccess {
        data
      }
    }
  }
`;

/** Resolves to whether it was removed. `connection` is the Relay id of the Connection and the other member's. */
export function useRemoveConnection() {
  const [commit, removing] = usePromiseMutation<useRemoveConnectionMutation>(removeMutation);
  const remove = async (connection: { id: string; otherMemberId: string }, connections: readonly string[] = []): Promise<boolean> => {
    try {
      const response = await commit({
        variables: { id: connection.id },
        // The answer is only the removed row's raw id: the store is told what went.
        updater: (store, data) => {
          if (data?.removeConnection.__typename !== 'MutationRemoveConnectionSuccess') return;
          removeFromConnections(store, connections, connection.id);
          store.get(connection.otherMemberId)?.setValue(null, 'connectionWithViewer');
          store.delete(connection.id);
        },
      });
      successOf(response.removeConnection);
      toast({ title: 'Connection removed' });
      return true;
    } catch {
      toast({ title: 'Error', description: 'Failed to remove connection. Please try again.', variant: 'destructive' });
      return false;
    }
  };
  return [remove, removing] as const;
}
