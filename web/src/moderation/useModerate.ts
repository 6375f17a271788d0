/** Taking a moderation action: resolves once done, throws a MutationError with the server's message when refused. */
import { graphql } from 'react-relay/hooks';
import type { useModerateMutation } from '../__generated__/useModerateMutation.graphql';
import { successOf, usePromiseMutation } from '../relay/mutation';
import type { ModerateInput } from './moderation-input';

const moderateMutation = graphql`
  mutation useModerateMutation($input: ModerateInput!) {
    moderate(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationModerateSuccess {
        data {
          databaseId
        }
      }
    }
  }
`;

export function useModerate() {
  const [commit, isInFlight] = usePromiseMutation<useModerateMutation>(moderateMutation);
  const moderate = async (input: ModerateInput) => {
    const response = await commit({ variables: { input } });
    successOf(response.moderate);
  };
  return [moderate, isInFlight] as const;
}
