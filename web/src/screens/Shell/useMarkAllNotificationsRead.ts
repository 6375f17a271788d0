import { graphql } from 'react-relay/hooks';
import type { useMarkAllNotificationsReadMutation } from '../../__generated__/useMarkAllNotificationsReadMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const markAllReadMutation = graphql`
  mutation useMarkAllNotificationsReadMutation {
    markAllNotificationsRead {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationMarkAllNotificationsReadSuccess {
        data {
          unreadCount
        }
      }
    }
  }
`;

/** Marks every notification read; the store's unread count (the bell's badge) takes the server's new value. */
export function useMarkAllNotificationsRead() {
  const [commit] = usePromiseMutation<useMarkAllNotificationsReadMutation>(markAllReadMutation);
  return async () => {
    const result = await commit({
      variables: {},
      updater: (store, response) => {
        const payload = response?.markAllNotificationsRead;
        if (payload?.__typename !== 'MutationMarkAllNotificationsReadSuccess') return;
        store.getRoot().setValue(payload.data.unreadCount, 'unreadNotificationCount');
      },
    });
    return successOf(result.markAllNotificationsRead).data;
  };
}
