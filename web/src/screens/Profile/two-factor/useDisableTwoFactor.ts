/** Turns two-factor off, after the password and a code (from the app, or a recovery code). */
import { graphql } from 'react-relay/hooks';
import type { useDisableTwoFactorMutation } from '../../../__generated__/useDisableTwoFactorMutation.graphql';
import { successOf, usePromiseMutation } from '../../../relay/mutation';

const disableTwoFactorMutation = graphql`
  mutation useDisableTwoFactorMutation($password: String!, $code: String!) {
    disableTwoFactor(password: $password, code: $code) {
      __typename
      ... on AppError {
        code
        message
        fieldErrors {
          field
          message
        }
      }
      ... on MutationDisableTwoFactorSuccess {
        data {
          message
        }
      }
    }
  }
`;

/** Resolves with the server's words; throws a MutationError (naming the refused fields, if any) when it refuses. */
export function useDisableTwoFactor(viewerId: string) {
  const [commit, isInFlight] = usePromiseMutation<useDisableTwoFactorMutation>(disableTwoFactorMutation);
  const disable = async (password: string, code: string): Promise<string> => {
    const response = await commit({
      variables: { password, code },
      updater: (store, data) => {
        if (data?.disableTwoFactor.__typename === 'MutationDisableTwoFactorSuccess')
          store.get(viewerId)?.setValue(false, 'twoFactorEnabled');
      },
    });
    return successOf(response.disableTwoFactor).data.message;
  };
  return [disable, isInFlight] as const;
}
