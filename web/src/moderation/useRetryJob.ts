/**
 * Queuing a failed job again (docs/jobs.md#in-the-app): resolves once queued, throws a MutationError with the
 * server's message when refused (NOT_FOUND when it is no longer a failed job: another admin retried it).
 */
import { graphql } from 'react-relay/hooks';
import type { useRetryJobMutation } from '../__generated__/useRetryJobMutation.graphql';
import { successOf, usePromiseMutation } from '../relay/mutation';

const retryJobMutation = graphql`
  mutation useRetryJobMutation($input: RetryJobInput!) {
    retryJob(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationRetryJobSuccess {
        data {
          databaseId
        }
      }
    }
  }
`;

export function useRetryJob() {
  const [commit, isInFlight] = usePromiseMutation<useRetryJobMutation>(retryJobMutation);
  const retry = async (id: string, reason: string) => {
    successOf((await commit({ variables: { input: { id, reason } } })).retryJob);
  };
  return [retry, isInFlight] as const;
}
