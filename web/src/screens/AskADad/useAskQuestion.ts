/** Posting a question; the screen then fetches the list and the stats again (the new one shows at its place). */
import { graphql } from 'react-relay/hooks';
import type { useAskQuestionMutation } from '../../__generated__/useAskQuestionMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const askQuestionMutation = graphql`
  mutation useAskQuestionMutation($input: AskQuestionInput!) {
    askQuestion(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationAskQuestionSuccess {
        data {
          id
          databaseId
        }
      }
    }
  }
`;

/** Resolves to the new question's raw id; throws a MutationError when the server refuses it. */
export function useAskQuestion() {
  const [commit, isInFlight] = usePromiseMutation<useAskQuestionMutation>(askQuestionMutation);
  const askQuestion = async (input: { title: string; content: string }) => {
    const response = await commit({ variables: { input } });
    return successOf(response.askQuestion).data.databaseId;
  };
  return [askQuestion, isInFlight] as const;
}
