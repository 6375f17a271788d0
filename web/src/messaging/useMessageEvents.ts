/**
 * Messages as they are sent and edited in any of the viewer's conversations, over graphql-ws. A new one joins
 * its conversation's list and moves the conversation up (store-updates.ts); an edit lands on the message's
 * record by itself. Mount it once per messaging screen (the inbox, the floating chat). A message in a conversation
 * the store does not know yet (its start event has not arrived) makes the caller fetch the list again.
 */
import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay/hooks';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useMessageEventsSubscription } from '../__generated__/useMessageEventsSubscription.graphql';
import { addMessage } from './store-updates';

const messageEventsSubscription = graphql`
  subscription useMessageEventsSubscription {
    messageEvents {
      kind
      message {
        id
        isOwn
        createdAt
        conversation {
          id
        }
        ...MessageItem_message
        ...ConversationListItem_lastMessage
      }
    }
  }
`;

export function useMessageEvents(onUnknownConversation: () => void): void {
  const latest = useRef(onUnknownConversation);
  useEffect(() => {
    latest.current = onUnknownConversation;
  });
  const config = useMemo<GraphQLSubscriptionConfig<useMessageEventsSubscription>>(
    () => ({
      subscription: messageEventsSubscription,
      variables: {},
      updater: (store) => {
        const event = store.getRootField('messageEvents');
        const message = event?.getLinkedRecord('message');
        // After the update: the store must not change while it is being written.
        if (message && event?.getValue('kind') === 'ADDED' && !addMessage(store, message))
          queueMicrotask(() => latest.current());
      },
    }),
    [],
  );
  useSubscription(config);
}
