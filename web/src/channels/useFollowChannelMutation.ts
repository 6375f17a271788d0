/** followChannel's operation, a chunk of its own: the dashboard fetches it with the first follow, not with the page. */
import { graphql } from 'react-relay/hooks';

export const followChannelMutation = graphql`
  mutation useFollowChannelMutation($id: ID!) {
    followChannel(id: $id) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationFollowChannelSuccess {
        data {
          id
          isFollowing
          isSubscribed
          followerCount
          memberCount
        }
      }
    }
  }
`;
