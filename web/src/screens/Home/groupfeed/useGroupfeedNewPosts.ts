/**
 * "N new posts" on the Groupfeed (../useNewPosts): `groupfeedPostAdded` announces others' posts in the viewer's
 * groups; with a chip chosen, only that group's count.
 */
import { useCallback, type RefObject } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useGroupfeedNewPostsSubscription } from '../../../__generated__/useGroupfeedNewPostsSubscription.graphql';
import { useNewPosts } from '../useNewPosts';

const newPostSubscription = graphql`
  subscription useGroupfeedNewPostsSubscription($after: ID) {
    groupfeedPostAdded(after: $after) {
      postId
      groupId
    }
  }
`;

/** `groupId`: the chosen chip's group, null for "All Groups"; `feed` holds the feed's list (GroupfeedList). */
export function useGroupfeedNewPosts(
  groupId: string | null,
  shownIds: readonly string[],
  feed: RefObject<HTMLElement | null>,
) {
  const environment = useRelayEnvironment();
  const insert = useCallback(
    async (first: number, shown: readonly string[], beforeInsert: () => void) => {
      const { insertNewGroupfeedPosts } = await import('./groupfeed-new-posts');
      await insertNewGroupfeedPosts(environment, groupId, first, shown, beforeInsert);
    },
    [environment, groupId],
  );
  return useNewPosts<useGroupfeedNewPostsSubscription>(
    {
      subscription: newPostSubscription,
      announced: (data) => data?.groupfeedPostAdded ?? null,
      groupId,
      insert,
    },
    shownIds,
    feed,
  );
}
