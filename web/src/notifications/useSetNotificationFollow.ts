/**
 * Mutes, follows everything in, or goes back to the category settings for one group, event, channel, question or
 * conversation (setNotificationFollow). The bell shows the choice at once; Relay rolls it back if the server
 * refuses. The answer names no node, so the level is written on the target's record by hand. The settings' list of
 * mutes and follows passes its connection: a row cleared there leaves it (a follow has no id of its own, so its
 * edge is found by its target's).
 */
import { graphql } from 'react-relay/hooks';
import { ConnectionHandler, type RecordSourceSelectorProxy } from 'relay-runtime';
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

function leaveList(store: RecordSourceSelectorProxy, connectionId: string, targetId: string) {
  const list = store.get(connectionId);
  const edge = list
    ?.getLinkedRecords('edges')
    ?.find((candidate) => candidate?.getLinkedRecord('node')?.getLinkedRecord('target')?.getDataID() === targetId);
  const follow = edge?.getLinkedRecord('node');
  if (list && follow) ConnectionHandler.deleteNode(list, follow.getDataID());
}

/** Resolves with the level the server kept; throws a MutationError with the server's message when it refuses. */
export function useSetNotificationFollow(list?: { connectionId: string }) {
  const [commit, isInFlight] = usePromiseMutation<useSetNotificationFollowMutation>(setNotificationFollowMutation);
  const setLevel = async (targetId: string, level: FollowLevel | null): Promise<FollowLevel | null> => {
    const response = await commit({
      variables: { input: { targetId, level } },
      optimisticUpdater: (store) => writeLevel(store, targetId, level),
      updater: (store, data) => {
        const result = data?.setNotificationFollow;
        if (result?.__typename !== 'MutationSetNotificationFollowSuccess') return;
        writeLevel(store, targetId, result.data.level ?? null);
        if (list && !result.data.level) leaveList(store, list.connectionId, targetId);
      },
    });
    return levelOf(successOf(response.setNotificationFollow).data.level);
  };
  return [setLevel, isInFlight] as const;
}
