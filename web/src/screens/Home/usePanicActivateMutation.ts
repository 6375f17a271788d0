/** activatePanic's operation, a chunk of its own: fetched with the first press, not with the dashboard. */
import { graphql } from 'react-relay/hooks';

export const activatePanicMutation = graphql`
  mutation usePanicActivateMutation {
    activatePanic {
      __typename
      ... on MutationActivatePanicSuccess {
        data {
          line
          notifiedCount
        }
      }
      ... on AppError {
        code
        message
      }
    }
  }
`;
