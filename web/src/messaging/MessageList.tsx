/**
 * A conversation's messages, oldest at the top: a date separator before each day, the
 * newest page first and older pages on request. It follows the bottom while the member is there, so a message
 * arriving live shows, and keeps its place when older ones load above.
 */
import { useEffect, useLayoutEffect, useRef, useTransition, type ReactNode } from 'react';
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
/** A scroll this soon after the member's own input (wheel, touch, a key) is theirs. */
const USER_SCROLL_MS = 1000;

interface Props {
  conversation: MessageList_conversation$key;
  editingId?: string | null;
  onEdit?: (message: EditingMessage) => void;
  onOpenImage?: (image: Attachment) => void;
  className?: string;
}

export function MessageList({ conversation, editingId = null, onEdit, onOpenImage, className }: Props) {
  const { data, hasPrevious, loadPrevious, isLoadingPrevious } = usePaginationFragment<
    MessageListPaginationQuery,
    MessageList_conversation$key
  >(
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
  // Whether the thread follows its newest message. Only the member's own scrolling (wheel, touch, keys, the
  // scrollbar) changes it: the browser also scrolls on its own as content and sizes change (an image that loads
  // later, an attachment's preview that takes room), and those scrolls must not unstick the thread.
  const stick = useRef(true);
  const pointerDown = useRef(false);
  const lastInput = useRef(0);
  const noteInput = () => {
    lastInput.current = performance.now();
  };
  const onScroll = (element: HTMLElement) => {
    if (!pointerDown.current && performance.now() - lastInput.current > USER_SCROLL_MS) return;
    stick.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_BOTTOM_PX;
  };
  // Before older messages go in above: the distance from the bottom, kept after they have.
  const fromBottom = useRef<number | null>(null);

  const firstId = edges[0]?.node.id;
  const lastId = edges.at(-1)?.node.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first and last ids are the triggers: older messages went in above or a new one arrived below
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    if (fromBottom.current !== null) {
      element.scrollTop = element.scrollHeight - fromBottom.current;
      fromBottom.current = null;
    } else if (stick.current) {
      element.scrollTop = element.scrollHeight;
    }
  }, [firstId, lastId]);

  // Images load after the scroll above, and an attachment's preview shrinks the list from below: either would
  // push the newest message out of view. While the member is at the bottom, any change of size keeps him there.
  const content = useRef<HTMLOListElement>(null);
  const hasMessages = edges.length > 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: hasMessages is the trigger: the list element (content) is only rendered once there are messages, and must then be observed too
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (fromBottom.current === null && stick.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(element);
    if (content.current) observer.observe(content.current);
    return () => observer.disconnect();
  }, [hasMessages]);

  function loadOlder() {
    const element = scroller.current;
    if (element) fromBottom.current = element.scrollHeight - element.scrollTop;
    startTransition(() => void loadPrevious(OLDER_PAGE));
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the listeners only note the member's own scrolling (wheel, touch, keys, pointer) to tell it from the browser's; the scroll box is not a control
    <div
      ref={scroller}
      onScroll={(event) => onScroll(event.currentTarget)}
      onWheel={noteInput}
      onTouchMove={noteInput}
      onKeyDown={noteInput}
      onPointerDown={() => {
        pointerDown.current = true;
        noteInput();
      }}
      onPointerUp={() => {
        pointerDown.current = false;
        noteInput();
      }}
      onPointerCancel={() => {
        pointerDown.current = false;
      }}
      className={cn('overflow-y-auto overscroll-contain px-3 py-3 [overflow-anchor:none]', className)}
    >
      {hasPrevious && (
        <div className="mb-3 flex justify-center">
          <Button variant="outline" size="sm" onClick={loadOlder} loading={isLoadingPrevious}>
            Load older messages
          </Button>
        </div>
      )}
      {edges.length === 0 ? (
        <p className="grid h-full place-items-center py-8 text-center text-sm text-stone-500">
          No messages yet. Say hello!
        </p>
      ) : (
        <ol ref={content} aria-label="Messages" className="space-y-3">
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
