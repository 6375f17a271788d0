/**
 * The asker accepts one answer of their question, or takes the acceptance back. The answer brings the question's
 * first page of answers again, so the accepted one moves to the top and the one it replaced loses its mark.
 */
import { graphql } from 'react-relay/hooks';
import type { useAcceptAnswerAcceptMutation } from '../../__generated__/useAcceptAnswerAcceptMutation.graphql';
import type { useAcceptAnswerUnacceptMutation } from '../../__generated__/useAcceptAnswerUnacceptMutation.graphql';
import { toast } from '../../components/toast/toast-store';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const acceptMutation = graphql`
  mutation useAcceptAnswerAcceptMutation($answerId: ID!) {
    acceptAnswer(answerId: $answerId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationAcceptAnswerSuccess {
        data {
          id
          acceptedAnswer {
            id
          }
          ...AnswerList_question
        }
      }
    }
  }
`;

const unacceptMutation = graphql`
  mutation useAcceptAnswerUnacceptMutation($questionId: ID!) {
    unacceptAnswer(questionId: $questionId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationUnacceptAnswerSuccess {
        data {
          id
          acceptedAnswer {
            id
          }
          ...AnswerList_question
        }
      }
    }
  }
`;

/** `accept(answerId)` and `unaccept(questionId)`, with global ids; failures are toasts. */
export function useAcceptAnswer() {
  const [accept, isAccepting] = usePromiseMutation<useAcceptAnswerAcceptMutation>(acceptMutation);
  const [unaccept, isUnaccepting] = usePromiseMutation<useAcceptAnswerUnacceptMutation>(unacceptMutation);
  const run = async (action: () => Promise<void>, failure: string) => {
    try {
      await action();
    } catch {
      toast({ title: 'Error', description: failure, variant: 'destructive' });
    }
  };
  return {
    accept: (answerId: string) =>
      run(async () => {
        successOf((await accept({ variables: { answerId } })).acceptAnswer);
      }, 'Failed to accept the answer. Please try again.'),
    unaccept: (questionId: string) =>
      run(async () => {
        successOf((await unaccept({ variables: { questionId } })).unacceptAnswer);
      }, 'Failed to take the acceptance back. Please try again.'),
    isInFlight: isAccepting || isUnaccepting,
  };
}
