/**
 * Posting on the Dadfeed. The new post goes to the top of the unfiltered feed (@prependNode), and of every
 * category feed already loaded that it belongs to, so it shows without a reload whichever filter is on.
 */
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { ConnectionHandler, ROOT_ID, type RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  useCreatePostMutation,
  useCreatePostMutation$data,
  CreatePostInput,
} from '../../../__generated__/useCreatePostMutation.graphql';
import { commitAsPromise, successOf } from '../../../relay/mutation';

const DADFEED_KEY = 'Dadfeed_dadfeed';

export type NewPost = Pick<CreatePostInput, 'content' | 'hashtags' | 'imageUrl' | 'poll'>;

/** Adds the new post to the category feeds in the store (the unfiltered one is the directive's). */
function prependToCategoryFeeds(store: RecordSourceSelectorProxy, data: useCreatePostMutation$data | null | undefined) {
  const result = data?.createPost;
  if (result?.__typename !== 'MutationCreatePostSuccess') return;
  const post = store.get(result.data.id);
  const root = store.get(ROOT_ID);
  if (!post || !root) return;
  for (const category of result.data.categories) {
    const feed = ConnectionHandler.getConnection(root, DADFEED_KEY, { category });
    if (!feed) continue;
    const edges = feed.getLinkedRecords('edges') ?? [];
    if (edges.some((edge) => edge?.getLinkedRecord('node')?.getDataID() === post.getDataID())) continue;
    ConnectionHandler.insertEdgeBefore(feed, ConnectionHandler.createEdge(store, feed, post, 'DadfeedEdge'));
  }
}

/** Resolves to the new post's id; throws a MutationError when the server refuses it. */
export function useCreatePost() {
  const environment = useRelayEnvironment();
  const [isInFlight, setInFlight] = useState(false);
  const createPost = async (input: NewPost) => {
    setInFlight(true);
    try {
      // The mutation (its text and the new post's fields) is fetched with the first post, not with the dashboard.
      const { createPostMutation } = await import('./useCreatePostMutation');
      const response = await commitAsPromise<useCreatePostMutation>(environment, createPostMutation, {
        variables: {
          input,
          connections: [ConnectionHandler.getConnectionID(ROOT_ID, DADFEED_KEY, { category: null })],
        },
        updater: prependToCategoryFeeds,
      });
      return successOf(response.createPost).data.id;
    } finally {
      setInFlight(false);
    }
  };
  return [createPost, isInFlight] as const;
}
