/** resendVerificationEmail's operation, a chunk of its own: fetched when an unverified member asks for a new link. */
import { graphql } from 'react-relay/hooks';

export const resendVerificationEmailMutation = graphql`
  mutation useResendVerificationEmailMutation {
    resendVerificationEmail {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationResendVerificationEmailSuccess {
        data {
          message
        }
      }
    }
  }
`;
