/**
 * A conversation's messages, oldest at the top (spec part 3 section 2): a date separator before each day, the
 * newest page first and older pages on request. It follows the bottom while the member is there, so a message
 * arriving live shows, and keeps its place when older ones load above.
 */
import { useLayoutEffect, useRef, useTransition, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { MessageList_conversation$key } from '../__generated__/MessageList_conversation.graphql';
import type { MessageListPaginationQuery } from '../__generated__/MessageListPaginationQuery.graphql';
import { Button } from '../components/Button';
import { cn } from '../lib/cn';
import { dayStarts, messageDayLabel } from '../lib/message-dates';
import type { Attachment } from './MessageAttachment';
import type { EditingMessage } from './MessageComposer';
import { MessageItem } from './MessageItem';

/** Older messages fetched per step. */
const OLDER_PAGE = 30;
/** Within this many pixels of the bottom counts as "at the bottom". */
const NEAR_BOTTOM_PX = 80;

interface Props {
  conversation: MessageList_conversation$key;
  editingId?: string | null;
  onEdit?: (message: EditingMessage) => void;
  onOpenImage?: (image: Attachment) => void;
  className?: string;
}

export function MessageList({ conversation, editingId = null, onEdit, onOpenImage, className }: Props) {
  const { data, hasPrevious, loadPrevious, isLoadingPrevious } = usePaginationFragment<MessageListPaginationQuery, MessageList_conversation$key>(
    graphql`
      fragment MessageList_conversation on Conversation
      @refetchable(queryName: "MessageListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
        othersReadUpTo
        messages(last: $count, before: $cursor) @connection(key: "MessageList_messages") {
          edges {
            node {
              id
              createdAt
              ...MessageItem_message
            }
          }
        }
      }
    `,
    conversation,
  );
  const [, startTransition] = useTransition();
  const edges = data.messages.edges;
  const starts = dayStarts(edges.map((edge) => edge.node.createdAt));
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // Before older messages go in above: the distance from the bottom, kept after they have.
  const fromBottom = useRef<number | null>(null);

  const firstId = edges[0]?.node.id;
  const lastId = edges.at(-1)?.node.id;
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (fromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    } else if (atBottom.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [firstId, lastId]);

  function loadOlder() {
    const element = scroller.current;
    if (element) fromBottom.current = element.scrollHeight - element.scrollTop;
    startTransition(() => void loadPrevious(OLDER_PAGE));
  }

  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        const element = event.currentTarget;
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
      }}
      className={cn('overflow-y-auto overscroll-contain px-3 py-3', className)}
    >
      {hasPrevious && (
        <div className="mb-3 flex justify-center">
          <Button variant="outline" size="sm" onClick={loadOlder} loading={isLoadingPrevious}>
            Load older messages
          </Button>
        </div>
      )}
      {edges.length === 0 ? (
        <p className="grid h-full place-items-center py-8 text-center text-sm text-stone-500">No messages yet. Say hello!</p>
      ) : (
        <ol aria-label="Messages" className="space-y-3">
          {edges.map(({ node }, index) => (
            <MessageRow key={node.id} separator={starts.has(index) ? messageDayLabel(node.createdAt) : null}>
              <MessageItem
                message={node}
                othersReadUpTo={data.othersReadUpTo ?? null}
                onEdit={onEdit}
                onOpenImage={onOpenImage}
                editing={editingId === node.id}
              />
            </MessageRow>
          ))}
        </ol>
      )}
    </div>
  );
}

function MessageRow({ separator, children }: { separator: string | null; children: ReactNode }) {
  if (!separator) return children;
  return (
    <>
      <li className="flex items-center gap-3 py-1 text-xs font-semibold text-stone-500">
        <span aria-hidden className="h-px flex-1 bg-stone-200" />
        <span>{separator}</span>
        <span aria-hidden className="h-px flex-1 bg-stone-200" />
      </li>
      {children}
    </>
  );
}
