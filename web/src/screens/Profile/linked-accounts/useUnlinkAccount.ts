/** Unlinking one of the member's provider accounts: it leaves the Linked accounts card's list. */
import { graphql } from 'react-relay/hooks';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
import type { useUnlinkAccountMutation } from '../../../__generated__/useUnlinkAccountMutation.graphql';
import { successOf, usePromiseMutation } from '../../../relay/mutation';

const unlinkAccountMutation = graphql`
  mutation useUnlinkAccountMutation($provider: String!) {
    unlinkAccount(provider: $provider) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationUnlinkAccountSuccess {
        data {
          provider
        }
      }
    }
  }
`;

export const LINKED_ACCOUNTS_CONNECTION = 'LinkedAccountsCard_linkedAccounts';

/** Takes the provider's account out of the viewer's list (a linked account has no id of its own: found by provider). */
function removeLinked(store: RecordSourceSelectorProxy, provider: string) {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const list = viewer && ConnectionHandler.getConnection(viewer, LINKED_ACCOUNTS_CONNECTION);
  if (!list) return;
  for (const edge of list.getLinkedRecords('edges') ?? []) {
    const node = edge?.getLinkedRecord('node');
    if (node?.getValue('provider') === provider) ConnectionHandler.deleteNode(list, node.getDataID());
  }
}

/** Throws a MutationError with the server's message when it refuses. */
export function useUnlinkAccount() {
  const [commit, isInFlight] = usePromiseMutation<useUnlinkAccountMutation>(unlinkAccountMutation);
  const unlink = async (provider: string) => {
    const response = await commit({
      variables: { provider },
      updater: (store, data) => {
        if (data?.unlinkAccount.__typename === 'MutationUnlinkAccountSuccess') removeLinked(store, provider);
      },
    });
    return successOf(response.unlinkAccount).data;
  };
  return [unlink, isInFlight] as const;
}
