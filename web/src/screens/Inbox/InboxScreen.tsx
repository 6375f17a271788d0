/**
 * /inbox, Messages: the viewer's conversations on the left with Start, the chosen one on
 * the right; the first is chosen unless the address names one (/inbox?c=<id>, where Message buttons elsewhere
 * lead). Everything on it is live over graphql-ws: messages, edits, new conversations, read receipts, typing.
 */
import { SquarePen } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader } from 'react-relay/hooks';
import type { ConversationPaneQuery } from '../../__generated__/ConversationPaneQuery.graphql';
import type { InboxScreenQuery } from '../../__generated__/InboxScreenQuery.graphql';
import type { PeoplePicker_query$key } from '../../__generated__/PeoplePicker_query.graphql';
import type { useConversationList_viewer$key } from '../../__generated__/useConversationList_viewer.graphql';
import { Button } from '../../components/Button';
import { preloadOverlays } from '../../components/Dialog';
import { ConversationList } from '../../messaging/ConversationList';
import { inboxPath } from '../../messaging/start-conversation';
import { useConversationEvents } from '../../messaging/useConversationEvents';
import { useConversationList } from '../../messaging/useConversationList';
import { useMessageEvents } from '../../messaging/useMessageEvents';
import { PRODUCT_NAME } from '../../product';
import { getLocation } from '../../router/history';
import type { ScreenProps } from '../../router/routes';
import { ConversationPane, conversationPaneQuery } from './ConversationPane';
import { InboxWelcome } from './InboxWelcome';
import { PaneLoading } from './PaneLoading';
import { StartConversationDialog } from './StartConversationDialog';

export const inboxScreenQuery = graphql`
  query InboxScreenQuery {
    viewer {
      id
      ...useConversationList_viewer
    }
    ...PeoplePicker_query
  }
`;

export default function InboxScreen({ queryRef }: ScreenProps<InboxScreenQuery>) {
  const data = usePreloadedQuery<InboxScreenQuery>(inboxScreenQuery, queryRef!);
  if (!data.viewer) return null; // the member app handles a lost session
  return <Inbox viewer={data.viewer} people={data} />;
}

function Inbox({ viewer, people }: { viewer: useConversationList_viewer$key; people: PeoplePicker_query$key }) {
  const list = useConversationList(viewer);
  useMessageEvents(list.refresh);
  useConversationEvents();
  const [startOpen, setStartOpen] = useState(false);
  // The conversation's raw id: the address's, else the first in the list (once there is one).
  const [selected, setSelected] = useState<string | null>(() => new URLSearchParams(getLocation().search).get('c'));
  const first = list.conversations[0]?.databaseId ?? null;
  if (selected === null && first !== null) setSelected(first);

  const [paneRef, loadPane] = useQueryLoader<ConversationPaneQuery>(conversationPaneQuery);
  useEffect(() => {
    if (selected) loadPane({ databaseId: selected }, { fetchPolicy: 'store-and-network' });
  }, [selected, loadPane]);

  function select(conversation: { databaseId: string }) {
    setSelected(conversation.databaseId);
    // The address follows, so that a reload reopens it; replaced quietly, as the screen itself stays.
    window.history.replaceState(null, '', inboxPath(conversation.databaseId));
  }

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] w-full max-w-7xl flex-col px-3 py-4 sm:px-6 lg:h-[calc(100dvh-6.875rem)]">
      <title>{`Messages · ${PRODUCT_NAME}`}</title>
      <h1 className="sr-only">Messages</h1>
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] grid-rows-[auto_minmax(0,1fr)] overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm md:grid-cols-[20rem_minmax(0,1fr)] md:grid-rows-1 xl:grid-cols-[24rem_minmax(0,1fr)]">
        <section
          aria-labelledby="inbox-conversations"
          className="flex max-h-64 min-h-0 flex-col border-b border-stone-200 md:max-h-none md:border-r md:border-b-0"
        >
          <div className="flex items-center justify-between gap-2 px-4 py-3">
            <h2 id="inbox-conversations" className="text-lg font-bold text-ink">
              Conversations
            </h2>
            <Button
              size="sm"
              onClick={() => setStartOpen(true)}
              onPointerEnter={preloadOverlays}
              onFocus={preloadOverlays}
            >
              <SquarePen aria-hidden />
              Start
            </Button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-2">
            <ConversationList
              list={list}
              selectedId={selected}
              onSelect={select}
              empty={<p className="px-3 py-6 text-center text-sm text-stone-500">No conversations yet.</p>}
            />
          </div>
        </section>
        <section aria-label="Conversation" className="flex min-h-0 flex-col">
          {selected === null ? (
            <InboxWelcome onStart={() => setStartOpen(true)} />
          ) : (
            <Suspense fallback={<PaneLoading />}>
              {paneRef && <ConversationPane queryRef={paneRef} viewerId={list.viewerId} people={people} />}
            </Suspense>
          )}
        </section>
      </div>
      <StartConversationDialog query={people} open={startOpen} onOpenChange={setStartOpen} onStarted={select} />
    </div>
  );
}
