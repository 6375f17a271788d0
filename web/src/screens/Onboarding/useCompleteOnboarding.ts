/**
 * Finishing onboarding. The answer carries the viewer's new profile and `isProfileComplete`, so the store's
 * viewer updates and the member app switches to the complete-profile routes by itself.
 */
import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useCompleteOnboardingMutation } from '../../__generated__/useCompleteOnboardingMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';
import type { CompleteOnboardingInput } from './onboarding-options';

const mutation = graphql`
  mutation useCompleteOnboardingMutation($input: OnboardingInput!) {
    completeOnboarding(input: $input) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationCompleteOnboardingSuccess {
        data {
          id
          dadType
          location
          interests
          bio
          isProfileComplete
        }
      }
    }
  }
`;

export function useCompleteOnboarding() {
  const [run, isInFlight] = usePromiseMutation<useCompleteOnboardingMutation>(mutation);
  const complete = useCallback(
    async (input: CompleteOnboardingInput) => successOf((await run({ variables: { input } })).completeOnboarding).data,
    [run],
  );
  return [complete, isInFlight] as const;
}
