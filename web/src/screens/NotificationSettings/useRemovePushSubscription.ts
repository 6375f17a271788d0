/** Push stopped for this device's endpoint; the answer brings the new device count. */
import { graphql } from 'react-relay/hooks';
import type { useRemovePushSubscriptionMutation } from '../../__generated__/useRemovePushSubscriptionMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';
import { keepAnsweredSettings } from './settings-store';

const removePushSubscriptionMutation = graphql`
  mutation useRemovePushSubscriptionMutation($endpoint: String!) {
    removePushSubscription(endpoint: $endpoint) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationRemovePushSubscriptionSuccess {
        data {
          ...NotificationSettingsScreen_settings
        }
      }
    }
  }
`;

/** Throws a MutationError with the server's message when it refuses. */
export function useRemovePushSubscription() {
  const [commit] = usePromiseMutation<useRemovePushSubscriptionMutation>(removePushSubscriptionMutation);
  return async (endpoint: string) => {
    const response = await commit({
      variables: { endpoint },
      updater: (store) => keepAnsweredSettings(store, 'removePushSubscription'),
    });
    successOf(response.removePushSubscription);
  };
}
