/**
 * Mutes, follows everything in, or goes back to the category settings for one group, event, channel, question or
 * conversation (setNotificationFollow). The bell shows the choice at once; Relay rolls it back if the server
 * refuses. The answer names no node, so the level is written on the target's record by hand.
 */
import { graphql } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useSetNotificationFollowMutation } from '../__generated__/useSetNotificationFollowMutation.graphql';
import { levelOf, type FollowLevel } from '../lib/notification-bell';
import { successOf, usePromiseMutation } from '../relay/mutation';

const setNotificationFollowMutation = graphql`
  mutation useSetNotificationFollowMutation($input: SetNotificationFollowInput!) {
    setNotificationFollow(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationSetNotificationFollowSuccess {
        data {
          targetId
          level
        }
      }
    }
  }
`;

function writeLevel(store: RecordSourceSelectorProxy, targetId: string, level: string | null | undefined) {
  store.get(targetId)?.setValue(level, 'viewerNotificationLevel');
}

/** Resolves with the level the server kept; throws a MutationError with the server's message when it refuses. */
export function useSetNotificationFollow() {
  const [commit, isInFlight] = usePromiseMutation<useSetNotificationFollowMutation>(setNotificationFollowMutation);
  const setLevel = async (targetId: string, level: FollowLevel | null): Promise<FollowLevel | null> => {
    const response = await commit({
      variables: { input: { targetId, level } },
      optimisticUpdater: (store) => writeLevel(store, targetId, level),
      updater: (store, data) => {
        const result = data?.setNotificationFollow;
        if (result?.__typename !== 'MutationSetNotificationFollowSuccess') return;
        writeLevel(store, targetId, result.data.level ?? null);
      },
    });
    return levelOf(successOf(response.setNotificationFollow).data.level);
  };
  return [setLevel, isInFlight] as const;
}
