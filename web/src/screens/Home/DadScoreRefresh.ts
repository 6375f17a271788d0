/**
 * Recalculates the viewer's Dad Score on load and every 5 minutes (spec part 1 sections 7 and 9). The mutation
 * answers with the viewer, so Relay updates `dadScore` and `stats` in the store and the badge re-renders.
 * Failures are quiet (the badge keeps the last score); a lost session goes through `successOf`'s flow.
 */
import { useEffect } from 'react';
import { graphql } from 'react-relay/hooks';
import type { DadScoreRefreshMutation } from '../../__generated__/DadScoreRefreshMutation.graphql';
import { usePromiseMutation, successOf } from '../../relay/mutation';

export const DAD_SCORE_REFRESH_MS = 5 * 60 * 1000;

const calculateDadScoreMutation = graphql`
  mutation DadScoreRefreshMutation {
    calculateDadScore {
      __typename
      ... on MutationCalculateDadScoreSuccess {
        data {
          id
          ...DadScoreBadge_viewer
        }
      }
      ... on AppError {
        code
        message
      }
    }
  }
`;

export function useDadScoreRefresh(): void {
  const [run] = usePromiseMutation<DadScoreRefreshMutation>(calculateDadScoreMutation);
  useEffect(() => {
    const calculate = () => {
      run({ variables: {} })
        .then((response) => successOf(response.calculateDadScore))
        .catch(() => undefined);
    };
    calculate();
    const timer = window.setInterval(calculate, DAD_SCORE_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [run]);
}
