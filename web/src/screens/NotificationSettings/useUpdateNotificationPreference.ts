/** One category's switch (in the app, e-mail or push): moved at once, and back if the server refuses. */
import { graphql } from 'react-relay/hooks';
import type {
  UpdateNotificationPreferenceInput,
  useUpdateNotificationPreferenceMutation,
} from '../../__generated__/useUpdateNotificationPreferenceMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';
import { keepAnsweredSettings, shownSettings } from './settings-store';

const updateNotificationPreferenceMutation = graphql`
  mutation useUpdateNotificationPreferenceMutation($input: UpdateNotificationPreferenceInput!) {
    updateNotificationPreference(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationUpdateNotificationPreferenceSuccess {
        data {
          ...NotificationSettingsScreen_settings
        }
      }
    }
  }
`;

export type NotificationChannel = 'inApp' | 'email' | 'push';

/** Throws a MutationError with the server's message when it refuses; the switch is back as it was by then. */
export function useUpdateNotificationPreference() {
  const [commit] = usePromiseMutation<useUpdateNotificationPreferenceMutation>(updateNotificationPreferenceMutation);
  return async (category: UpdateNotificationPreferenceInput['category'], channel: NotificationChannel, on: boolean) => {
    const response = await commit({
      variables: { input: { category, [channel]: on } },
      optimisticUpdater: (store) => {
        const row = shownSettings(store)
          ?.getLinkedRecords('categories')
          ?.find((setting) => setting?.getValue('category') === category);
        row?.setValue(on, channel);
      },
      updater: (store) => keepAnsweredSettings(store, 'updateNotificationPreference'),
    });
    successOf(response.updateNotificationPreference);
  };
}
