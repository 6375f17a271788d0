import { graphql } from 'react-relay/hooks';
import type { useDeleteCommentMutation } from '../../__generated__/useDeleteCommentMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';
import { commentConnectionId } from './comment-connection';

const deleteCommentMutation = graphql`
  mutation useDeleteCommentMutation($commentId: ID!, $connections: [ID!]!) {
    deleteComment(commentId: $commentId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationDeleteCommentSuccess {
        data {
          deletedCommentId @deleteEdge(connections: $connections)
          post {
            id
            commentCount
          }
        }
      }
    }
  }
`;

/** Deletes the author's comment from the list; the card's comment count follows. Throws on a refusal. */
export function useDeleteComment(postId: string) {
  const [commit, isInFlight] = usePromiseMutation<useDeleteCommentMutation>(deleteCommentMutation);
  const remove = async (commentId: string) => {
    successOf((await commit({ variables: { commentId, connections: [commentConnectionId(postId)] } })).deleteComment);
  };
  return [remove, isInFlight] as const;
}
