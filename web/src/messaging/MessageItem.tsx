/**
 * One message: the sender's avatar, their name or 'You', the time, '(edited)', the text,
 * the attachment, and on the viewer's own messages an edit pencil and whether the others have read it; on others'
 * messages a flag to report it.
 */
import { CheckCheck, PenLine } from 'lucide-react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { MessageItem_message$key } from '../__generated__/MessageItem_message.graphql';
import { Avatar } from '../components/Avatar';
import { RichText } from '../components/RichText';
import { cn } from '../lib/cn';
import { DELETED_MEMBER, displayName } from '../lib/display-name';
import { messageTime } from '../lib/message-dates';
import { MessageAttachment, type Attachment } from './MessageAttachment';
import type { EditingMessage } from './MessageComposer';
import { ReportMessageButton } from './ReportMessageButton';
import { ModerationHiddenNote } from '../components/ModerationHiddenNote';

interface Props {
  message: MessageItem_message$key;
  /** Whether the others have read it (own messages): from the conversation's `othersReadUpTo`. */
  othersReadUpTo: string | null;
  /** Offers the edit pencil on own messages. */
  onEdit?: (message: EditingMessage) => void;
  onOpenImage?: (image: Attachment) => void;
  /** The message being edited is highlighted. */
  editing?: boolean;
}

export function MessageItem({ message, othersReadUpTo, onEdit, onOpenImage, editing = false }: Props) {
  const data = useFragment(
    graphql`
      fragment MessageItem_message on Message {
        id
        content
        isOwn
        isEdited
        moderationHidden
        createdAt
        attachmentUrl
        attachmentType
        attachmentName
        attachmentSize
        sender {
          username
          firstName
          lastName
          email
          profileImageUrl
        }
      }
    `,
    message,
  );
  const own = data.isOwn;
  // A sender who deleted their account leaves the message without one.
  const name = own ? 'You' : data.sender ? displayName(data.sender) : DELETED_MEMBER;
  const read = own && othersReadUpTo !== null && new Date(othersReadUpTo) >= new Date(data.createdAt);
  const attachment: Attachment | null = data.attachmentUrl
    ? {
        url: data.attachmentUrl,
        type: data.attachmentType === 'image' ? 'image' : 'file',
        name: data.attachmentName ?? null,
        size: data.attachmentSize ?? null,
      }
    : null;
  return (
    <li className={cn('group flex items-end gap-2', own && 'flex-row-reverse')}>
      <Avatar user={data.sender} src={data.sender?.profileImageUrl} size="sm" alt="" />
      <div className={cn('flex max-w-[80%] min-w-0 flex-col gap-1', own ? 'items-end' : 'items-start')}>
        <p className="flex items-baseline gap-1.5 text-xs text-stone-500">
          <span className="font-semibold text-stone-700">{name}</span>
          <time dateTime={data.createdAt}>{messageTime(data.createdAt)}</time>
          {data.isEdited && <span>(edited)</span>}
          {!own && <ReportMessageButton messageId={data.id} />}
        </p>
        <div
          className={cn(
            'flex max-w-full flex-col gap-2 rounded-2xl px-3 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap',
            own ? 'rounded-br-sm bg-brand-700 text-white' : 'rounded-bl-sm bg-stone-100 text-ink',
            editing && 'ring-2 ring-amber-400 ring-offset-2',
          )}
        >
          {attachment && <MessageAttachment attachment={attachment} onOpenImage={onOpenImage} own={own} />}
          {data.content && (
            <RichText text={data.content} linkClassName={own ? 'font-semibold text-white underline' : undefined} />
          )}
        </div>
        <ModerationHiddenNote hidden={data.moderationHidden} />
        {own && (
          <p className="flex items-center gap-1 text-xs text-stone-500">
            {read && (
              <>
                <CheckCheck aria-hidden className="size-3.5 text-brand-600" />
                Read
              </>
            )}
            {onEdit && (
              <button
                type="button"
                onClick={() => onEdit({ id: data.id, content: data.content, hasAttachment: attachment !== null })}
                aria-label="Edit message"
                title="Edit message"
                className="grid size-6 cursor-pointer place-items-center rounded-full text-stone-500 hover:bg-stone-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <PenLine aria-hidden className="size-3.5" />
              </button>
            )}
          </p>
        )}
      </div>
    </li>
  );
}
