import { graphql } from 'react-relay/hooks';
import type { useGenerateReferralCodeMutation } from '../../__generated__/useGenerateReferralCodeMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const generateReferralCodeMutation = graphql`
  mutation useGenerateReferralCodeMutation {
    generateReferralCode {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationGenerateReferralCodeSuccess {
        data {
          id
          referralCode
        }
      }
    }
  }
`;

/** Gives the viewer a referral code; the viewer's record in the store takes it, so the dialog shows the link. */
export function useGenerateReferralCode() {
  const [commit, isInFlight] = usePromiseMutation<useGenerateReferralCodeMutation>(generateReferralCodeMutation);
  const generate = async () => successOf((await commit({ variables: {} })).generateReferralCode).data;
  return [generate, isInFlight] as const;
}
