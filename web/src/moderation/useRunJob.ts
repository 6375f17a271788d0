/**
 * Running a recurring kind of job now rather than at its next scheduled time (docs/jobs.md#in-the-app): resolves
 * once queued, throws a MutationError with the server's message when refused (NOT_FOUND for a name that is no
 * recurring kind).
 */
import { graphql } from 'react-relay/hooks';
import type { useRunJobMutation } from '../__generated__/useRunJobMutation.graphql';
import { successOf, usePromiseMutation } from '../relay/mutation';

const runJobMutation = graphql`
  mutation useRunJobMutation($input: RunJobInput!) {
    runJob(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationRunJobSuccess {
        data {
          databaseId
        }
      }
    }
  }
`;

export function useRunJob() {
  const [commit, isInFlight] = usePromiseMutation<useRunJobMutation>(runJobMutation);
  const run = async (name: string, reason: string) => {
    successOf((await commit({ variables: { input: { name, reason } } })).runJob);
  };
  return [run, isInFlight] as const;
}
