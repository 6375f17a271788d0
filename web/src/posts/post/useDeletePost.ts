import type { useDeletePostMutation } from '../../__generated__/useDeletePostMutation.graphql';
import { successOf, useLazyPromiseMutation } from '../../relay/mutation';
import { feedConnectionIds } from './feed-connections';

const loadDeletePostMutation = () => import('./useDeletePostMutation').then((module) => module.deletePostMutation);

/** Deletes the post on the server, then takes its card out of the feeds. Throws on a refusal. */
export function useDeletePost() {
  const [commit, isInFlight] = useLazyPromiseMutation<useDeletePostMutation>(loadDeletePostMutation);
  const remove = async (postId: string) => {
    successOf((await commit({ variables: { postId, connections: feedConnectionIds() } })).deletePost);
  };
  return [remove, isInFlight] as const;
}
