import { graphql } from 'react-relay/hooks';
import type { useMarkNotificationReadMutation } from '../../__generated__/useMarkNotificationReadMutation.graphql';
import { successOf, usePromiseMutation } from '../../relay/mutation';

const markReadMutation = graphql`
  mutation useMarkNotificationReadMutation($id: ID!) {
    markNotificationRead(id: $id) {
      __typename
      ... on AppError {
        code
        message
      }
      ... on MutationMarkNotificationReadSuccess {
        data {
          id
          isRead
        }
      }
    }
  }
`;

/**
 * Marks one notification read: the row stops being new at once (optimistically) and the bell's count follows over
 * its subscription. A failure puts the row back as it was.
 */
export function useMarkNotificationRead() {
  const [commit] = usePromiseMutation<useMarkNotificationReadMutation>(markReadMutation);
  return async (id: string) => {
    const result = await commit({
      variables: { id },
      optimisticResponse: {
        markNotificationRead: { __typename: 'MutationMarkNotificationReadSuccess', data: { id, isRead: true } },
      },
    });
    return successOf(result.markNotificationRead).data;
  };
}
