/**
 * Removing an accepted connection: 'Connection removed', or 'Failed to remove
 * connection. Please try again.'. It leaves every list that held it (and their counts), and the other member's card
 * goes back to Connect.
 */
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useRemoveConnectionMutation } from '../__generated__/useRemoveConnectionMutation.graphql';
import { toast } from '../components/toast/toast-store';
import { removeDeletedNode } from '../relay/deleted-node';
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

/** Resolves to whether it was removed; `connectionId` is the Connection's Relay id. */
export function useRemoveConnection() {
  const environment = useRelayEnvironment();
  const [commit, removing] = usePromiseMutation<useRemoveConnectionMutation>(removeMutation);
  const remove = async (connectionId: string): Promise<boolean> => {
    try {
      const response = await commit({
        variables: { id: connectionId },
        // The answer is only the removed row's raw id: the store is told what went. The live event may have told it first.
        updater: (store, data) => {
          if (data?.removeConnection.__typename === 'MutationRemoveConnectionSuccess')
            removeDeletedNode(store, environment.getStore().getSource(), connectionId);
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
