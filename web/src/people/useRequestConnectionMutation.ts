/** requestConnection's operation, a chunk of its own: fetched with the first request, not with the page. */
import { graphql } from 'react-relay/hooks';

export const requestConnectionMutation = graphql`
  mutation useRequestConnectionMutation($userId: ID!) {
    requestConnection(userId: $userId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationRequestConnectionSuccess {
        data {
          id
          status
          # The member's cards (networking, profile) read the new status from the store.
          receiver {
            id
            connectionWithViewer {
              id
              status
              requester {
                id
              }
            }
          }
        }
      }
    }
  }
`;
