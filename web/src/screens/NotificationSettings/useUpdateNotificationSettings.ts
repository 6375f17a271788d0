/**
 * The digest, the quiet hours and the time zone (updateNotificationSettings): what is left out stays. A digest
 * choice shows at once (optimistic); the quiet hours form waits for the answer, which may name fields it refuses.
 */
import { graphql } from 'react-relay/hooks';
import type {
  UpdateNotificationSettingsInput,
  useUpdateNotificationSettingsMutation,
} from '../../__generated__/useUpdateNotificationSettingsMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';
import { keepAnsweredSettings, shownSettings } from './settings-store';

const updateNotificationSettingsMutation = graphql`
  mutation useUpdateNotificationSettingsMutation($input: UpdateNotificationSettingsInput!) {
    updateNotificationSettings(input: $input) {
      __typename
      ... on AppError {
        code
        message
        fieldErrors {
          field
          message
        }
      }
      ... on MutationUpdateNotificationSettingsSuccess {
        data {
          ...NotificationSettingsScreen_settings
        }
      }
    }
  }
`;

/** Throws a MutationError (with the fields the server refused) when refused. */
export function useUpdateNotificationSettings() {
  const [commit, isInFlight] = usePromiseMutation<useUpdateNotificationSettingsMutation>(
    updateNotificationSettingsMutation,
  );
  const update = async (input: UpdateNotificationSettingsInput) => {
    const response = await commit({
      variables: { input },
      optimisticUpdater: (store) => {
        if (input.digest) shownSettings(store)?.setValue(input.digest, 'digest');
      },
      updater: (store) => keepAnsweredSettings(store, 'updateNotificationSettings'),
    });
    successOf(response.updateNotificationSettings);
  };
  return [update, isInFlight] as const;
}
