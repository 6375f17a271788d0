/**
 * Making a personal access token: the answer carries the token (its only showing) and the token's row, which
 * joins the top of Your tokens and its count in the same request.
 */
import { graphql } from 'react-relay/hooks';
import { ConnectionHandler, ROOT_ID } from 'relay-runtime';
import type {
  CreateAccessTokenInput,
  useCreateAccessTokenMutation,
} from '../../__generated__/useCreateAccessTokenMutation.graphql';
import { prependCounted } from '../../relay/connection-count';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const createAccessTokenMutation = graphql`
  mutation useCreateAccessTokenMutation($input: CreateAccessTokenInput!) {
    createAccessToken(input: $input) {
      __typename
      ... on AppError {
        code
        message
        fieldErrors {
          field
          message
        }
      }
      ... on MutationCreateAccessTokenSuccess {
        data {
          token
          accessToken {
            id
            name
            ...AccessTokenRow_token
          }
        }
      }
    }
  }
`;

/** Your tokens' list (AccessTokenList's @connection key; it takes no filters). */
const TOKEN_LIST = ConnectionHandler.getConnectionID(ROOT_ID, 'AccessTokenList_accessTokens');

export interface CreatedToken {
  /** The token itself, which the server will never show again. */
  token: string;
  name: string;
}

/** Throws a MutationError (with the fields the server refused) when refused. */
export function useCreateAccessToken() {
  const [commit, isInFlight] = usePromiseMutation<useCreateAccessTokenMutation>(createAccessTokenMutation);
  const create = async (input: CreateAccessTokenInput): Promise<CreatedToken> => {
    const connections = [TOKEN_LIST];
    const response = await commit({
      variables: { input },
      updater: (store, data) => {
        const created = data?.createAccessToken;
        if (created?.__typename === 'MutationCreateAccessTokenSuccess')
          prependCounted(store, connections, created.data.accessToken.id, 'AccessTokenEdge');
      },
    });
    const { data } = successOf(response.createAccessToken);
    return { token: data.token, name: data.accessToken.name };
  };
  return [create, isInFlight] as const;
}
