/** votePoll's operation, a chunk of its own: fetched with the first vote, not with the feed. */
import { graphql } from 'react-relay/hooks';

export const votePollMutation = graphql`
  mutation useVotePollMutation($postId: ID!, $optionId: String!) {
    votePoll(postId: $postId, optionId: $optionId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationVotePollSuccess {
        data {
          id
          poll {
            ...PostPoll_poll
          }
        }
      }
    }
  }
`;
