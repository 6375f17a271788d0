/**
 * Messages as they are sent and edited in any of the viewer's conversations, over graphql-ws. A new one joins
 * its conversation's list and moves the conversation up (store-updates.ts); an edit lands on the message's
 * record by itself. Mount it once per messaging screen (the inbox, the floating chat), once its lists are loaded.
 *
 * The subscription starts after the screen's queries, so a message sent in between would be missed: it passes
 * the newest message the store holds as `after`, and the server first replays what came since. It starts again,
 * from the newest message then, each time the socket comes back (graphql-ws would resume it from the first
 * `after`, replaying more than it must, or from none, losing what the drop hid). A replayed
 * message may already be counted in the unread counts the screen loaded, or not: the caller fetches its list
 * again (`refetchList`) rather than adding to them. So does a message in a conversation the store does not know
 * yet (its start event has not arrived).
 */
import { useEffect, useMemo, useRef } from 'react';
import { graphql, useRelayEnvironment, useSubscription } from 'react-relay/hooks';
import type { Environment, GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useMessageEventsSubscription } from '../__generated__/useMessageEventsSubscription.graphql';
import { useSocketReconnects } from '../relay/environment';
import { addMessage } from './store-updates';

const messageEventsSubscription = graphql`
  subscription useMessageEventsSubscription($after: ID) {
    messageEvents(after: $after) {
      kind
      replayed
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

/** The id of the newest message in the store (by `createdAt`), if it holds any. */
export function newestMessageIn(environment: Environment): string | null {
  const source = environment.getStore().getSource();
  let newest: { id: string; at: string } | null = null;
  for (const id of source.getRecordIDs()) {
    const record = source.get(id);
    if (record?.__typename !== 'Message') continue;
    const at = record.createdAt;
    // ISO instants in UTC compare as text.
    if (typeof at === 'string' && (newest === null || at > newest.at)) newest = { id, at };
  }
  return newest?.id ?? null;
}

export function useMessageEvents(refetchList: () => void): void {
  const latest = useRef(refetchList);
  useEffect(() => {
    latest.current = refetchList;
  });
  const environment = useRelayEnvironment();
  const reconnects = useSocketReconnects();
  // biome-ignore lint/correctness/useExhaustiveDependencies: reconnects is the trigger: a new subscription, from the newest message the store holds then
  const config = useMemo<GraphQLSubscriptionConfig<useMessageEventsSubscription>>(() => {
    // Asked for several times in a row (a replay): fetched once.
    let queued = false;
    const refetch = () => {
      if (queued) return;
      queued = true;
      // After the update: the store must not change while it is being written.
      queueMicrotask(() => {
        queued = false;
        latest.current();
      });
    };
    return {
      subscription: messageEventsSubscription,
      variables: { after: newestMessageIn(environment) },
      updater: (store) => {
        const event = store.getRootField('messageEvents');
        const message = event?.getLinkedRecord('message');
        if (!message || event?.getValue('kind') !== 'ADDED') return;
        const replayed = event.getValue('replayed') === true;
        if (!addMessage(store, message, { countUnread: !replayed }) || replayed) refetch();
      },
    };
  }, [environment, reconnects]);
  useSubscription(config);
}
