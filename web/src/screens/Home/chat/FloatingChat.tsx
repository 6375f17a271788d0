/**
 * The dashboard's floating chat, open: the conversation list or one open
 * conversation, minimised to its title bar or expanded; messages with images and a composer that attaches
 * images only. Live like the inbox: it holds the message and conversation subscriptions while open.
 */
import { ArrowLeft, Maximize2, Minimize2, Minus, Plus, X } from 'lucide-react';
import { Suspense, useReducer, type ReactNode } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import { Button } from '../../../components/Button';
import { chatWidgetReducer, closedChat } from '../../../lib/chat-widget-state';
import { cn } from '../../../lib/cn';
import { useConversationEvents } from '../../../messaging/useConversationEvents';
import { useMessageEvents } from '../../../messaging/useMessageEvents';
import { ChatConversation } from './ChatConversation';
import { ChatConversationList, chatConversationListQuery } from './ChatConversationList';

interface Props {
  /** Where the round button sat: the chat opens in its place. */
  corner: string;
  onClose: () => void;
}

export function FloatingChat({ corner, onClose }: Props) {
  const [state, dispatch] = useReducer(chatWidgetReducer, { ...closedChat, open: true });
  const environment = useRelayEnvironment();
  useMessageEvents(
    () => void fetchQuery(environment, chatConversationListQuery, {}, { fetchPolicy: 'network-only' }).subscribe({}),
  );
  useConversationEvents();
  const close = () => {
    dispatch({ type: 'close' });
    onClose();
  };
  return (
    <section
      aria-label="Chat"
      className={cn(
        corner,
        'flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-2xl shadow-stone-900/20',
        // On a phone the chat spans the width between the screen's edges (its corner class pins both sides).
        state.minimised
          ? 'sm:w-72'
          : state.expanded
            ? 'h-[calc(100dvh-9rem)] sm:h-[min(44rem,calc(100dvh-6rem))] sm:w-[min(40rem,calc(100vw-2rem))]'
            : 'h-[min(30rem,calc(100dvh-9rem))] sm:h-[min(30rem,calc(100dvh-6rem))] sm:w-[min(22rem,calc(100vw-2rem))]',
      )}
    >
      <header className="flex items-center gap-0.5 bg-brand-700 py-1.5 pr-1.5 pl-2 text-white">
        {state.conversationId && !state.minimised && (
          <HeaderButton label="Back to conversations" onClick={() => dispatch({ type: 'showList' })}>
            <ArrowLeft aria-hidden />
          </HeaderButton>
        )}
        <h2 className="flex-1 truncate px-1 text-sm font-bold">Messages</h2>
        <HeaderButton
          label={state.minimised ? 'Restore chat' : 'Minimize chat'}
          onClick={() => dispatch({ type: 'toggleMinimised' })}
        >
          {state.minimised ? <Plus aria-hidden /> : <Minus aria-hidden />}
        </HeaderButton>
        <HeaderButton
          label={state.expanded ? 'Shrink chat' : 'Expand chat'}
          onClick={() => dispatch({ type: 'toggleExpanded' })}
        >
          {state.expanded ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />}
        </HeaderButton>
        <HeaderButton label="Close chat" onClick={close}>
          <X aria-hidden />
        </HeaderButton>
      </header>
      {/* Hidden, not unmounted, while minimised: the open conversation keeps its place and stays live. */}
      <div hidden={state.minimised} className="flex min-h-0 flex-1 flex-col">
        <Suspense fallback={<p className="grid flex-1 place-items-center text-sm text-stone-500">Loading…</p>}>
          {state.conversationId ? (
            <ChatConversation key={state.conversationId} databaseId={state.conversationId} />
          ) : (
            <ChatConversationList
              onSelect={(conversation) =>
                dispatch({ type: 'showConversation', conversationId: conversation.databaseId })
              }
            />
          )}
        </Suspense>
      </div>
    </section>
  );
}

function HeaderButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="size-8 text-white hover:bg-white/15 active:bg-white/25 [&_svg]:size-4"
    >
      {children}
    </Button>
  );
}
