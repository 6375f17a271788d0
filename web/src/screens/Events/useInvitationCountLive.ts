/**
 * The Invited Events badge, live (`pendingEventInvitationCount`): each time someone invites the viewer (or the
 * viewer answers elsewhere), the new count lands on the field the badge reads. A failed subscription is tried
 * again after `retryMs`.
 */
import { graphql } from 'react-relay/hooks';
import type { useInvitationCountLiveSubscription } from '../../__generated__/useInvitationCountLiveSubscription.graphql';
import { useRetriedSubscription } from '../../relay/useRetriedSubscription';

const pendingInvitationCountSubscription = graphql`
  subscription useInvitationCountLiveSubscription {
    pendingEventInvitationCount
  }
`;

export function useInvitationCountLive(retryMs: number, onChanged: () => void): void {
  useRetriedSubscription<useInvitationCountLiveSubscription>(
    {
      subscription: pendingInvitationCountSubscription,
      variables: {},
      updater: (store, data) => {
        // The field EventTabCounts reads (aliased pendingInvitations there).
        if (data)
          store
            .getRoot()
            .getLinkedRecord('eventInvitations', { first: 1 })
            ?.setValue(data.pendingEventInvitationCount, 'totalCount');
      },
      onNext: onChanged,
    },
    retryMs,
  );
}
