import type { useMarkAllNotificationsReadMutation } from '../../__generated__/useMarkAllNotificationsReadMutation.graphql';
import { successOf, useLazyPromiseMutation } from '../../relay/mutation';

const loadMarkAllReadMutation = () =>
  import('./useMarkAllNotificationsReadMutation').then((module) => module.markAllReadMutation);

/** Marks every notification read; the store's unread count (the bell's badge) takes the server's new value. */
export function useMarkAllNotificationsRead() {
  const [commit] = useLazyPromiseMutation<useMarkAllNotificationsReadMutation>(loadMarkAllReadMutation);
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
