/**
 * The viewer's conversations, most recent activity first: 20 at a time, more on request. Live events keep the
 * order (store-updates.ts); after a socket drop the first page is fetched again.
 */
import { useTransition } from 'react';
import { fetchQuery, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import type { useConversationList_viewer$key } from '../__generated__/useConversationList_viewer.graphql';
import type { useConversationListPaginationQuery } from '../__generated__/useConversationListPaginationQuery.graphql';
import conversationListQuery from '../__generated__/useConversationListPaginationQuery.graphql';
import { useCatchUpOnReconnect } from './useCatchUpOnReconnect';

const MORE_PAGE = 20;

export function useConversationList(viewer: useConversationList_viewer$key) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    useConversationListPaginationQuery,
    useConversationList_viewer$key
  >(
    graphql`
      fragment useConversationList_viewer on User
      @refetchable(queryName: "useConversationListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        id
        conversations(first: $count, after: $cursor) @connection(key: "ConversationList_conversations") {
          edges {
            node {
              id
              databaseId
              # Where a live subscription starts from (useMessageEvents.ts).
              lastMessage {
                createdAt
              }
              ...ConversationListItem_conversation
            }
          }
        }
      }
    `,
    viewer,
  );
  const [, startTransition] = useTransition();
  const environment = useRelayEnvironment();
  const refresh = () => {
    fetchQuery<useConversationListPaginationQuery>(
      environment,
      conversationListQuery,
      { id: data.id },
      { fetchPolicy: 'network-only' },
    ).subscribe({});
  };
  useCatchUpOnReconnect(refresh);
  return {
    /** Fetches the first page again, in the background. */
    refresh,
    viewerId: data.id,
    conversations: (data.conversations?.edges ?? []).map((edge) => edge.node),
    hasMore: hasNext,
    loadingMore: isLoadingNext,
    loadMore: () => startTransition(() => void loadNext(MORE_PAGE)),
  };
}

export type ConversationListState = ReturnType<typeof useConversationList>;
