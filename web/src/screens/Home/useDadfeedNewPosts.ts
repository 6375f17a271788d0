/** "N new posts" on the Dadfeed (useNewPosts): `dadfeedPostAdded` announces others' posts that join the viewer's feed. */
import { useCallback, type RefObject } from 'react';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useDadfeedNewPostsSubscription } from '../../__generated__/useDadfeedNewPostsSubscription.graphql';
import type { DadfeedFilters } from './dadfeed-new-posts';
import { useNewPosts } from './useNewPosts';

const newPostSubscription = graphql`
  subscription useDadfeedNewPostsSubscription($after: ID) {
    dadfeedPostAdded(after: $after)
  }
`;

/** `feed` holds the feed's list (DadfeedList). */
export function useDadfeedNewPosts(
  { category, hashtag }: DadfeedFilters,
  shownIds: readonly string[],
  feed: RefObject<HTMLElement | null>,
) {
  const environment = useRelayEnvironment();
  const insert = useCallback(
    async (first: number, shown: readonly string[], beforeInsert: () => void) => {
      const { insertNewDadfeedPosts } = await import('./dadfeed-new-posts');
      await insertNewDadfeedPosts(environment, { category, hashtag }, first, shown, beforeInsert);
    },
    [environment, category, hashtag],
  );
  return useNewPosts<useDadfeedNewPostsSubscription>(
    {
      subscription: newPostSubscription,
      announced: (data) => (data?.dadfeedPostAdded ? { postId: data.dadfeedPostAdded } : null),
      groupId: null,
      insert,
    },
    shownIds,
    feed,
  );
}
