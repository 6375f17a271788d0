/**
 * Mutations as promises. Expected failures come back as data (`… | AppError`, see the API's errors plugin):
 * `successOf` turns them into a thrown MutationError, and an UNAUTHENTICATED one into the session-loss flow.
 */
import { useCallback, useState } from 'react';
import {
  commitMutation,
  useMutation,
  useRelayEnvironment,
  type GraphQLTaggedNode,
  type UseMutationConfig,
} from 'react-relay/hooks';
import type { IEnvironment, MutationConfig, MutationParameters } from 'relay-runtime';
import { handleSessionLoss } from '../session/session-loss';

export interface FieldError {
  readonly field: string;
  readonly message: string;
}

export class MutationError extends Error {
  override name = 'MutationError';
  constructor(
    readonly code: string,
    message: string,
    /** The input fields the server refused (`fieldErrors`, when the mutation selects them), for forms to show. */
    readonly fieldErrors: readonly FieldError[] = [],
  ) {
    super(message);
  }
}

type RunConfig<T extends MutationParameters> = Omit<UseMutationConfig<T>, 'onCompleted' | 'onError'>;

/**
 * The same as a plain function, for a mutation whose artifact loads on demand (a hook needs it at render) or code
 * outside React: resolves with the response, rejects on a network failure or a GraphQL error.
 */
export function commitAsPromise<T extends MutationParameters>(
  environment: IEnvironment,
  mutation: GraphQLTaggedNode,
  config: Omit<MutationConfig<T>, 'mutation' | 'onCompleted' | 'onError'>,
) {
  return new Promise<T['response']>((resolve, reject) => {
    commitMutation<T>(environment, {
      ...config,
      mutation,
      onCompleted: (response, errors) => {
        const first = errors?.[0];
        if (first) reject(new MutationError('INTERNAL_SERVER_ERROR', first.message));
        else resolve(response);
      },
      onError: reject,
    });
  });
}

export function usePromiseMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode) {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (config: RunConfig<T>) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({
          ...config,
          onCompleted: (response, errors) => {
            const first = errors?.[0];
            if (first) reject(new MutationError('INTERNAL_SERVER_ERROR', first.message));
            else resolve(response);
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [run, isInFlight] as const;
}

/**
 * usePromiseMutation for a mutation kept out of the page's first download: `load` imports its operation (a module of
 * its own, `import('./useXMutation')`) on first use. Give it a function defined once, outside the component.
 */
export function useLazyPromiseMutation<T extends MutationParameters>(load: () => Promise<GraphQLTaggedNode>) {
  const environment = useRelayEnvironment();
  const [inFlight, setInFlight] = useState(0);
  const run = useCallback(
    async (config: Omit<MutationConfig<T>, 'mutation' | 'onCompleted' | 'onError'>): Promise<T['response']> => {
      setInFlight((count) => count + 1);
      try {
        return await commitAsPromise<T>(environment, await load(), config);
      } finally {
        setInFlight((count) => count - 1);
      }
    },
    [environment, load],
  );
  return [run, inFlight > 0] as const;
}

interface AppErrorResult {
  readonly __typename: 'AppError';
  readonly code?: string;
  readonly message?: string;
  readonly fieldErrors?: readonly FieldError[];
}

/**
 * The success branch of a `… | AppError` result, or a thrown MutationError. Select `code` and `message` on AppError
 * (and `fieldErrors { field message }` for a form that shows them beside its fields).
 */
export function successOf<R extends { readonly __typename: string }>(
  result: R | null | undefined,
): Extract<R, { readonly data: unknown }> {
  if (result && result.__typename === 'AppError') {
    const error = result as unknown as AppErrorResult;
    if (error.code === 'UNAUTHENTICATED') handleSessionLoss();
    throw new MutationError(error.code ?? 'UNKNOWN', error.message ?? 'Something went wrong.', error.fieldErrors);
  }
  if (!result || !('data' in result)) throw new MutationError('UNKNOWN', 'The server sent an unexpected answer.');
  return result as Extract<R, { readonly data: unknown }>;
}
