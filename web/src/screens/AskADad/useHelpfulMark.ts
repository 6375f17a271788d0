/** Marking an answer helpful, and taking the mark back: the count moves at once and back if the server refuses. */
import { graphql } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useHelpfulMarkMarkMutation } from '../../__generated__/useHelpfulMarkMarkMutation.graphql';
import type { useHelpfulMarkUnmarkMutation } from '../../__generated__/useHelpfulMarkUnmarkMutation.graphql';
import { toast } from '../../components/toast/toast-store';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const markMutation = graphql`
  mutation useHelpfulMarkMarkMutation($answerId: ID!) {
    markAnswerHelpful(answerId: $answerId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationMarkAnswerHelpfulSuccess {
        data {
          id
          helpfulCount
          viewerMarkedHelpful
          question {
            id
            helpfulCount
          }
        }
      }
    }
  }
`;

const unmarkMutation = graphql`
  mutation useHelpfulMarkUnmarkMutation($answerId: ID!) {
    unmarkAnswerHelpful(answerId: $answerId) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationUnmarkAnswerHelpfulSuccess {
        data {
          id
          helpfulCount
          viewerMarkedHelpful
          question {
            id
            helpfulCount
          }
        }
      }
    }
  }
`;

interface AnswerState {
  /** The answer's global id. */
  id: string;
  helpfulCount: number;
  viewerMarkedHelpful: boolean;
}

/** Toggles the viewer's helpful mark on an answer. */
export function useHelpfulMark() {
  const [mark, isMarking] = usePromiseMutation<useHelpfulMarkMarkMutation>(markMutation);
  const [unmark, isUnmarking] = usePromiseMutation<useHelpfulMarkUnmarkMutation>(unmarkMutation);
  const toggle = async (answer: AnswerState) => {
    const marking = !answer.viewerMarkedHelpful;
    const optimisticUpdater = (store: RecordSourceSelectorProxy) => {
      const record = store.get(answer.id);
      record?.setValue(answer.helpfulCount + (marking ? 1 : -1), 'helpfulCount');
      record?.setValue(marking, 'viewerMarkedHelpful');
    };
    try {
      if (marking) successOf((await mark({ variables: { answerId: answer.id }, optimisticUpdater })).markAnswerHelpful);
      else successOf((await unmark({ variables: { answerId: answer.id }, optimisticUpdater })).unmarkAnswerHelpful);
    } catch {
      const description = marking
        ? 'Failed to mark the answer as helpful. Please try again.'
        : 'Failed to remove your helpful mark. Please try again.';
      toast({ title: 'Error', description, variant: 'destructive' });
    }
  };
  return [toggle, isMarking || isUnmarking] as const;
}
