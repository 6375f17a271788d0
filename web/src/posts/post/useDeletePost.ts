import { graphql } from 'react-relay/hooks';
import type { useDeletePostMutation } from '../../__generated__/useDeletePostMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';
import { feedConnectionIds } from './feed-connections';

const deletePostMutation = graphql`
  mutation useDeletePostMutation($postId: ID!, $connections: [ID!]!) {
    deletePost(postId: $postId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationDeletePostSuccess {
        data {
          deletedPostId @deleteEdge(connections: $connections)
        }
      }
    }
  }
`;

/** Deletes the post on the server, then takes its card out of the feeds. Throws on a refusal. */
export function useDeletePost() {
  const [commit, isInFlight] = usePromiseMutation<useDeletePostMutation>(deletePostMutation);
  const remove = async (postId: string) => {
    successOf((await commit({ variables: { postId, connections: feedConnectionIds() } })).deletePost);
  };
  return [remove, isInFlight] as const;
}
