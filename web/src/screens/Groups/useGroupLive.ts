/**
 * The group page, live (`groupChanged`): each change of its members, roles, bans or posts lands in the store, so the
 * header's actions, the viewer's role and tools, Group Activity, Group Stats ("Posts this week") and the members
 * follow without a reload: a member promoted sees Manage Group appear, a member demoted sees it go. When the
 * viewer may no longer see the group (removed or banned from a private one) the page's query runs again and
 * 'Group not found' shows.
 */
import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useGroupLiveSubscription } from '../../__generated__/useGroupLiveSubscription.graphql';

const groupChangedSubscription = graphql`
  subscription useGroupLiveSubscription($id: ID!) {
    groupChanged(id: $id) {
      id
      viewerCanPost
      ...GroupHeader_group
      ...GroupTools_group
      ...GroupActivity_group
      ...GroupStats_group
      ...GroupMembers_group
    }
  }
`;

export function useGroupLive(groupId: string | null, onGone: () => void) {
  const gone = useRef(onGone);
  useEffect(() => {
    gone.current = onGone;
  });
  const config = useMemo<GraphQLSubscriptionConfig<useGroupLiveSubscription>>(
    () => ({
      subscription: groupChangedSubscription,
      // Without a group ('Group not found') nothing is requested: see noSubscription.
      variables: { id: groupId ?? '' },
      onNext: (data) => {
        if (!data?.groupChanged) gone.current();
      },
      // A refused subscription (the group was hidden meanwhile) leaves the page as it is.
      onError: () => undefined,
    }),
    [groupId],
  );
  useSubscription<useGroupLiveSubscription>(config, groupId ? undefined : noSubscription);
}

const noSubscription = () => ({ dispose: () => undefined });
