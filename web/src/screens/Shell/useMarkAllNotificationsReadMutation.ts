/** markAllNotificationsRead's operation, a chunk of its own: fetched when the bell is first cleared, not with the shell. */
import { graphql } from 'react-relay/hooks';

export const markAllReadMutation = graphql`
  mutation useMarkAllNotificationsReadMutation {
    markAllNotificationsRead {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationMarkAllNotificationsReadSuccess {
        data {
          unreadCount
        }
      }
    }
  }
`;
