import { graphql } from 'react-relay/hooks';
import type { useAddCommentMutation } from '../../__generated__/useAddCommentMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';
import { commentConnectionId } from './comment-connection';

const addCommentMutation = graphql`
  mutation useAddCommentMutation($input: AddCommentInput!, $connections: [ID!]!) {
    addComment(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationAddCommentSuccess {
        data @appendNode(connections: $connections, edgeTypeName: "PostCommentEdge") {
          id
          ...CommentItem_comment
          post {
            id
            commentCount
          }
        }
      }
    }
  }
`;

/** Adds a comment at the end of the open list; the card's comment count follows. Throws on a refusal. */
export function useAddComment(postId: string) {
  const [commit, isInFlight] = usePromiseMutation<useAddCommentMutation>(addCommentMutation);
  const add = async ({ content, imageUrl }: { content: string; imageUrl?: string }) => {
    const connections = [commentConnectionId(postId)];
    successOf((await commit({ variables: { input: { postId, content, imageUrl }, connections } })).addComment);
  };
  return [add, isInFlight] as const;
}
