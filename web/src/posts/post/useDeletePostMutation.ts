/** deletePost's operation, a chunk of its own: fetched with the first deletion, not with the feed. */
import { graphql } from 'react-relay/hooks';

export const deletePostMutation = graphql`
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
