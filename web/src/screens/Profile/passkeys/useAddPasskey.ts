/**
 * Adding a passkey: the server's options (beginPasskeyRegistration), the browser's own dialog that makes the passkey
 * (startRegistration), then its answer (finishPasskeyRegistration), which puts the new passkey at the top of the list.
 */
import { startRegistration } from '@simplewebauthn/browser';
import { useState } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useAddPasskeyBeginMutation } from '../../../__generated__/useAddPasskeyBeginMutation.graphql';
import type { useAddPasskeyFinishMutation } from '../../../__generated__/useAddPasskeyFinishMutation.graphql';
import { successOf, usePromiseMutation } from '../../../relay/mutation';

const beginMutation = graphql`
  mutation useAddPasskeyBeginMutation {
    beginPasskeyRegistration {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationBeginPasskeyRegistrationSuccess {
        data {
          key
          options
        }
      }
    }
  }
`;

const finishMutation = graphql`
  mutation useAddPasskeyFinishMutation($key: String!, $response: String!, $connections: [ID!]!) {
    finishPasskeyRegistration(key: $key, response: $response) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationFinishPasskeyRegistrationSuccess {
        data @prependNode(connections: $connections, edgeTypeName: "UserPasskeysEdge") {
          id
          name
          ...PasskeyRow_passkey
        }
      }
    }
  }
`;

/**
 * Resolves with the new passkey's name. Throws a MutationError when the server refuses, or the browser's
 * WebAuthnError when the member cancels or the device cannot make one.
 */
export function useAddPasskey(connectionId: string) {
  const [begin] = usePromiseMutation<useAddPasskeyBeginMutation>(beginMutation);
  const [finish] = usePromiseMutation<useAddPasskeyFinishMutation>(finishMutation);
  // Busy from the first call to the last, the browser's dialog included: a second click meanwhile does nothing.
  const [adding, setAdding] = useState(false);
  const add = async (): Promise<string> => {
    setAdding(true);
    try {
      const begun = successOf((await begin({ variables: {} })).beginPasskeyRegistration).data;
      const response = await startRegistration({ optionsJSON: JSON.parse(begun.options) });
      const finished = await finish({
        variables: { key: begun.key, response: JSON.stringify(response), connections: [connectionId] },
      });
      return successOf(finished.finishPasskeyRegistration).data.name;
    } finally {
      setAdding(false);
    }
  };
  return [add, adding] as const;
}
