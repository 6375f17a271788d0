/** One conversation in the floating chat: its name with the bell to mute it, its messages and the image-only composer. */
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay/hooks';
import type { ChatConversation_conversation$key } from '../../../__generated__/ChatConversation_conversation.graphql';
import type { ChatConversationQuery } from '../../../__generated__/ChatConversationQuery.graphql';
import { conversationName } from '../../../lib/conversation-name';
import { ConversationThread } from '../../../messaging/ConversationThread';
import { othersIn } from '../../../messaging/participants';
import { NotificationBell } from '../../../notifications/NotificationBell';

export function ChatConversation({ databaseId }: { databaseId: string }) {
  const { viewer, conversation } = useLazyLoadQuery<ChatConversationQuery>(
    graphql`
      query ChatConversationQuery($databaseId: String!) {
        viewer {
          id
        }
        conversation(databaseId: $databaseId) {
          ...ChatConversation_conversation
          ...ConversationThread_conversation
        }
      }
    `,
    { databaseId },
    { fetchPolicy: 'store-and-network' },
  );
  if (!viewer || !conversation)
    return <p className="grid flex-1 place-items-center p-6 text-sm text-stone-600">Conversation not found</p>;
  return (
    <>
      <ChatConversationName conversation={conversation} viewerId={viewer.id} />
      <ConversationThread conversation={conversation} viewerId={viewer.id} kind="floating" />
    </>
  );
}

function ChatConversationName({
  conversation,
  viewerId,
}: {
  conversation: ChatConversation_conversation$key;
  viewerId: string;
}) {
  const data = useFragment(
    graphql`
      fragment ChatConversation_conversation on Conversation {
        id
        isGroup
        title
        viewerNotificationLevel
        otherParticipant {
          username
          firstName
          lastName
          email
        }
        firstParticipants: participantsPreview(first: 4) {
          id
          username
          firstName
          lastName
          email
        }
      }
    `,
    conversation,
  );
  const others = othersIn(data.firstParticipants, viewerId);
  const name = conversationName({
    isGroup: data.isGroup,
    title: data.title,
    otherParticipant: data.otherParticipant,
    others,
  });
  return (
    <div className="flex items-center gap-1 border-b border-stone-200 py-0.5 pr-1.5 pl-3">
      <h3 className="min-w-0 flex-1 truncate py-1 text-sm font-semibold text-ink" title={name}>
        {name}
      </h3>
      <NotificationBell kind="conversation" targetId={data.id} level={data.viewerNotificationLevel} size="sm" />
    </div>
  );
}
