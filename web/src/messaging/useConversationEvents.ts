/**
 * The viewer's conversations changing, over graphql-ws: one started with them or people added (it goes to the
 * top of their list when the list does not hold it), and read receipts (`othersReadUpTo`, which the store
 * updates by itself).
 */
import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useConversationEventsSubscription } from '../__generated__/useConversationEventsSubscription.graphql';
import { addConversation } from './store-updates';

const conversationEventsSubscription = graphql`
  subscription useConversationEventsSubscription {
    conversationEvents {
      kind
      conversation {
        id
        othersReadUpTo
        ...ConversationListItem_conversation
      }
    }
  }
`;

export function useConversationEvents(): void {
  const config = useMemo<GraphQLSubscriptionConfig<useConversationEventsSubscription>>(
    () => ({
      subscription: conversationEventsSubscription,
      variables: {},
      updater: (store) => {
        const event = store.getRootField('conversationEvents');
        const conversation = event?.getLinkedRecord('conversation');
        if (conversation && event?.getValue('kind') !== 'READ') addConversation(store, conversation);
      },
    }),
    [],
  );
  useSubscription(config);
}
