/** Asks the server for a new authenticator key: a secret, its otpauth address and that address as a QR code. */
import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useBeginTwoFactorSetupMutation } from '../../../__generated__/useBeginTwoFactorSetupMutation.graphql';
import { successOf, usePromiseMutation } from '../../../relay/mutation';

const beginTwoFactorSetupMutation = graphql`
  mutation useBeginTwoFactorSetupMutation {
    beginTwoFactorSetup {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationBeginTwoFactorSetupSuccess {
        data {
          secret
          uri
          qrSvg
        }
      }
    }
  }
`;

export type TwoFactorSetup = Extract<
  useBeginTwoFactorSetupMutation['response']['beginTwoFactorSetup'],
  { readonly data: unknown }
>['data'];

/** Each call replaces the key of the one before (until two-factor is on), so only the latest one works. */
export function useBeginTwoFactorSetup() {
  const [commit, isInFlight] = usePromiseMutation<useBeginTwoFactorSetupMutation>(beginTwoFactorSetupMutation);
  const begin = useCallback(
    async (): Promise<TwoFactorSetup> => successOf((await commit({ variables: {} })).beginTwoFactorSetup).data,
    [commit],
  );
  return [begin, isInFlight] as const;
}
