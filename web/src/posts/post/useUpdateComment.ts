import { graphql } from 'react-relay/hooks';
import type { useUpdateCommentMutation } from '../../__generated__/useUpdateCommentMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const updateCommentMutation = graphql`
  mutation useUpdateCommentMutation($input: UpdateCommentInput!) {
    updateComment(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationUpdateCommentSuccess {
        data {
          id
          ...CommentItem_comment
        }
      }
    }
  }
`;

/** Saves the author's edit of a comment. Throws on a refusal. */
export function useUpdateComment() {
  const [commit, isInFlight] = usePromiseMutation<useUpdateCommentMutation>(updateCommentMutation);
  const update = async (commentId: string, content: string) => {
    successOf((await commit({ variables: { input: { commentId, content } } })).updateComment);
  };
  return [update, isInFlight] as const;
}
