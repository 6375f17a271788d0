/** Renaming one of the member's passkeys; the store's record takes the new name from the answer. */
import { graphql } from 'react-relay/hooks';
import type { useRenamePasskeyMutation } from '../../../__generated__/useRenamePasskeyMutation.graphql';
import { successOf, usePromiseMutation } from '../../../relay/mutation';

const renameMutation = graphql`
  mutation useRenamePasskeyMutation($id: ID!, $name: String!) {
    renamePasskey(id: $id, name: $name) {
      __typename
      ... on AppError {
        code
        message
        fieldErrors {
          field
          message
        }
      }
      ... on MutationRenamePasskeySuccess {
        data {
          id
          name
        }
      }
    }
  }
`;

/** Resolves with the name as saved (trimmed); throws a MutationError with the server's words when it refuses. */
export function useRenamePasskey() {
  const [commit, isInFlight] = usePromiseMutation<useRenamePasskeyMutation>(renameMutation);
  const rename = async (id: string, name: string): Promise<string> =>
    successOf((await commit({ variables: { id, name } })).renamePasskey).data.name;
  return [rename, isInFlight] as const;
}
