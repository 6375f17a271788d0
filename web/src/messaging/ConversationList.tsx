import type { ReactNode } from 'react';
import { Button } from '../components/Button';
import { ConversationListItem } from './ConversationListItem';
import type { ConversationListState } from './useConversationList';

interface Props {
  list: ConversationListState;
  /** The chosen conversation's raw id. */
  selectedId: string | null;
  onSelect: (conversation: { id: string; databaseId: string }) => void;
  /** Shown instead of the list when there is no conversation. */
  empty: ReactNode;
}

/** The viewer's conversations as a list of buttons, the chosen one marked, with 'Show more' while there are more. */
export function ConversationList({ list, selectedId, onSelect, empty }: Props) {
  if (list.conversations.length === 0) return empty;
  return (
    <div className="space-y-2">
      <ul aria-label="Conversations" className="space-y-0.5">
        {list.conversations.map((conversation) => (
          <ConversationListItem
            key={conversation.id}
            conversation={conversation}
            viewerId={list.viewerId}
            selected={conversation.databaseId === selectedId}
            onSelect={onSelect}
          />
        ))}
      </ul>
      {list.hasMore && (
        <div className="flex justify-center">
          <Button variant="ghost" size="sm" loading={list.loadingMore} onClick={list.loadMore}>
            Show more
          </Button>
        </div>
      )}
    </div>
  );
}
