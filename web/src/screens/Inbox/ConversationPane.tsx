/** The chosen conversation, right of the list: its header and its thread, from a query of its own. */
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { ConversationPaneQuery } from '../../__generated__/ConversationPaneQuery.graphql';
import type { PeoplePicker_query$key } from '../../__generated__/PeoplePicker_query.graphql';
import { ConversationThread } from '../../messaging/ConversationThread';
import { ConversationHeader } from './ConversationHeader';

export const conversationPaneQuery = graphql`
  query ConversationPaneQuery($databaseId: String!) {
    conversation(databaseId: $databaseId) {
      id
      ...ConversationHeader_conversation
      ...ConversationThread_conversation
      # A direct chat is listed from its first message on (a Message button opens it empty): that first message
      # puts it in the list from what this query brought, so it brings what a list item shows.
      ...ConversationListItem_conversation
    }
  }
`;

interface Props {
  queryRef: PreloadedQuery<ConversationPaneQuery>;
  viewerId: string;
  people: PeoplePicker_query$key;
}

export function ConversationPane({ queryRef, viewerId, people }: Props) {
  const { conversation } = usePreloadedQuery<ConversationPaneQuery>(conversationPaneQuery, queryRef);
  if (!conversation) {
    return (
      <div className="grid flex-1 place-items-center p-8 text-center">
        <div>
          <h2 className="text-lg font-bold text-ink">Conversation not found</h2>
          <p className="mt-1 text-sm text-stone-600">It may have been removed, or you are not part of it.</p>
        </div>
      </div>
    );
  }
  return (
    <>
      <ConversationHeader conversation={conversation} viewerId={viewerId} people={people} />
      <ConversationThread key={conversation.id} conversation={conversation} viewerId={viewerId} kind="inbox" />
    </>
  );
}
