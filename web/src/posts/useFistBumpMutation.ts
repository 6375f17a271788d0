/** fistBumpPost's operation, a chunk of its own: fetched with the first fist bump, not with the feed. */
import { graphql } from 'react-relay/hooks';

export const fistBumpMutation = graphql`
  mutation useFistBumpMutation($postId: ID!) @raw_response_type {
    fistBumpPost(postId: $postId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationFistBumpPostSuccess {
        data {
          id
          fistBumpCount
          viewerHasFistBumped
        }
      }
    }
  }
`;
