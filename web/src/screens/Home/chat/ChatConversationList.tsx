/** The floating chat's conversation list; the inbox is where conversations start. */
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { ChatConversationListQuery } from '../../../__generated__/ChatConversationListQuery.graphql';
import type { useConversationList_viewer$key } from '../../../__generated__/useConversationList_viewer.graphql';
import { buttonClasses } from '../../../components/Button';
import { ConversationList } from '../../../messaging/ConversationList';
import { useConversationList } from '../../../messaging/useConversationList';
import { Link } from '../../../router/Link';

export const chatConversationListQuery = graphql`
  query ChatConversationListQuery {
    viewer {
      ...useConversationList_viewer
    }
  }
`;

interface Props {
  onSelect: (conversation: { id: string; databaseId: string }) => void;
}

export function ChatConversationList({ onSelect }: Props) {
  // Opened on demand, over the dashboard: it fetches its list then (the store's copy first, when there is one).
  const { viewer } = useLazyLoadQuery<ChatConversationListQuery>(
    chatConversationListQuery,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  if (!viewer) return null;
  return <Conversations viewer={viewer} onSelect={onSelect} />;
}

function Conversations({ viewer, onSelect }: Props & { viewer: useConversationList_viewer$key }) {
  const list = useConversationList(viewer);
  return (
    <div className="min-h-0 flex-1 overflow-y-auto p-2">
      <ConversationList
        list={list}
        selectedId={null}
        onSelect={onSelect}
        empty={
          <div className="p-6 text-center text-sm text-stone-600">
            <p>No conversations yet.</p>
            <Link to="/inbox" className={buttonClasses({ variant: 'link', size: 'sm', className: 'mt-1' })}>
              Start one in Messages
            </Link>
          </div>
        }
      />
    </div>
  );
}
