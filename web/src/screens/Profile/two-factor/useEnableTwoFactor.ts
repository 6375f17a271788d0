/** Turns two-factor on with a first code from the app; answers the ten recovery codes, which show only this once. */
import { graphql } from 'react-relay/hooks';
import type { useEnableTwoFactorMutation } from '../../../__generated__/useEnableTwoFactorMutation.graphql';
import { successOf, usePromiseMutation } from '../../../relay/mutation';

const enableTwoFactorMutation = graphql`
  mutation useEnableTwoFactorMutation($code: String!) {
    enableTwoFactor(code: $code) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationEnableTwoFactorSuccess {
        data {
          recoveryCodes
        }
      }
    }
  }
`;

/** Throws a MutationError with the server's words when it refuses the code. */
export function useEnableTwoFactor(viewerId: string) {
  const [commit, isInFlight] = usePromiseMutation<useEnableTwoFactorMutation>(enableTwoFactorMutation);
  const enable = async (code: string): Promise<readonly string[]> => {
    const response = await commit({
      variables: { code },
      // The answer carries no User: the profile's card learns it from here.
      updater: (store, data) => {
        if (data?.enableTwoFactor.__typename === 'MutationEnableTwoFactorSuccess')
          store.get(viewerId)?.setValue(true, 'twoFactorEnabled');
      },
    });
    return successOf(response.enableTwoFactor).data.recoveryCodes;
  };
  return [enable, isInFlight] as const;
}
