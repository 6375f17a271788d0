/** Posting an answer: it joins the end of the question's answers (@appendNode) and the question's count moves. */
import { graphql } from 'react-relay/hooks';
import type { useAnswerQuestionMutation } from '../../__generated__/useAnswerQuestionMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const answerQuestionMutation = graphql`
  mutation useAnswerQuestionMutation($input: AnswerQuestionInput!, $connections: [ID!]!) {
    answerQuestion(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationAnswerQuestionSuccess {
        data @appendNode(connections: $connections, edgeTypeName: "QuestionAnswerEdge") {
          id
          ...AnswerItem_answer
          question {
            id
            answerCount
          }
        }
      }
    }
  }
`;

/** `answer(content)` for the question (global id) whose answers list is `connectionId`; throws a MutationError. */
export function useAnswerQuestion(questionId: string, connectionId: string) {
  const [commit, isInFlight] = usePromiseMutation<useAnswerQuestionMutation>(answerQuestionMutation);
  const answer = async (content: string) => {
    const response = await commit({ variables: { input: { questionId, content }, connections: [connectionId] } });
    successOf(response.answerQuestion);
  };
  return [answer, isInFlight] as const;
}
