/** This device's push subscription, sent to the server; its answer brings the new device count. */
import { graphql } from 'react-relay/hooks';
import type {
  AddPushSubscriptionInput,
  useAddPushSubscriptionMutation,
} from '../../__generated__/useAddPushSubscriptionMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';
import { keepAnsweredSettings } from './settings-store';

const addPushSubscriptionMutation = graphql`
  mutation useAddPushSubscriptionMutation($input: AddPushSubscriptionInput!) {
    addPushSubscription(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationAddPushSubscriptionSuccess {
        data {
          ...NotificationSettingsScreen_settings
        }
      }
    }
  }
`;

/** Throws a MutationError with the server's message when it refuses. */
export function useAddPushSubscription() {
  const [commit] = usePromiseMutation<useAddPushSubscriptionMutation>(addPushSubscriptionMutation);
  return async (input: AddPushSubscriptionInput) => {
    const response = await commit({
      variables: { input },
      updater: (store) => keepAnsweredSettings(store, 'addPushSubscription'),
    });
    successOf(response.addPushSubscription);
  };
}
