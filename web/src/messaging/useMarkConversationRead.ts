import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { useMarkConversationReadMutation } from '../__generated__/useMarkConversationReadMutation.graphql';
import { usePromiseMutation } from '../relay/mutation';

const markReadMutation = graphql`
  mutation useMarkConversationReadMutation($conversationId: ID!) {
    markConversationRead(conversationId: $conversationId) {
      __typename
      ... on MutationMarkConversationReadSuccess {
        data {
          id
          unreadCount
        }
      }
    }
  }
`;

/**
 * Marks a conversation read for the viewer (its unread count to 0; the Messages badge follows by subscription).
 * Best effort: a failure leaves the count as it was, and the next opening tries again.
 */
export function useMarkConversationRead(): (conversationId: string) => void {
  const [commit] = usePromiseMutation<useMarkConversationReadMutation>(markReadMutation);
  return useCallback(
    (conversationId: string) => {
      void commit({
        variables: { conversationId },
        optimisticUpdater: (store) => store.get(conversationId)?.setValue(0, 'unreadCount'),
      }).catch(() => undefined);
    },
    [commit],
  );
}
