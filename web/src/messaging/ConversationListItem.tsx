/**
 * One conversation in a list: avatars (up to 3 for a group), the name, the last message
 * and the unread count.
 */
import { Paperclip } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { ConversationListItem_conversation$key } from '../__generated__/ConversationListItem_conversation.graphql';
import type { ConversationListItem_lastMessage$key } from '../__generated__/ConversationListItem_lastMessage.graphql';
import { CountBadge } from '../components/Badge';
import { cn } from '../lib/cn';
import { ageLabel } from '../lib/age-label';
import { conversationName } from '../lib/conversation-name';
import { AvatarStack } from './AvatarStack';
import { othersIn } from './participants';

interface Props {
  conversation: ConversationListItem_conversation$key;
  viewerId: string;
  selected: boolean;
  onSelect: (conversation: { id: string; databaseId: string }) => void;
}

export function ConversationListItem({ conversation, viewerId, selected, onSelect }: Props) {
  const data = useFragment(
    graphql`
      fragment ConversationListItem_conversation on Conversation {
        id
        databaseId
        isGroup
        title
        unreadCount
        lastMessageAt
        otherParticipant {
          username
          firstName
          lastName
          email
          profileImageUrl
        }
        firstParticipants: participantsPreview(first: 4) {
          id
          username
          firstName
          lastName
          email
          profileImageUrl
        }
        lastMessage {
          ...ConversationListItem_lastMessage
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
  const people = data.isGroup ? others : data.otherParticipant ? [data.otherParticipant] : others.slice(0, 1);
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect({ id: data.id, databaseId: data.databaseId })}
        aria-current={selected ? 'true' : undefined}
        className={cn(
          'flex w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-left transition-colors',
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
          selected ? 'bg-brand-50' : 'hover:bg-stone-100',
        )}
      >
        <AvatarStack people={people} />
        <span className="min-w-0 flex-1">
          <span className="flex items-baseline justify-between gap-2">
            <span
              className={cn(
                'line-clamp-2 text-sm break-words text-ink',
                data.unreadCount > 0 ? 'font-bold' : 'font-semibold',
              )}
              title={name}
            >
              {name}
            </span>
            <span className="shrink-0 text-xs text-stone-500">{ageLabel(data.lastMessageAt)}</span>
          </span>
          <span className="flex items-center justify-between gap-2">
            {data.lastMessage ? (
              <LastMessage message={data.lastMessage} />
            ) : (
              <span className="text-xs text-stone-500">No messages yet</span>
            )}
            <CountBadge count={data.unreadCount} max={99} label="unread messages" />
          </span>
        </span>
      </button>
    </li>
  );
}

function LastMessage({ message }: { message: ConversationListItem_lastMessage$key }) {
  const data = useFragment(
    graphql`
      fragment ConversationListItem_lastMessage on Message {
        content
        isOwn
        attachmentType
        attachmentName
      }
    `,
    message,
  );
  const attachment =
    data.attachmentType === 'image' ? 'Photo' : data.attachmentType ? (data.attachmentName ?? 'File') : null;
  return (
    <span
      className="flex min-w-0 items-center gap-1 truncate text-xs text-stone-600"
      title={[data.isOwn ? 'You:' : null, data.content || attachment].filter(Boolean).join(' ')}
    >
      {data.isOwn && <span className="shrink-0">You:</span>}
      {attachment && !data.content && <Paperclip aria-hidden className="size-3 shrink-0" />}
      <span className="truncate">{data.content || attachment}</span>
    </span>
  );
}
